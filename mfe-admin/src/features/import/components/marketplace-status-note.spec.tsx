import { API } from '@caliber/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { MarketplaceStatusNote } from './marketplace-status-note';

const CONSENT = 'https://auth.ebay.com/oauth2/authorize?client_id=caliber&state=s1';
const post = (origin: string) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'EBAY_AUTH_SUCCESS', success: true } }));

describe('MarketplaceStatusNote', () => {
  it('says plainly when the API credentials are missing', async () => {
    mockApi({ [`GET ${API.admin.marketplace.status}`]: { body: { configured: false, connected: false } } });
    renderWithProviders(<MarketplaceStatusNote />);
    expect((await screen.findByRole('note')).textContent).toContain('eBay API credentials are not configured');
    expect(screen.queryByRole('button', { name: 'Connect eBay account' })).toBeNull();
  });

  it('opens the consent page in a popup and refreshes the status on our own origin’s message only', async () => {
    let connected = false;
    const api = mockApi({
      [`GET ${API.admin.marketplace.status}`]: () => ({ body: { configured: true, connected } }),
      [`GET ${API.admin.marketplace.connect}`]: { body: { url: CONSENT } },
    });
    const popup = { location: { assign: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderWithProviders(<MarketplaceStatusNote />);

    fireEvent.click(await screen.findByRole('button', { name: 'Connect eBay account' }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringContaining('popup'));
    await waitFor(() => expect(popup.location.assign).toHaveBeenCalledWith(CONSENT));

    connected = true;
    const statusReads = () => api.calls.filter((call) => call.url === API.admin.marketplace.status).length;
    const before = statusReads();
    post('https://evil.example');
    post(window.location.origin);
    expect(await screen.findByText('eBay account connected.')).toBeInTheDocument();
    // Each message our origin's listener takes reads the status anew (no deduping): the foreign one added no read.
    expect(statusReads()).toBe(before + 1);
  });
});
