import { ROUTES, type RemoteName } from '@caliber/contracts';

export interface StaticPage {
  title: string;
  description: string;
  remotes: RemoteName[];
  /** Listed in /sitemap.xml and open to search engines. */
  indexed: boolean;
}

const SITE_DESCRIPTION =
  'Authenticated pre-owned luxury watches from Rolex, Patek Philippe, Omega, Cartier and more, each with a lifetime authenticity guarantee.';

/** Every page with a fixed path: its meta tags, the remotes it needs, whether search engines may list it. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  [ROUTES.home]: { title: 'Caliber | Pre-owned Luxury Watches', description: SITE_DESCRIPTION, remotes: ['catalog', 'forms'], indexed: true },
  [ROUTES.collections]: {
    title: 'Our Watch Collections | Caliber',
    description: 'Browse our collections of authenticated pre-owned luxury watches.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.about]: {
    title: 'About Caliber | Luxury Watches Since 2020',
    description: 'Selling luxury watches since 2020: expert authentication and a lifetime authenticity guarantee.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.contact]: {
    title: 'Contact | Caliber',
    description: 'Write to our specialists or call us, Mon-Fri 10am-7pm CST.',
    remotes: ['forms'],
    indexed: true,
  },
  [ROUTES.tradeIn]: {
    title: 'Trade-In Your Watch | Caliber',
    description: 'Trade up to your dream watch: a competitive offer within 24 hours from our specialists.',
    remotes: ['forms'],
    indexed: true,
  },
  [ROUTES.privacyPolicy]: {
    title: 'Privacy Policy | Caliber',
    description: 'How Caliber collects, uses and protects your information.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.customerService]: {
    title: 'Customer Service | Caliber',
    description: 'Shipping, returns, payment and authentication: how buying from Caliber works.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.shipping]: {
    title: 'Shipping | Caliber',
    description: 'Free insured standard shipping over $10,000; express delivery in 1-2 business days.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.returns]: {
    title: 'Returns | Caliber',
    description: 'A 30-day return window, with no restocking fee within 14 days.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.payment]: {
    title: 'Payment | Caliber',
    description: 'Wire transfer, cryptocurrency with a 2% discount, and 0% APR financing.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.authentication]: {
    title: 'Authentication | Caliber',
    description: 'Our 7-step authentication process, backed by a lifetime authenticity guarantee.',
    remotes: ['catalog', 'forms'],
    indexed: true,
  },
  [ROUTES.admin]: { title: 'Admin Dashboard | Caliber', description: 'Caliber back office.', remotes: ['admin'], indexed: false },
  [ROUTES.marketplaceAuthSuccess]: {
    title: 'Authentication Complete | Caliber',
    description: 'Marketplace account connected.',
    remotes: [],
    indexed: false,
  },
};

export const NOT_FOUND_PAGE: StaticPage = {
  title: 'Page Not Found | Caliber',
  description: 'This page does not exist.',
  remotes: ['forms'],
  indexed: false,
};
