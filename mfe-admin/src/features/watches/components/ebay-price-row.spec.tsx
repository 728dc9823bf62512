import { API, type EbayPriceDifference } from '@caliber/contracts';
import { toastsAtom } from '@caliber/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { EbayPriceRow } from './ebay-price-row';

const lastToast = () => getDefaultStore().get(toastsAtom)[0];

const DIFFERENCE: EbayPriceDifference = {
  watchId: 7,
  watch: 'Rolex Submariner Date 116610LN',
  slug: 'rolex-submariner-date-116610ln',
  price: '11950.00',
  ebayPrice: '11500.00',
  checkedOnEbayAt: '2026-11-26T10:00:00.000Z',
};

function renderRow() {
  renderWithProviders(
    <table>
      <tbody>
        <EbayPriceRow difference={DIFFERENCE} columns={8} />
      </tbody>
    </table>,
  );
}

describe('EbayPriceRow', () => {
  it('shows both prices, and one click takes eBay’s', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`POST ${API.admin.marketplace.priceDifference(7)}`]: { status: 204 } });
    renderRow();
    const row = screen.getByRole('row', { name: 'Price differs on eBay: Rolex Submariner Date 116610LN' });
    expect(row.textContent).toMatch(/eBay: \$11,500.* · ours: \$11,950/);

    await user.click(screen.getByRole('button', { name: "Take eBay's Price" }));
    await waitFor(() => expect(lastToast()?.title).toBe("eBay's price taken"));
    expect(api.writes()).toEqual([{ method: 'POST', url: API.admin.marketplace.priceDifference(7), body: { take: 'ebay' } }]);
  });

  it('keeps ours, and says so when the server refuses', async () => {
    const user = userEvent.setup();
    mockApi({ [`POST ${API.admin.marketplace.priceDifference(7)}`]: { status: 409, body: { error: 'conflict', message: 'The price of watch 7 does not differ on eBay (any more); reload the inventory' } } });
    renderRow();
    await user.click(screen.getByRole('button', { name: 'Keep Ours' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to settle the price'));
    expect(lastToast()?.description).toContain('does not differ on eBay');
  });
});
