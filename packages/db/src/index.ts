export * from './entities/index.js';
export { MIGRATIONS } from './migrations/index.js';
/** The search's query, for the test that checks its plan (docs/search.md). */
export { WATCH_SEARCH_MATCHES_QUERY } from './migrations/1764288100000-watch-search-function.js';
export { createDataSource, dataSourceOptions } from './data-source.js';
export { dropDatabase, ensureDatabase } from './database-admin.js';
export { prepareDatabase, type PrepareOptions, type PrepareReport } from './prepare-database.js';
export { LinkSigner } from './link-signer.js';
export { NotMeTokens } from './not-me-tokens.js';
export { addressHash } from './address-hash.js';
export { SearchAlertTokens, type ManageToken, type SearchAlertConfirmation } from './search-alert-tokens.js';
export { openSecret, resolveTokenKey, sealSecret, type TokenKeySource } from './token-cipher.js';
export { ebayPriceDiffersSql } from './ebay-price-differs.js';
