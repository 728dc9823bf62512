/** eBay site domains and the marketplace id each stands for (eBay's documentation; docs/architecture.md, "eBay"). */
const SITE_MARKETPLACES: Readonly<Record<string, string>> = {
  'ebay.com': 'EBAY_US',
  'ebay.co.uk': 'EBAY_GB',
  'ebay.de': 'EBAY_DE',
  'ebay.fr': 'EBAY_FR',
  'ebay.it': 'EBAY_IT',
  'ebay.es': 'EBAY_ES',
  'ebay.at': 'EBAY_AT',
  'ebay.ch': 'EBAY_CH',
  'ebay.ie': 'EBAY_IE',
  'ebay.nl': 'EBAY_NL',
  'ebay.be': 'EBAY_BE',
  'ebay.pl': 'EBAY_PL',
  'ebay.ca': 'EBAY_CA',
  'ebay.com.au': 'EBAY_AU',
  'ebay.com.hk': 'EBAY_HK',
  'ebay.com.my': 'EBAY_MY',
  'ebay.com.sg': 'EBAY_SG',
  'ebay.co.nz': 'EBAY_NZ',
  'ebay.in': 'EBAY_IN',
  'ebay.ph': 'EBAY_PH',
  // Language editions on their own sub-domain.
  'befr.ebay.be': 'EBAY_BE',
  'benl.ebay.be': 'EBAY_BE',
  'cafr.ebay.ca': 'EBAY_CA',
};

/** Sub-domains that serve the same pages as the bare site domain (`cgi.` is the legacy item host). */
const SITE_PREFIXES = ['', 'www.', 'm.', 'cgi.'];

/** The marketplace id of an eBay web host such as `www.ebay.co.uk`, or undefined for any other host. */
export function marketplaceForSiteHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase();
  for (const prefix of SITE_PREFIXES) {
    if (host.startsWith(prefix) && Object.hasOwn(SITE_MARKETPLACES, host.slice(prefix.length))) {
      return SITE_MARKETPLACES[host.slice(prefix.length)];
    }
  }
  return undefined;
}

/** Whether the host is one of eBay's older store hosts, such as `stores.ebay.com`. */
export function isStoresHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host.startsWith('stores.') && Object.hasOwn(SITE_MARKETPLACES, host.slice('stores.'.length));
}
