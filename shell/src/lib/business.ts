/** The dealer's published contact details (docs/storefront.md header and footer, business hours). */
export const BUSINESS = {
  name: 'Caliber',
  phone: '(214) 555-0142',
  phoneHref: 'tel:+12145550142',
  email: 'concierge@caliberwatches.com',
  hours: 'Mon-Fri 10am-7pm CST',
} as const;

/** The three social networks of the footer, opened in a new tab. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
