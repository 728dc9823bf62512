// Stands in for the federation runtime (@module-federation/enhanced/runtime) under @caliber/ui's remotes in the plain
// (non-federated) build of bench/plain-bundle.mjs: every exposed module becomes an ordinary lazy chunk of one
// application, named after its remote module id so the bench can find which chunks a route needs.
const MODULES = {
  'catalog/HomePage': () => import(/* webpackChunkName: "catalog/HomePage" */ '../../mfe-catalog/src/exposes/home-page.ts'),
  'catalog/CollectionsIndexPage': () =>
    import(/* webpackChunkName: "catalog/CollectionsIndexPage" */ '../../mfe-catalog/src/exposes/collections-index-page.ts'),
  'catalog/CollectionPage': () => import(/* webpackChunkName: "catalog/CollectionPage" */ '../../mfe-catalog/src/exposes/collection-page.ts'),
  'catalog/WatchPage': () => import(/* webpackChunkName: "catalog/WatchPage" */ '../../mfe-catalog/src/exposes/watch-page.ts'),
  'catalog/InfoPages': () => import(/* webpackChunkName: "catalog/InfoPages" */ '../../mfe-catalog/src/exposes/info-pages.ts'),
  'forms/NewsletterForm': () => import(/* webpackChunkName: "forms/NewsletterForm" */ '../../mfe-forms/src/exposes/newsletter-form.ts'),
  'forms/InquiryForm': () => import(/* webpackChunkName: "forms/InquiryForm" */ '../../mfe-forms/src/exposes/inquiry-form.ts'),
  'forms/ContactPage': () => import(/* webpackChunkName: "forms/ContactPage" */ '../../mfe-forms/src/exposes/contact-page.ts'),
  'forms/TradeInPage': () => import(/* webpackChunkName: "forms/TradeInPage" */ '../../mfe-forms/src/exposes/trade-in-page.ts'),
  'admin/AdminApp': () => import(/* webpackChunkName: "admin/AdminApp" */ '../../mfe-admin/src/exposes/admin-app.ts'),
};

export function registerRemotes() {}

export async function loadRemote(id) {
  const load = MODULES[id];
  if (!load) throw new Error(`No module ${id} in the plain bundle`);
  return load();
}
