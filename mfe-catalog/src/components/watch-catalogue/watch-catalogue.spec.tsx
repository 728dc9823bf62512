import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { watchFixture } from '../../test/watch-fixture';
import { useLocation } from '@caliber/ui';
import { WatchCatalogue } from './watch-catalogue';

/** The router's query string, to see what a filter wrote there. */
function Search() {
  return <output aria-label="query">{useLocation().search}</output>;
}

const watches = [
  watchFixture({ id: 1, brand: 'Rolex', model: 'Daytona', price: '32000.00', createdAt: '2026-03-01T00:00:00Z' }),
  watchFixture({ id: 2, brand: 'omega', model: 'Speedmaster', price: '6500.00', createdAt: '2026-05-01T00:00:00Z' }),
  watchFixture({ id: 3, brand: 'Audemars Piguet', model: 'Royal Oak', price: '48000', createdAt: '2026-04-01T00:00:00Z' }),
  watchFixture({ id: 4, brand: 'Rolex', model: 'Explorer', price: '9100.00', createdAt: '2026-02-01T00:00:00Z' }),
];

const models = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('WatchCatalogue', () => {
  it('lists newest first under the default sort and all brands', () => {
    renderWithProviders(<WatchCatalogue watches={watches} />);
    expect(screen.getByText('Showing 4 watches')).toBeInTheDocument();
    expect(models()).toEqual(['omega Speedmaster', 'Audemars Piguet Royal Oak', 'Rolex Daytona', 'Rolex Explorer']);
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Sort by: Newest');
    expect(screen.getByLabelText('Filter by brand')).toHaveDisplayValue('All Brands');
  });

  it('offers All Brands then each distinct brand alphabetically', () => {
    renderWithProviders(<WatchCatalogue watches={watches} />);
    const options = within(screen.getByLabelText('Filter by brand')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All Brands', 'Audemars Piguet', 'omega', 'Rolex']);
  });

  it('sorts by price both ways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchCatalogue watches={watches} />);
    await user.selectOptions(screen.getByLabelText('Sort watches'), 'Price: High to Low');
    expect(models()).toEqual(['Audemars Piguet Royal Oak', 'Rolex Daytona', 'Rolex Explorer', 'omega Speedmaster']);
    await user.selectOptions(screen.getByLabelText('Sort watches'), 'Price: Low to High');
    expect(models()).toEqual(['omega Speedmaster', 'Rolex Explorer', 'Rolex Daytona', 'Audemars Piguet Royal Oak']);
  });

  it('filters by brand and updates the count line', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WatchCatalogue watches={watches} />);
    await user.selectOptions(screen.getByLabelText('Filter by brand'), 'Rolex');
    expect(screen.getByText('Showing 2 watches')).toBeInTheDocument();
    expect(models()).toEqual(['Rolex Daytona', 'Rolex Explorer']);
  });

  it('renders each card with reference, price, specs and a details link', () => {
    renderWithProviders(<WatchCatalogue watches={[watches[0]]} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Ref. 126610LN')).toBeInTheDocument();
    expect(within(card).getByText('$32,000')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/watch/watch-1');
    expect(within(card).getByRole('button', { name: 'Favourite Rolex Daytona' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when there is nothing to show', () => {
    renderWithProviders(<WatchCatalogue watches={[]} />);
    expect(screen.getByText('No watches found')).toBeInTheDocument();
    expect(screen.getByText('Try changing your filters to see more results.')).toBeInTheDocument();
  });

  it('shows the filters a URL names, filtered and sorted as it says', () => {
    renderWithProviders(<WatchCatalogue watches={watches} />, '/collection/all-watches?price_min=9000&sort=price-low&condition=Excellent');
    expect(models()).toEqual(['Rolex Explorer', 'Rolex Daytona', 'Audemars Piguet Royal Oak']);
    expect(screen.getByLabelText('Minimum price')).toHaveValue(9000);
    expect(screen.getByLabelText('Condition')).toHaveDisplayValue('Excellent');
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Price: Low to High');
  });

  it('writes each filter into the URL, a range bound once it is left, and clears them all but the sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <WatchCatalogue watches={watches} />
        <Search />
      </>,
      '/collection/all-watches?sort=price-high',
    );
    await user.type(screen.getByLabelText('Maximum price'), '40000');
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high');
    await user.tab();
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high&price_max=40000');
    await user.selectOptions(screen.getByLabelText('Movement'), 'Automatic');
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high&price_max=40000&movement=Automatic');
    expect(models()).toEqual(['Rolex Daytona', 'Rolex Explorer', 'omega Speedmaster']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('query')).toHaveTextContent('?sort=price-high');
    expect(screen.getByText('Showing 4 watches')).toBeInTheDocument();
  });

  it('offers best match first on a search, keeping the order the search answered', () => {
    renderWithProviders(<WatchCatalogue watches={watches} defaultSort="relevance" />, '/search?q=r');
    expect(screen.getByLabelText('Sort watches')).toHaveDisplayValue('Sort by: Best Match');
    expect(models()).toEqual(['Rolex Daytona', 'omega Speedmaster', 'Audemars Piguet Royal Oak', 'Rolex Explorer']);
  });
});
