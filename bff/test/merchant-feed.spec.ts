import { WatchEntity } from '@caliber/db';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { parseStrictXml, type XmlElement } from './support/strict-xml.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// http: an https PUBLIC_URL makes the session cookie Secure, which supertest would not send over http.
const PUBLIC_URL = 'http://shop.caliber.test';
const FEED = '/feeds/google-merchant.xml';
const G = 'http://base.google.com/ns/1.0';

const ROLEX = 'rolex-submariner-date-126610ln';
const OMEGA = 'omega-speedmaster-professional-31030425001001';
const PATEK = 'patek-philippe-nautilus-57111a-010';
const CARTIER = 'cartier-tank-louis-wgta0011';

const WATCHES: WatchFixture[][] = [
  [
    { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', daysAgo: 3 },
    { brand: 'Omega', model: 'Speedmaster Professional', reference: '310.30.42.50.01.001', price: '6200.00', availability: 'on_hold', condition: 'New', daysAgo: 1 },
    { brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-010', price: '98000.00', availability: 'sold', daysAgo: 2 },
  ],
  [{ brand: 'Cartier', model: 'Tank Louis', reference: 'WGTA0011', price: '118000', daysAgo: 7 }],
];

/** Markup characters, quotes and a control character (a paste from a listing) in one description. */
const TRICKY_DESCRIPTION = `Box & papers <full set>, "unworn" & 'rare'\u0007; ]]> too`;

const child = (element: XmlElement, name: string) => element.children.find((node) => node.name === name);
const all = (element: XmlElement, name: string) => element.children.filter((node) => node.name === name);
const text = (element: XmlElement, name: string) => child(element, name)?.text;

async function readFeed(t: TestApp) {
  const res = await request(t.server).get(FEED).buffer(true).parse((response, done) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => done(null, body));
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = res.body as string;
  const rss = parseStrictXml(xml);
  const channel = child(rss, 'channel')!;
  const items = all(channel, 'item');
  const item = (id: number) => items.find((node) => text(node, 'g:id') === String(id));
  return { xml, rss, channel, items, item, etag: res.headers.etag as string };
}

describe('the Google Merchant Center feed', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    const { watches } = await seedFixtures(t.database.dataSource, WATCHES);
    ids = Object.fromEntries(watches.map((watch) => [watch.slug, watch.id]));
    await t.database.dataSource.getRepository(WatchEntity).update(
      { id: ids[ROLEX] },
      {
        description: TRICKY_DESCRIPTION,
        imageUrl: '/uploads/rolex-front.jpg',
        imageGallery: ['/uploads/rolex-front.jpg', '/uploads/rolex-back.jpg', 'https://i.ebayimg.com/images/g/abc/s-l1600.jpg'],
      },
    );
  });
  afterAll(() => t.close());

  it('is well-formed RSS 2.0 in Google’s g: namespace, one item per available or on-hold watch', async () => {
    const { rss, channel, items, xml } = await readFeed(t);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(rss.name).toBe('rss');
    expect(rss.attributes).toEqual({ version: '2.0', 'xmlns:g': G });
    expect(text(channel, 'title')).toBe('Caliber');
    expect(text(channel, 'link')).toBe(`${PUBLIC_URL}/`);
    expect(text(channel, 'description')).toBeTruthy();
    expect(items.map((item) => Number(text(item, 'g:id'))).sort()).toEqual([ids[ROLEX], ids[OMEGA], ids[CARTIER]].sort());
    for (const item of items) {
      for (const field of item.children.filter((node) => node.name.startsWith('g:'))) expect(field.namespace, field.name).toBe(G);
    }
  });

  it('gives each watch its fields, every address absolute and every text escaped', async () => {
    const { item, xml } = await readFeed(t);
    const rolex = item(ids[ROLEX])!;
    expect(Object.fromEntries(rolex.children.filter((node) => node.name !== 'g:additional_image_link').map((node) => [node.name, node.text]))).toEqual({
      'g:id': String(ids[ROLEX]),
      title: 'Rolex Submariner Date Ref. 126610LN',
      // The control character is dropped: XML 1.0 cannot carry it.
      description: `Box & papers <full set>, "unworn" & 'rare'; ]]> too`,
      link: `${PUBLIC_URL}/watch/${ROLEX}`,
      'g:image_link': `${PUBLIC_URL}/uploads/rolex-front.jpg`,
      'g:price': '14500.00 USD',
      'g:condition': 'used',
      'g:availability': 'in_stock',
      'g:brand': 'Rolex',
      'g:mpn': '126610LN',
      'g:google_product_category': '201',
    });
    expect(all(rolex, 'g:additional_image_link').map((node) => node.text)).toEqual([
      `${PUBLIC_URL}/uploads/rolex-back.jpg`,
      'https://i.ebayimg.com/images/g/abc/s-l1600.jpg',
    ]);
    expect(xml).not.toContain('<full set>');
    expect(xml).not.toContain('\u0007');
    // A whole-dollar price still has its cents, then the currency.
    expect(text(item(ids[CARTIER])!, 'g:price')).toBe('118000.00 USD');
  });

  it('leaves a sold watch out, marks one on hold out_of_stock, and a New one new', async () => {
    const { item, xml } = await readFeed(t);
    expect(item(ids[PATEK])).toBeUndefined();
    expect(xml).not.toContain('Nautilus');
    const omega = item(ids[OMEGA])!;
    expect(text(omega, 'g:availability')).toBe('out_of_stock');
    expect(text(omega, 'g:condition')).toBe('new');
    expect(text(item(ids[CARTIER])!, 'g:availability')).toBe('in_stock');
  });

  it('is kept in the cache and rebuilt after a watch is edited', async () => {
    const before = await readFeed(t);
    await request(t.server).get(FEED).set('If-None-Match', before.etag).expect(304);
    const agent = await signedInAgent(t);
    await agent.put(`/api/admin/watches/${ids[CARTIER]}`).send({ price: '9999.5' }).expect(200);
    await agent.put(`/api/admin/watches/${ids[ROLEX]}`).send({ availability: 'sold' }).expect(200);
    const after = await readFeed(t);
    expect(after.etag).not.toBe(before.etag);
    expect(text(after.item(ids[CARTIER])!, 'g:price')).toBe('9999.50 USD');
    expect(after.item(ids[ROLEX])).toBeUndefined();
    await agent.put(`/api/admin/watches/${ids[OMEGA]}`).send({ availability: 'available' }).expect(200);
    expect(text((await readFeed(t)).item(ids[OMEGA])!, 'g:availability')).toBe('in_stock');
  });
});

describe('the strict XML reader the feed is checked with', () => {
  it('refuses what an XML parser refuses', () => {
    for (const bad of ['<a><b></a>', '<a>&</a>', '<a>&nbsp;</a>', '<a x="1" x="2"/>', '<a>1</a><b/>', '<g:a/>', '<a>\u0007</a>', '<a>x < y</a>']) {
      expect(() => parseStrictXml(bad), bad).toThrow(/not well-formed/);
    }
    expect(parseStrictXml('<a xmlns:g="urn:x"><g:b>&#38;&lt;</g:b></a>').children[0]).toMatchObject({ name: 'g:b', namespace: 'urn:x', text: '&<' });
  });
});
