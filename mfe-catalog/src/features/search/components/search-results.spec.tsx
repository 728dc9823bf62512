import { readFilters, SEARCH, toWatchCard, WATCH_CARDS, watchCardsPathOf, type WatchCardsPiece } from '@caliber/contracts';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { watchFixture } from '../../../test/watch-fixture';
import { SearchResults } from './search-results';

/** The search page as the server hands it over: the answer already there, nothing fetched. */
function renderAnswered(q: string, count: number) {
  const watches = Array.from({ length: count }, (_, index) => watchFixture({ id: index + 1, model: `Submariner ${index + 1}` }));
  const piece: WatchCardsPiece = {
    items: watches.slice(0, WATCH_CARDS.piece).map(toWatchCard),
    offset: 0,
    limit: WATCH_CARDS.piece,
    total: count,
    matched: count,
    version: 'v1',
    choices: { brands: ['Rolex'], movements: [], price: null },
  };
  const path = watchCardsPathOf({ source: { q }, filters: readFilters(new URLSearchParams(), 'relevance'), offset: 0, limit: WATCH_CARDS.piece });
  renderWithProviders(
    <SWRConfig value={{ fallback: { [path]: piece }, revalidateOnMount: false }}>
      <SearchResults q={q} />
    </SWRConfig>,
  );
}

const cappedNote = () => screen.queryByText(/best matches; add a word/);

describe('SearchResults', () => {
  it('says when the answer holds only the best matches, and how to narrow them', () => {
    renderAnswered('rolex', SEARCH.maxResults);
    expect(cappedNote()).toHaveTextContent(`These are the ${SEARCH.maxResults} best matches`);
    expect(screen.getAllByRole('article')).toHaveLength(WATCH_CARDS.piece);
    expect(screen.getByText(`Showing ${SEARCH.maxResults} watches`)).toBeInTheDocument();
  });

  it('says nothing more when every match is shown', () => {
    renderAnswered('rolex', SEARCH.maxResults - 1);
    expect(cappedNote()).toBeNull();
    expect(screen.getByText(`Showing ${SEARCH.maxResults - 1} watches`)).toBeInTheDocument();
  });
});
