import {
  applyFilters,
  defaultSortOf,
  distinctBrands,
  movementKindsOf,
  readFilters,
  toWatchCard,
  watchCardsPathOf,
  WATCH_CARDS,
  type Watch,
  type WatchCardsPiece,
  type WatchListSource,
} from '@caliber/contracts';
import { useLocation } from '@caliber/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { watchFixture } from '../../test/watch-fixture';
import { WatchCatalogue } from './watch-catalogue';

/** The router's query string, to see what a filter wrote there. */
function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

const watches = [
  watchFixture({ id: 2, brand: 'omega', model: 'Speedmaster', price: '6500.00', createdAt: '2026-05-01T00:00:00Z' }),
  watchFixture({ id: 3, brand: 'Audemars Piguet', model: 'Royal Oak', price: '48000', createdAt: '2026-04-01T00:00:00Z' }),
  watchFixture({ id: 1, brand: 'Rolex', model: 'Daytona', price: '32000.00', createdAt: '2026-03-01T00:00:00Z' }),
  watchFixture({ id: 4, brand: 'Rolex', model: 'Explorer', price: '9100.00', createdAt: '2026-02-01T00:00:00Z' }),
];
const EVERY_WATCH: WatchListSource = { all: true };

/** The first piece the BFF answers for `pageQuery` over `listed` (the list's rule, from contracts). */
function firstPiece(listed: Watch[], pageQuery: string, source = EVERY_WATCH): [string, WatchCardsPiece] {
  const filters = readFilters(new URLSearchParams(pageQuery), defaultSortOf(source));
  const kept = applyFilters(listed, filters);
  const piece: WatchCardsPiece = {
    items: kept.slice(0, WATCH_CARDS.piece).map(toWatchCard),
    offset: 0,
    limit: WATCH_CARDS.piece,
    total: kept.length,
    matched: listed.length,
    version: 'v1',
    choices: { brands: distinctBrands(listed), movements: movementKindsOf(listed), price: null },
  };
  return [watchCardsPathOf({ source, filters, offset: 0, limit: WATCH_CARDS.piece }), piece];
}

/** The catalogue at `url`, the server's answers for each of `pageQueries` already there. */
function renderCatalogue(url: string, pageQueries: string[], { listed = watches, source = EVERY_WATCH } = {}) {
  const fallback = Object.fromEntries(pageQueries.map((query) => firstPiece(listed, query, source)));
  return renderWithProviders(
    <SWRConfig value={{ fallback, revalidateOnMount: false }}>
      <WatchCatalogue source={source} />
      <Search />
    </SWRConfig>,
    url,
  );
}

const models = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('WatchCatalogue', () => {
  it('lists the first piece under the count of the whole list, newest first and all brands by default', () => {
    renderCatalogue('/collection/all-watches', ['']);
    expect(screen.getByText('Showing 4 watches')).toBeInTheDocument();
    expect(models()).toEqual(['omega Speedmaster', 'Audemars Piguet Royal Oak', 'Rolex Daytona', 'Rolex Explorer']);
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Sort by: Newest');
    expect(screen.getByLabelText('Filter by brand')).toHaveDisplayValue('All Brands');
  });

  it("offers All Brands then the list's brands as the server chose them", () => {
    renderCatalogue('/collection/all-watches', ['']);
    const options = within(screen.getByLabelText('Filter by brand')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All Brands', 'Audemars Piguet', 'omega', 'Rolex']);
  });

  it('asks for the piece of a new sort or brand and shows it with its count', async () => {
    const user = userEvent.setup();
    renderCatalogue('/collection/all-watches', ['', 'sort=price-high', 'sort=price-high&brand=Rolex']);
    await user.selectOptions(screen.getByLabelText('Sort watches'), 'Price: High to Low');
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high');
    await waitFor(() => expect(models()).toEqual(['Audemars Piguet Royal Oak', 'Rolex Daytona', 'Rolex Explorer', 'omega Speedmaster']));
    await user.selectOptions(screen.getByLabelText('Filter by brand'), 'Rolex');
    expect(await screen.findByText('Showing 2 watches')).toBeInTheDocument();
    expect(models()).toEqual(['Rolex Daytona', 'Rolex Explorer']);
  });

  it('renders each card with reference, price, specs, a details link and its place in the list', () => {
    renderCatalogue('/collection/all-watches', [''], { listed: [watches[2]] });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Ref. 126610LN')).toBeInTheDocument();
    expect(within(card).getByText('$32,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/watch/watch-1');
    expect(within(card).getByRole('button', { name: 'Favourite Rolex Daytona' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByRole('listitem')).toHaveAttribute('aria-setsize', '1');
  });

  it('says so when the filters leave nothing to show', () => {
    renderCatalogue('/collection/all-watches?brand=Cartier', ['brand=Cartier']);
    expect(screen.getByText('No watches found')).toBeInTheDocument();
    expect(screen.getByText('Try changing your filters to see more results.')).toBeInTheDocument();
  });

  it('shows the filters a URL names, and the piece the server filtered and sorted by them', () => {
    renderCatalogue('/collection/all-watches?price_min=9000&sort=price-low&condition=Excellent', ['sort=price-low&condition=Excellent&price_min=9000']);
    expect(models()).toEqual(['Rolex Explorer', 'Rolex Daytona', 'Audemars Piguet Royal Oak']);
    expect(screen.getByLabelText('Minimum price')).toHaveValue(9000);
    expect(screen.getByLabelText('Condition')).toHaveDisplayValue('Excellent');
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Price: Low to High');
  });

  it('writes each filter into the URL, a range bound once it is left, and clears them all but the sort', async () => {
    const user = userEvent.setup();
    renderCatalogue('/collection/all-watches?sort=price-high', ['sort=price-high']);
    await user.type(screen.getByLabelText('Maximum price'), '40000');
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high');
    await user.tab();
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high&price_max=40000');
    await user.selectOptions(screen.getByLabelText('Movement'), 'Automatic');
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high&price_max=40000&movement=Automatic');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high');
    expect(screen.getByText('Showing 4 watches')).toBeInTheDocument();
  });

  it('offers best match first on a search, keeping the order the search answered', () => {
    renderCatalogue('/search?q=r', [''], { source: { q: 'r' } });
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Sort by: Best Match');
    expect(models()).toEqual(['omega Speedmaster', 'Audemars Piguet Royal Oak', 'Rolex Daytona', 'Rolex Explorer']);
  });
});
