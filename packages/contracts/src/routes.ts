import { MARKETPLACE } from './api-paths.js';

/** The storefront's client routes (spec §2), shared by the shell's router and the BFF's HTML serving. */
export const ROUTES = {
  home: '/',
  watch: (slug: string) => `/watch/${slug}`,
  collection: (slug: string) => `/collection/${slug}`,
  collections: '/collections',
  about: '/about',
  contact: '/contact',
  tradeIn: '/trade-in',
  admin: '/admin',
  privacyPolicy: '/privacy-policy',
  customerService: '/customer-service',
  shipping: '/customer-service/shipping',
  returns: '/customer-service/returns',
  payment: '/customer-service/payment',
  authentication: '/customer-service/authentication',
  marketplaceAuthSuccess: `/${MARKETPLACE}-auth-success`,
} as const;

export const ALL_WATCHES_SLUG = 'all-watches';
export const LUXURY_TIMEPIECES_SLUG = 'luxury-timepieces';

/** Pages with fixed paths: these answer 200; any other path that no dynamic route claims answers 404. */
export const STATIC_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.collections,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.tradeIn,
  ROUTES.admin,
  ROUTES.privacyPolicy,
  ROUTES.customerService,
  ROUTES.shipping,
  ROUTES.returns,
  ROUTES.payment,
  ROUTES.authentication,
  ROUTES.marketplaceAuthSuccess,
];
