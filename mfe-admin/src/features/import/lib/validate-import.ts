import { EBAY_USERNAME_PATTERN, MARKETPLACE_MESSAGES, MARKETPLACE_NAME } from '@caliber/contracts';

export type ImportErrors = Partial<Record<'itemId' | 'storeId' | 'url' | 'collectionId', string>>;

function collectionError(collectionId: string): ImportErrors {
  return collectionId ? {} : { collectionId: MARKETPLACE_MESSAGES.collectionRequired };
}

export function validateItemId(itemId: string): ImportErrors {
  return itemId.trim() ? {} : { itemId: MARKETPLACE_MESSAGES.itemIdRequired };
}

export function validateItemImport(itemId: string, collectionId: string): ImportErrors {
  return { ...validateItemId(itemId), ...collectionError(collectionId) };
}

/** docs/back-office.md: a store URL on the marketplace's domain, or a bare store id (the seller's eBay user id). */
export function validateStoreImport(storeId: string, collectionId: string): ImportErrors {
  const value = storeId.trim();
  const store = !value
    ? { storeId: `Please enter an ${MARKETPLACE_NAME} store ID or URL` }
    : value.toLowerCase().includes(`${MARKETPLACE_NAME.toLowerCase()}.`) || EBAY_USERNAME_PATTERN.test(value)
      ? {}
      : { storeId: `Please enter a valid ${MARKETPLACE_NAME} store ID or complete store URL` };
  return { ...store, ...collectionError(collectionId) };
}

/** 'Load Details' needs a URL; importing needs the eBay listing URL and a collection. */
export function validateListingUrl(url: string): ImportErrors {
  return url.trim() ? {} : { url: 'Please enter a URL' };
}

export function validateUrlImport(url: string, collectionId: string): ImportErrors {
  return { ...(url.trim() ? {} : { url: MARKETPLACE_MESSAGES.urlRequired }), ...collectionError(collectionId) };
}

export function hasErrors(errors: ImportErrors): boolean {
  return Object.keys(errors).length > 0;
}
