import { describe, expect, it } from 'vitest';
import { inventoryKey } from './get-admin-watches';

const VIEW = { q: '', collectionId: null, availability: null, featured: null, ebayPriceDiffers: null, sort: 'createdAt', direction: 'desc', page: 1 } as const;

describe('inventoryKey', () => {
  it('always asks for a page, so the server answers {items, total, page, pageSize}', () => {
    expect(inventoryKey(VIEW)).toBe('/api/admin/watches?page=1&pageSize=50&sort=createdAt&direction=desc');
  });

  it('adds the search trimmed and only the filters that are set', () => {
    expect(inventoryKey({ ...VIEW, q: '  rolex sub ', collectionId: 3, availability: 'on_hold', featured: false, sort: 'price', direction: 'asc', page: 2 })).toBe(
      '/api/admin/watches?page=2&pageSize=50&sort=price&direction=asc&q=rolex+sub&collectionId=3&availability=on_hold&featured=false',
    );
    expect(inventoryKey({ ...VIEW, q: '   ' })).not.toContain('q=');
    expect(inventoryKey({ ...VIEW, ebayPriceDiffers: true })).toContain('&ebayPriceDiffers=true');
  });
});
