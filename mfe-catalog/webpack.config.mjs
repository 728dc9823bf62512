import { createAppConfig } from '../build/create-app-config.mjs';

// Each exposed file default-exports its page component, except InfoPages (named exports, one per page).
export default createAppConfig({
  name: 'catalog',
  dir: import.meta.dirname,
  exposes: {
    './HomePage': './src/exposes/home-page.ts',
    './CollectionsIndexPage': './src/exposes/collections-index-page.ts',
    './CollectionPage': './src/exposes/collection-page.ts',
    './WatchPage': './src/exposes/watch-page.ts',
    './InfoPages': './src/exposes/info-pages.ts',
    './SearchPage': './src/exposes/search-page.ts',
  },
});
