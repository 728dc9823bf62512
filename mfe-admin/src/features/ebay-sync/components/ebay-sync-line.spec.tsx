import { API, type EbayEndedListing, type EbaySyncStatus } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { EbaySyncLine } from './ebay-sync-line';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];

const held = (watchId: number, watch: string) => ({ watchId, watch, slug: `watch-${watchId}`, change: 'held' as const, price: '4250.00', ebayPrice: null });

const SUSPECT: EbaySyncStatus = {
  lastRun: {
    trigger: 'schedule',
    startedAt: '2026-11-26T10:00:00.000Z',
    finishedAt: '2026-11-26T10:00:05.000Z',
    checked: 10,
    waiting: 0,
    changes: [held(1, 'Omega Seamaster 001'), held(2, 'Omega Seamaster 002')],
    errors: [],
    suspect: true,
  },
  priceDifferences: 0,
  endedListings: 2,
};

const ENDED: EbayEndedListing[] = [
  { watchId: 1, watch: 'Omega Seamaster 001', slug: 'watch-1', sourceId: '300000000001', price: '4250.00', heldAt: '2026-11-26T10:00:05.000Z' },
  { watchId: 2, watch: 'Omega Seamaster 002', slug: 'watch-2', sourceId: '300000000002', price: '4250.00', heldAt: '2026-11-26T10:00:05.000Z' },
];

describe('the eBay sync card after a suspect run', () => {
  it('says the run was suspect, lists what waits, and Confirm Sold sends the decision', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${API.admin.marketplace.sync}`]: { body: SUSPECT },
      [`GET ${API.admin.marketplace.endedListings}`]: { body: ENDED },
      [`POST ${API.admin.marketplace.endedListing(1)}`]: { status: 204 },
      [`POST ${API.admin.marketplace.endedListing(2)}`]: { status: 204 },
    });
    renderWithProviders(<EbaySyncLine />);
    const summary = await screen.findByText(/Suspect sync/);
    expect(summary.textContent).toMatch(/10 watches checked · 0 marked sold · 2 ended at once, waiting for you/);
    const row = await screen.findByRole('listitem', { name: 'Ended on eBay: Omega Seamaster 001' });
    expect(row.textContent).toContain('eBay item 300000000001');
    expect(screen.getByText(/2 listings ended on eBay in a suspect sync/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Confirm Sold' })[0]);
    await waitFor(() => expect(lastToast()?.title).toBe('Marked sold'));
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]);
    await waitFor(() => expect(lastToast()?.title).toBe('Ending dismissed'));
    expect(api.writes()).toEqual([
      { method: 'POST', url: API.admin.marketplace.endedListing(1), body: { decision: 'confirm' } },
      { method: 'POST', url: API.admin.marketplace.endedListing(2), body: { decision: 'dismiss' } },
    ]);
  });

  it('reads no ended listings when none waits', async () => {
    const api = mockApi({ [`GET ${API.admin.marketplace.sync}`]: { body: { ...SUSPECT, lastRun: { ...SUSPECT.lastRun!, suspect: false, changes: [] }, endedListings: 0 } } });
    renderWithProviders(<EbaySyncLine />);
    await screen.findByText(/Last sync/);
    expect(screen.queryByRole('button', { name: 'Confirm Sold' })).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual([API.admin.marketplace.sync]);
  });
});
