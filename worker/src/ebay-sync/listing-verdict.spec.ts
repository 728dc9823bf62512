import { ListingNotFoundError, PermanentMarketplaceError, type MarketplaceListing } from '@caliber/marketplace';
import { describe, expect, it } from 'vitest';
import { isGoneError, samePrice, verdictOf } from './listing-verdict.js';

const now = new Date('2026-11-26T12:00:00Z');
const listing = (extra: Partial<MarketplaceListing> = {}): MarketplaceListing => ({ itemId: '1', title: 'A watch', price: { value: '100.00', currency: 'USD' }, aspects: {}, imageUrls: [], ...extra });

describe('the eBay sync reads a listing', () => {
  it('as gone when out of stock or past its end date', () => {
    expect(verdictOf(listing({ availabilityStatus: 'OUT_OF_STOCK' }), now).kind).toBe('gone');
    expect(verdictOf(listing({ endsAt: '2026-11-26T11:59:59Z' }), now).kind).toBe('gone');
  });

  it('as listed when in stock and ending later (or never said)', () => {
    expect(verdictOf(listing({ availabilityStatus: 'IN_STOCK', endsAt: '2026-12-01T00:00:00Z' }), now).kind).toBe('listed');
    expect(verdictOf(listing({ availabilityStatus: 'LIMITED_STOCK' }), now).kind).toBe('listed');
    expect(verdictOf(listing({ endsAt: 'not a date' }), now).kind).toBe('listed');
  });

  it('takes a 404 for a gone listing, and no other refusal', () => {
    expect(isGoneError(new ListingNotFoundError('1'))).toBe(true);
    expect(isGoneError(new PermanentMarketplaceError('refused', 400))).toBe(false);
  });

  it('compares prices as amounts', () => {
    expect(samePrice('4250.00', '4250')).toBe(true);
    expect(samePrice('4250.00', '4250.01')).toBe(false);
    expect(samePrice(null, '1')).toBe(false);
  });
});
