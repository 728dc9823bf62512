import { API } from '@caliber/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { renderWithProviders } from '../testing/render';
import { AdminApp } from './admin-app';

const STATS = {
  totalWatches: 10,
  totalCollections: 2,
  totalInquiries: 4,
  newInquiries: 3,
  emailAlerts: false,
  watchesByCollection: [
    { collectionName: 'Dive', count: 6 },
    { collectionName: 'Dress', count: 4 },
  ],
  watchesByAvailability: { available: 7, on_hold: 2, sold: 1 },
};

const SYNC_STATUS = {
  lastRun: {
    trigger: 'schedule',
    startedAt: '2026-11-26T10:00:00.000Z',
    finishedAt: '2026-11-26T10:00:05.000Z',
    checked: 40,
    waiting: 12,
    changes: [{ watchId: 3, watch: 'Rolex Submariner 116610LN', slug: 'rolex-submariner', change: 'sold', price: '11950.00', ebayPrice: null }],
    errors: [{ watchId: 4, watch: 'Omega Speedmaster', message: 'eBay did not answer in time' }],
    suspect: false,
  },
  priceDifferences: 2,
  endedListings: 0,
};

const signedOut = { status: 401, body: { error: 'unauthorized', message: 'Sign in first' } };

describe('AdminApp', () => {
  it('shows the sign-in screen when signed out and the server message when sign-in is refused', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API.auth.me}`]: signedOut,
      [`POST ${API.auth.login}`]: { status: 401, body: { error: 'unauthorized', message: 'Incorrect username or password' } },
    });
    renderWithProviders(<AdminApp />);
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect(api.writes()).toEqual([{ method: 'POST', url: API.auth.login, body: { username: 'operator', password: 'wrong' } }]);
  });

  it('after sign-in shows the dashboard with its counts and bars and the eBay sync, loading only those', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API.auth.me}`]: signedOut,
      [`POST ${API.auth.login}`]: { body: { id: 1, username: 'operator' } },
      [`GET ${API.admin.stats}`]: { body: STATS },
      [`GET ${API.admin.marketplace.sync}`]: { body: SYNC_STATUS },
    });
    renderWithProviders(<AdminApp />);
    await user.type(await screen.findByLabelText('Username'), 'operator');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your watch inventory and collections')).toBeInTheDocument();
    expect(await screen.findByText('Collection Distribution')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Dive' }).getAttribute('aria-valuenow')).toBe('60');
    const byAvailability = screen.getByLabelText('Watches by availability');
    expect(Array.from(byAvailability.querySelectorAll('div')).map((item) => item.textContent)).toEqual(['Available7', 'On Hold2', 'Sold1']);
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /Customer Inquiries/ }).textContent).toContain('3 new');
    expect(screen.getByText(/E-mail alerts are off/)).toBeInTheDocument();
    // The eBay sync's card: the last run, what it changed, its errors and what waits for the call budget.
    const sync = await screen.findByText(/Last sync/);
    expect(sync.textContent).toMatch(/Last sync .* · 40 watches checked · 1 marked sold · 0 new prices on eBay · 1 error · 12 watches wait for eBay's call budget/);
    expect(screen.getByText(/2 watches have prices that differ on eBay/)).toBeInTheDocument();
    expect(screen.getByLabelText('What the last sync changed').textContent).toContain('Rolex Submariner 116610LN: marked sold');
    expect(screen.getByRole('button', { name: 'Sync Now' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET').map((call) => call.url)).toEqual([API.auth.me, API.admin.stats, API.admin.marketplace.sync]);
  });

  it('with no watch yet tells how to add the first one, linking to the tabs that do it', async () => {
    const user = userEvent.setup();
    const empty = { ...STATS, totalWatches: 0, totalCollections: 0, watchesByCollection: [], watchesByAvailability: { available: 0, on_hold: 0, sold: 0 } };
    mockApi({
      [`GET ${API.auth.me}`]: { body: { id: 1, username: 'operator' } },
      [`GET ${API.admin.stats}`]: { body: empty },
      [`GET ${API.admin.marketplace.sync}`]: { body: { lastRun: null, priceDifferences: 0, endedListings: 0 } },
      [`GET ${API.admin.collections}`]: { body: [] },
    });
    window.history.replaceState(null, '', '/admin');
    renderWithProviders(<AdminApp />);
    expect(await screen.findByRole('heading', { name: 'Your catalogue is empty' })).toBeInTheDocument();
    expect(screen.queryByText('Collection Distribution')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a collection' }).getAttribute('href')).toBe('/admin?tab=collections');
    expect(screen.getByRole('link', { name: 'Add a watch' }).getAttribute('href')).toBe('/admin?tab=watches');
    await user.click(screen.getByRole('link', { name: 'import from eBay' }));
    expect(screen.getByRole('tab', { name: 'Import' }).getAttribute('aria-selected')).toBe('true');
    expect(window.location.search).toBe('?tab=import');
  });

  it('moves between the six tabs with the arrow keys, loading the watches only on their tab', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API.auth.me}`]: { body: { id: 1, username: 'operator' } },
      [`GET ${API.admin.stats}`]: { body: STATS },
      [`GET ${API.admin.watches}`]: { body: { items: [], total: 0, page: 1, pageSize: 50 } },
    });
    renderWithProviders(<AdminApp />);
    const dashboard = await screen.findByRole('tab', { name: 'Dashboard' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dashboard', 'Watches', 'Collections', 'Order', 'Import', 'Viewings']);
    expect(api.calls.some((call) => call.url.startsWith(API.admin.watches))).toBe(false);
    dashboard.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Watches' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No watches found')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=watches');
  });

  it('opens the tab the address names, and the Dashboard for an unknown one', async () => {
    mockApi({
      [`GET ${API.auth.me}`]: { body: { id: 1, username: 'operator' } },
      [`GET ${API.admin.stats}`]: { body: STATS },
      [`GET ${API.admin.watches}`]: { body: { items: [], total: 0, page: 1, pageSize: 50 } },
    });
    window.history.replaceState(null, '', '/admin?tab=watches');
    const { unmount } = renderWithProviders(<AdminApp />);
    expect((await screen.findByRole('tab', { name: 'Watches' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No watches found')).toBeInTheDocument();
    unmount();

    window.history.replaceState(null, '', '/admin?tab=nonsense');
    renderWithProviders(<AdminApp />);
    expect((await screen.findByRole('tab', { name: 'Dashboard' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Collection Distribution')).toBeInTheDocument();
  });

  it('a 401 from any admin read returns to the sign-in screen', async () => {
    mockApi({ [`GET ${API.auth.me}`]: { body: { id: 1, username: 'operator' } }, [`GET ${API.admin.stats}`]: signedOut });
    renderWithProviders(<AdminApp />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument());
  });
});
