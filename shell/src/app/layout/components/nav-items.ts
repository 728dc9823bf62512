import { ROUTES } from '@caliber/contracts';

/** One link of the header's menus. */
export interface NavItem {
  label: string;
  to: string;
}

/** The header's plain links, in order around the Collections dropdown (docs/storefront.md). */
export const LEADING_LINKS: readonly NavItem[] = [{ label: 'Home', to: ROUTES.home }];
export const TRAILING_LINKS: readonly NavItem[] = [
  { label: 'About', to: ROUTES.about },
  { label: 'Trade-In', to: ROUTES.tradeIn },
  { label: 'Contact', to: ROUTES.contact },
];
