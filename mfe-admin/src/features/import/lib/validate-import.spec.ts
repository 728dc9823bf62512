import { describe, expect, it } from 'vitest';
import { validateItemImport, validateListingUrl, validateStoreImport, validateUrlImport } from './validate-import';

describe('import validation (docs/back-office.md, eBay wording)', () => {
  it('item id and collection are required', () => {
    expect(validateItemImport(' ', '')).toEqual({ itemId: 'Please enter an item ID', collectionId: 'Please select a collection' });
    expect(validateItemImport('256123456789', '2')).toEqual({});
  });

  it('a store is a bare eBay user id (letters, digits, `.`, `_`, `*`, `-`), or a URL on the eBay domain', () => {
    expect(validateStoreImport('', '1').storeId).toBe('Please enter an eBay store ID or URL');
    expect(validateStoreImport('fine-watch-store', '1')).toEqual({});
    expect(validateStoreImport('horology_house', '1')).toEqual({});
    expect(validateStoreImport('vintage.dials', '1')).toEqual({});
    expect(validateStoreImport('a*b', '1')).toEqual({});
    expect(validateStoreImport('a|b', '1').storeId).toBe('Please enter a valid eBay store ID or complete store URL');
    expect(validateStoreImport('https://www.ebay.com/str/finewatches', '1')).toEqual({});
    expect(validateStoreImport('https://example.com/shop', '1').storeId).toBe('Please enter a valid eBay store ID or complete store URL');
    expect(validateStoreImport('my store!', '1').storeId).toBe('Please enter a valid eBay store ID or complete store URL');
    expect(validateStoreImport('fine', '').collectionId).toBe('Please select a collection');
  });

  it('a URL is required to load details, and with a collection to import', () => {
    expect(validateListingUrl('')).toEqual({ url: 'Please enter a URL' });
    expect(validateUrlImport('', '1')).toEqual({ url: 'Please enter an eBay listing URL' });
    expect(validateUrlImport('https://www.ebay.com/itm/1', '')).toEqual({ collectionId: 'Please select a collection' });
  });
});
