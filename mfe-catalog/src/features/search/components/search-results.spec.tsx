import { API, SEARCH } from '@caliber/contracts';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { watchFixture } from '../../../test/watch-fixture';
import { SearchResults } from './search-results';

/** The search page as the server hands it over: the answer already there, nothing fetched. */
function renderAnswered(q: string, count: number) {
  const watches = Array.from({ length: count }, (_, index) => watchFixture({ id: index + 1, model: `Submariner ${index + 1}` }));
  renderWithProviders(
    <SWRConfig value={{ fallback: { [API.searchWatches(q)]: watches }, revalidateOnMount: false }}>
      <SearchResults q={q} />
    </SWRConfig>,
  );
}

const cappedNote = () => screen.queryByText(/best matches; add a word/);

describe('SearchResults', () => {
  it('says when the answer holds only the best matches, and how to narrow them', () => {
    renderAnswered('rolex', SEARCH.maxResults);
    expect(cappedNote()).toHaveTextContent(`These are the ${SEARCH.maxResults} best matches`);
    expect(screen.getAllByRole('article')).toHaveLength(SEARCH.maxResults);
  });

  it('says nothing more when every match is shown', () => {
    renderAnswered('rolex', SEARCH.maxResults - 1);
    expect(cappedNote()).toBeNull();
    expect(screen.getByText(`Showing ${SEARCH.maxResults - 1} watches`)).toBeInTheDocument();
  });
});
