// `@caliber/core/search`: the storefront search's rule and index, plain TypeScript without Nest or a database,
// for the BFF's index and the worker's search alerts (docs/search.md).
export { searchEntryOf, searchTermsOf, type SearchCollection, type SearchEntry, type SearchTerms } from './search-rule.js';
export { SearchIndex } from './search-index.js';
