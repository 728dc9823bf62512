import { WatchEntity } from '@caliber/db';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFixtures, type WatchFixture } from './support/fixtures.js';
import { signedInAgent } from './support/operator.js';
import { parseStrictXml, type XmlElement } from './support/strict-xml.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { etagOf } from '../src/cache/public-cache.middleware.js';
import { FEED_PAGE_SIZE } from '../src/site/merchant-feed.service.js';
import { announceCatalogueChange } from './support/catalogue-change.js';

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

  it('answers 304 to the ETag of the feed last sent whole, and reads the catalogue anew after a watch is edited', async () => {
    await readFeed(t);
    const before = await readFeed(t);
    // The ETag is the hash of the bytes sent: known once a whole feed has gone out since the catalogue changed.
    expect(before.etag).toBe(etagOf(Buffer.from(before.xml)));
    await request(t.server).get(FEED).set('If-None-Match', before.etag).expect(304);
    const agent = await signedInAgent(t);
    await agent.put(`/api/admin/watches/${ids[CARTIER]}`).send({ price: '9999.5' }).expect(200);
    await agent.put(`/api/admin/watches/${ids[ROLEX]}`).send({ availability: 'sold' }).expect(200);
    // The first feed after the change is sent whole, without an ETag: its hash is known only once it has gone.
    const first = await request(t.server).get(FEED).set('If-None-Match', before.etag).expect(200);
    expect(first.headers.etag).toBeUndefined();
    const after = await readFeed(t);
    expect(text(after.item(ids[CARTIER])!, 'g:price')).toBe('9999.50 USD');
    expect(after.item(ids[ROLEX])).toBeUndefined();
    expect(after.etag).toBe(etagOf(Buffer.from(after.xml)));
    expect(after.etag).not.toBe(before.etag);
    await agent.put(`/api/admin/watches/${ids[OMEGA]}`).send({ availability: 'available' }).expect(200);
    expect(text((await readFeed(t)).item(ids[OMEGA])!, 'g:availability')).toBe('in_stock');
  });
});

describe('the feed of a catalogue larger than a page of the stream', () => {
  let t: TestApp;
  /** Two and a half pages, every seventh watch sold. */
  const GENERATED = 2 * FEED_PAGE_SIZE + FEED_PAGE_SIZE / 2;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    await seedFixtures(t.database.dataSource, [[]]);
    await t.database.dataSource.query(
      `INSERT INTO watches (brand, model, reference, price, movement, case_material, case_size, condition, description, image_url, availability, slug, collection_id)
       SELECT 'Omega', 'Seamaster ' || n, 'SM-' || n, 1000 + n, 'Automatic', 'Steel', '42 mm', 'Excellent', 'Generated & checked.', '/uploads/g.jpg',
              CASE WHEN n % 7 = 0 THEN 'sold' ELSE 'available' END, 'generated-' || n, (SELECT min(id) FROM collections)
       FROM generate_series(1, $1::int) AS n`,
      [GENERATED],
    );
  });
  afterAll(() => t.close());

  const listedIds = async () => ((await t.database.dataSource.query(`SELECT id FROM watches WHERE availability <> 'sold' ORDER BY id`)) as { id: number }[]).map(({ id }) => String(id));

  it('streams every listed watch exactly once, in order of id, as one well-formed file', async () => {
    const answer = await rawGet(t, FEED);
    expect(answer.complete).toBe(true);
    // Streamed: no length announced, the body sent in chunks as the pages are read.
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    const channel = child(parseStrictXml(answer.body.toString('utf8')), 'channel')!;
    const ids = all(channel, 'item').map((item) => text(item, 'g:id'));
    const listed = await listedIds();
    expect(listed.length).toBe(GENERATED - Math.floor(GENERATED / 7));
    expect(ids).toEqual(listed);
  });

  it('sends the same bytes compressed as the client asks, and HEAD its headers only', async () => {
    const plain = await rawGet(t, FEED);
    const gzip = await rawGet(t, FEED, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const br = await rawGet(t, FEED, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.headers.etag).toBe(etagOf(plain.body));

    const head = await request(t.server).head(FEED).expect(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers.etag).toBe(etagOf(plain.body));
    expect(head.text ?? '').toBe('');
  });

  it('closes the connection, never ending the file, when a page fails after the 200 has gone', async () => {
    // A watch in the third page the feed cannot be written from: its description is gone.
    await t.database.dataSource.query('ALTER TABLE watches ALTER COLUMN description DROP NOT NULL');
    const [broken] = (await t.database.dataSource.query(`SELECT id FROM watches WHERE availability <> 'sold' ORDER BY id OFFSET $1 LIMIT 1`, [2 * FEED_PAGE_SIZE + 10])) as { id: number }[];
    await t.database.dataSource.query('UPDATE watches SET description = NULL WHERE id = $1', [broken.id]);
    await announceCatalogueChange(t, { watchIds: [broken.id], collections: false, reason: 'description lost' });

    const answer = await rawGet(t, FEED);
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    const xml = answer.body.toString('utf8');
    expect(xml).toContain('<g:id>');
    expect(xml).not.toContain('</rss>');
    expect(() => parseStrictXml(xml)).toThrow(/not well-formed/);
  });
});

/** A GET on the bare HTTP client: the bytes as sent, and whether the response ended properly or the connection was cut. */
function rawGet(t: TestApp, target: string, headers: Record<string, string> = {}) {
  const { port } = new URL(t.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; complete: boolean }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => undefined);
        res.on('close', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), complete: res.complete }));
      })
      .on('error', reject);
  });
}

describe('the strict XML reader the feed is checked with', () => {
  it('refuses what an XML parser refuses', () => {
    for (const bad of ['<a><b></a>', '<a>&</a>', '<a>&nbsp;</a>', '<a x="1" x="2"/>', '<a>1</a><b/>', '<g:a/>', '<a>\u0007</a>', '<a>x < y</a>']) {
      expect(() => parseStrictXml(bad), bad).toThrow(/not well-formed/);
    }
    expect(parseStrictXml('<a xmlns:g="urn:x"><g:b>&#38;&lt;</g:b></a>').children[0]).toMatchObject({ name: 'g:b', namespace: 'urn:x', text: '&<' });
  });
});
