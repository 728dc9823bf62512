import { DEFAULT_BUSINESS } from '@caliber/contracts';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures } from './support/fixtures.js';
import { decodeEntities, getPage, jsonLd, type Page } from './support/rendered-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The dealer's details come from one module (contracts' business.ts) with the operator's settings
 * applied: the served JSON-LD, meta tags, runtime config and the rendered header, footer, contact and
 * privacy pages all say the same thing, and a setting changes them everywhere.
 */

const PUBLIC_URL = 'http://shop.caliber.test';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

const store = (page: Page) => jsonLd(page).find((record) => record['@type'] === 'Store');
const hrefs = (page: Page, prefix: string) => [...page.root.matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1])).filter((href) => href.startsWith(prefix));
const metaDescription = (page: Page) => decodeEntities(/<meta name="description" content="([^"]*)">/.exec(page.head)?.[1] ?? '');

/**
 * The page once its remote's region came from the server: on a busy machine a first render may leave the
 * region to the browser (docs/server-rendering.md), and the next request renders it again.
 */
async function renderedPage(t: TestApp, pathname: string, marker: string): Promise<Page> {
  let page = await getPage(t, pathname);
  await expect
    .poll(
      async () => {
        page = await getPage(t, pathname);
        return page.root.includes(marker);
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(true);
  return page;
}
const CONTACT_CARD = 'aria-label="Contact information"';
const PRIVACY_CONTACT = '11. Contact Us';
const SHIPPING_CUT_OFF = 'Processing Times';

async function startShop(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp({ WEB_ROOT: REPO_ROOT, PUBLIC_URL, ...env });
  await seedFixtures(t.database.dataSource);
  return t;
}

describe('the business details with no settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startShop();
  });
  afterAll(() => t.close());

  it('states the Store in JSON-LD on every page with the details the footer and contact page print', async () => {
    const business = DEFAULT_BUSINESS;
    const contact = await renderedPage(t, '/contact', CONTACT_CARD);
    expect(store(contact)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      '@id': `${PUBLIC_URL}/#store`,
      name: 'Caliber',
      url: `${PUBLIC_URL}/`,
      foundingDate: '2020',
      telephone: '+12145550142',
      email: 'concierge@caliberwatches.com',
      address: { '@type': 'PostalAddress', addressLocality: 'Dallas', addressRegion: 'TX', addressCountry: 'US' },
      openingHours: ['Mo-Fr 10:00-19:00'],
      sameAs: ['https://www.instagram.com/', 'https://www.facebook.com/', 'https://www.youtube.com/'],
    });
    expect(contact.head).toContain('<meta property="og:site_name" content="Caliber">');
    expect(metaDescription(contact)).toBe('Write to our specialists or call us, Mon-Fri 10am-7pm CST.');
    // Header, mobile menu, footer and contact card: one phone link, one e-mail link, the same text.
    expect(new Set(hrefs(contact, 'tel:'))).toEqual(new Set([business.phone.href]));
    expect(hrefs(contact, 'tel:').length).toBeGreaterThanOrEqual(4);
    expect(new Set(hrefs(contact, 'mailto:'))).toEqual(new Set([business.email.href]));
    expect(contact.text).toContain('(214) 555-0142');
    expect(contact.text).toContain('Mon-Fri 10am-7pm CST');
    expect(contact.text).toContain('Dallas, TX');
    // The footer's social links are the Store's sameAs, and the contact page's icons name the same networks.
    expect(hrefs(contact, 'https://www.')).toEqual(['https://www.instagram.com/', 'https://www.facebook.com/', 'https://www.youtube.com/']);
    for (const network of ['Instagram', 'Facebook', 'YouTube']) expect(contact.root).toContain(`aria-label="${network}"`);

    for (const pathname of ['/', '/about', '/watch/rolex-submariner-date-126610ln', '/no-such-page']) {
      expect(store(await getPage(t, pathname)), pathname).toEqual(store(contact));
    }
  });
});

describe('the business details overridden by settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startShop({
      BUSINESS_PHONE: '+442071234567',
      BUSINESS_PHONE_DISPLAY: '020 7123 4567',
      BUSINESS_EMAIL: 'desk@caliber.example',
      BUSINESS_STREET_ADDRESS: '12 Bond Street',
      BUSINESS_CITY: 'London',
      BUSINESS_REGION: 'Greater London',
      BUSINESS_POSTAL_CODE: 'W1S 1AA',
      BUSINESS_COUNTRY: 'GB',
      BUSINESS_HOURS: 'Mo-Fr 09:30-18:00, Sa 10:00-16:00',
      BUSINESS_TIME_ZONE: 'GMT',
      BUSINESS_YOUTUBE_URL: 'https://www.youtube.com/@caliber',
    });
  });
  afterAll(() => t.close());

  const HOURS = 'Mon-Fri 9:30am-6pm, Sat 10am-4pm GMT';
  const ADDRESS = '12 Bond Street, London, Greater London W1S 1AA, GB';

  it('changes the structured data, the meta description and the runtime config', async () => {
    const contact = await getPage(t, '/contact');
    expect(store(contact)).toMatchObject({
      telephone: '+442071234567',
      email: 'desk@caliber.example',
      address: { streetAddress: '12 Bond Street', addressLocality: 'London', addressRegion: 'Greater London', postalCode: 'W1S 1AA', addressCountry: 'GB' },
      openingHours: ['Mo-Fr 09:30-18:00', 'Sa 10:00-16:00'],
      sameAs: ['https://www.instagram.com/', 'https://www.facebook.com/', 'https://www.youtube.com/@caliber'],
    });
    expect(metaDescription(contact)).toBe(`Write to our specialists or call us, ${HOURS}.`);
    const { body } = await request(t.server).get('/runtime-config.json').expect(200);
    expect(body.business).toMatchObject({ phone: { display: '020 7123 4567', href: 'tel:+442071234567' }, hours: HOURS, address: { display: ADDRESS } });
  });

  it('changes the header, footer, contact page and privacy policy', async () => {
    for (const [pathname, marker] of [
      ['/contact', CONTACT_CARD],
      ['/privacy-policy', PRIVACY_CONTACT],
    ]) {
      const page = await renderedPage(t, pathname, marker);
      expect(new Set(hrefs(page, 'tel:')), pathname).toEqual(new Set(['tel:+442071234567']));
      expect(new Set(hrefs(page, 'mailto:')), pathname).toEqual(new Set(['mailto:desk@caliber.example']));
      expect(page.text, pathname).toContain('020 7123 4567');
      expect(page.text, pathname).toContain(HOURS);
      expect(page.text, pathname).toContain(ADDRESS);
      expect(page.text, pathname).not.toContain('(214) 555-0142');
      expect(page.text, pathname).not.toContain('CST');
      expect(hrefs(page, 'https://www.youtube.com'), pathname).toEqual(['https://www.youtube.com/@caliber']);
    }
  });

  it('gives the shipping cut-off in the shop’s own time zone', async () => {
    const page = await renderedPage(t, '/customer-service/shipping', SHIPPING_CUT_OFF);
    expect(page.text).toContain('Orders confirmed before 2:00 PM GMT are prepared the same business day.');
    expect(page.text).not.toContain('CST');
  });

});
