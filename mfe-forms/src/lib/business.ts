/** The dealer's published contact details (docs/storefront.md contact, business hours). */
export const BUSINESS = {
  phone: '(214) 555-0142',
  phoneHref: '+12145550142',
  email: 'concierge@caliberwatches.com',
  hours: 'Mon-Fri 10am-7pm CST',
} as const;
