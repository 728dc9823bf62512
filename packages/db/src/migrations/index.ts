import { InitialCatalogue1763769600000 } from './1763769600000-initial-catalogue.js';
import { AdminAccessAndUploads1763856000000 } from './1763856000000-admin-access-and-uploads.js';
import { EbayTokens1764028800000 } from './1764028800000-ebay-tokens.js';

/** Listed as classes, not a glob, so the same data source works under the test runner. */
export const MIGRATIONS = [InitialCatalogue1763769600000, AdminAccessAndUploads1763856000000, EbayTokens1764028800000];
