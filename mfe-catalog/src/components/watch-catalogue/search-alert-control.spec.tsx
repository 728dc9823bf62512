import { Route, Routes } from '@caliber/ui';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchAlertControl } from './search-alert-control';

const onCollectionPage = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/collection/:slug" element={<SearchAlertControl />} />
      <Route path="/search" element={<SearchAlertControl />} />
    </Routes>,
    url,
  );

describe('SearchAlertControl', () => {
  it('is offered on a list with a filter or a search text', () => {
    onCollectionPage('/collection/dress-watches?brand=Omega&sort=price-low');
    expect(screen.getByRole('heading', { name: 'Tell me when a match arrives' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Up an Alert' })).toBeInTheDocument();
  });

  it('is offered on the search page for its text', () => {
    onCollectionPage('/search?q=daytona');
    expect(screen.getByRole('heading', { name: 'Tell me when a match arrives' })).toBeInTheDocument();
  });

  it('is not offered when only the sort is chosen, or a filter cannot be read', () => {
    onCollectionPage('/collection/all-watches?sort=price-low&price_min=abc');
    expect(screen.queryByRole('heading', { name: 'Tell me when a match arrives' })).toBeNull();
  });
});
