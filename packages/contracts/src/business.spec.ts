import { describe, expect, it } from 'vitest';
import { businessDetails, DEFAULT_BUSINESS, DEFAULT_BUSINESS_SETTINGS, displayHours, OPENING_HOURS_PATTERN } from './business.js';

describe('the business details', () => {
  it('prints the default details as the storefront always has', () => {
    expect(DEFAULT_BUSINESS).toMatchObject({
      name: 'Caliber',
      foundingYear: 2020,
      phone: { display: '(214) 555-0142', international: '+12145550142', href: 'tel:+12145550142' },
      email: { address: 'concierge@caliberwatches.com', href: 'mailto:concierge@caliberwatches.com' },
      address: { display: 'Dallas, TX' },
      hours: 'Mon-Fri 10am-7pm CST',
    });
    expect(DEFAULT_BUSINESS.socialLinks.map((link) => link.network)).toEqual(['Instagram', 'Facebook', 'YouTube']);
  });

  it('makes the printed and linked forms from the same settings', () => {
    const details = businessDetails({
      ...DEFAULT_BUSINESS_SETTINGS,
      phone: '+442071234567',
      phoneDisplay: null,
      address: { street: '12 Bond Street', city: 'London', region: 'Greater London', postalCode: 'W1S 1AA', country: 'GB' },
    });
    expect(details.phone).toEqual({ display: '+442071234567', international: '+442071234567', href: 'tel:+442071234567' });
    expect(details.address.display).toBe('12 Bond Street, London, Greater London W1S 1AA, GB');
  });

  it('prints schema.org opening hours the way a shop writes them', () => {
    expect(displayHours('Mo-Fr 09:30-18:00, Sa 10:00-16:00', 'GMT')).toBe('Mon-Fri 9:30am-6pm, Sat 10am-4pm GMT');
    expect(displayHours('Su 12:00-00:00', 'CST')).toBe('Sun 12pm-12am CST');
    expect(OPENING_HOURS_PATTERN.test('Mo-Fr 10:00-19:00,Sa 11:00-16:00')).toBe(true);
    expect(OPENING_HOURS_PATTERN.test('Mon-Fri 10am-7pm')).toBe(false);
    expect(OPENING_HOURS_PATTERN.test('Mo-Fr 25:00-19:00')).toBe(false);
  });
});
