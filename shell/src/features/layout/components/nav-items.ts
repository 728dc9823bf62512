import { ROUTES } from '@caliber/contracts';

/** The header's plain links, in order around the Collections dropdown (docs/storefront.md). */
export const LEADING_LINKS = [{ label: 'Home', to: ROUTES.home }] as const;
export const TRAILING_LINKS = [
  { label: 'About', to: ROUTES.about },
  { label: 'Trade-In', to: ROUTES.tradeIn },
  { label: 'Contact', to: ROUTES.contact },
] as const;
