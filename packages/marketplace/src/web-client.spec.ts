import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEbay, startFakeEbay } from '@caliber/fake-ebay';
import {
  ListingEndedError,
  ListingNotFoundError,
  ListingPageBlockedError,
  PermanentMarketplaceError,
  RateLimitedError,
} from './marketplace-errors.js';
import { EbayWebClient } from './web-client.js';

let fake: FakeEbay;
let web: EbayWebClient;

beforeAll(async () => {
  fake = await startFakeEbay();
  web = new EbayWebClient({ webBaseUrl: fake.url, imageBaseUrl: fake.url });
});
afterAll(() => fake.close());

describe('EbayWebClient.getListing', () => {
  it('reads a listing page in the current layout', async () => {
    await expect(web.getListing('125934871203')).resolves.toMatchObject({ itemId: '125934871203', price: { value: '4250.00', currency: 'USD' } });
  });

  it('reads a listing page in the older layout', async () => {
    await expect(web.getListing('125934871205')).resolves.toMatchObject({ aspects: { Brand: 'Cartier', 'Reference Number': 'WSSA0018' } });
  });

  it('fetches /itm/<id> from the configured host only', async () => {
    fake.clearCalls();
    await web.getListing('125934871204');
    expect(fake.calls()).toMatchObject([{ method: 'GET', path: '/itm/125934871204' }]);
  });

  it.each([
    ['999999999999', ListingNotFoundError],
    ['125934871211', ListingEndedError],
    ['125934871212', ListingPageBlockedError],
  ])('reports listing %s with %o', async (itemId, errorClass) => {
    await expect(web.getListing(itemId)).rejects.toBeInstanceOf(errorClass);
  });

  it('refuses what is not an item id before fetching', async () => {
    await expect(web.getListing('../admin')).rejects.toThrow(RangeError);
  });

  it('recognises the bot check when it comes with 403', async () => {
    const html = '<html><head><title>Pardon Our Interruption...</title></head><body><h1>Pardon Our Interruption...</h1></body></html>';
    const scripted = new EbayWebClient({ webBaseUrl: 'https://www.ebay.com', imageBaseUrl: 'https://i.ebayimg.com', fetch: async () => new Response(html, { status: 403 }) });
    await expect(scripted.getListing('125934871203')).rejects.toBeInstanceOf(ListingPageBlockedError);
  });

  it('maps 429 and redirects from the web host', async () => {
    const answers = [new Response('', { status: 429, headers: { 'retry-after': '30' } }), new Response(null, { status: 301, headers: { location: 'https://www.ebay.com/itm/x/1' } })];
    const scripted = new EbayWebClient({ webBaseUrl: 'https://www.ebay.com', imageBaseUrl: 'https://i.ebayimg.com', fetch: async () => answers.shift() ?? new Response() });
    await expect(scripted.getListing('125934871203')).rejects.toEqual(new RateLimitedError(30));
    await expect(scripted.getListing('125934871203')).rejects.toThrow(/redirect \(301\)/);
  });
});

describe('EbayWebClient.getStoreOwner', () => {
  it("reads the seller's username from the store page", async () => {
    await expect(web.getStoreOwner('heritagehorologyltd')).resolves.toBe('heritagehorology');
    await expect(web.getStoreOwner('luxwatchdepot')).resolves.toBe('luxwatchdepot');
  });

  it('reports a store eBay does not have', async () => {
    await expect(web.getStoreOwner('no-such-store')).rejects.toBeInstanceOf(PermanentMarketplaceError);
  });

  it('refuses a slug that is not one', async () => {
    await expect(web.getStoreOwner('../itm/1')).rejects.toThrow(RangeError);
  });
});

describe('EbayWebClient.getImage', () => {
  it('downloads the full-size picture', async () => {
    fake.clearCalls();
    const image = await web.getImage('q3UAAOSw7Xhm2Lk1');
    expect(image.contentType).toBe('image/jpeg');
    expect([...image.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(fake.calls()).toMatchObject([{ path: '/images/g/q3UAAOSw7Xhm2Lk1/s-l1600.jpg' }]);
  });

  it('refuses a picture over the size cap', async () => {
    const small = new EbayWebClient({ webBaseUrl: fake.url, imageBaseUrl: fake.url, maxImageBytes: 1_000 });
    await expect(small.getImage('q3UAAOSw7Xhm2Lk1')).rejects.toThrow(/1000-byte limit/);
  });

  it('refuses an answer that is not an image', async () => {
    const scripted = new EbayWebClient({ webBaseUrl: 'x', imageBaseUrl: 'https://i.ebayimg.com', fetch: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    await expect(scripted.getImage('q3UAAOSw7Xhm2Lk1')).rejects.toThrow(/not an image/);
  });
});
