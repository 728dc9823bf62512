// The fake eBay stands in for eBay in the marketplace client's tests, the BFF, e2e and bench suites; these
// checks keep it enforcing eBay's documented rules (docs/architecture.md, "eBay").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEbay, LARGE_STORE_FIRST_ITEM_ID, LARGE_STORE_SELLER, startFakeEbay } from '../server.mjs';

let fake: FakeEbay;
let token: string;

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function requestToken(body: string, authorization = basic(fake.clientId, fake.clientSecret), headers: Record<string, string> = form) {
  return fetch(`${fake.url}/identity/v1/oauth2/token`, { method: 'POST', headers: { authorization, ...headers }, body });
}

function browse(path: string, headers: Record<string, string> = {}) {
  return fetch(`${fake.url}/buy/browse/v1${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
}

async function errorOf(response: Response) {
  return { status: response.status, errorId: (await response.json()).errors[0].errorId };
}

beforeAll(async () => {
  fake = await startFakeEbay({ largeStoreSize: 5 });
  const response = await requestToken('grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope');
  token = (await response.json()).access_token;
});
afterAll(() => fake.close());
beforeEach(() => fake.setRateLimited(false));

describe('token endpoint', () => {
  it('issues an application token', async () => {
    const response = await requestToken('grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope');
    expect(await response.json()).toEqual({ access_token: expect.stringMatching(/^v\^1\.1#/), expires_in: 7200, token_type: 'Application Access Token' });
  });

  it.each([
    ['no Basic auth', undefined],
    ['wrong secret', 'wrong'],
  ])('answers 401 invalid_client with %s', async (_, secret: string | undefined) => {
    const response = await requestToken('grant_type=client_credentials&scope=x', secret === undefined ? '' : basic(fake.clientId, secret));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  it.each([
    ['grant_type=client_credentials', 'invalid_scope'],
    ['grant_type=password&username=a', 'unsupported_grant_type'],
    ['grant_type=authorization_code&code=forged&redirect_uri=x', 'invalid_grant'],
    ['grant_type=refresh_token&refresh_token=forged', 'invalid_grant'],
  ])('answers 400 to %s', async (body, error) => {
    const response = await requestToken(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it('wants a form body', async () => {
    const response = await requestToken('{"grant_type":"client_credentials"}', undefined, { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
  });
});

describe('consent page', () => {
  it('refuses a request that is not for this application', async () => {
    const response = await fetch(`${fake.url}/oauth2/authorize?client_id=other&redirect_uri=${fake.ruName}&response_type=code&scope=x`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_id: 'invalid_request' });
  });

  it("redirects to eBay's own success page when no accept URL is set", async () => {
    const query = new URLSearchParams({ client_id: fake.clientId, redirect_uri: fake.ruName, response_type: 'code', scope: 'x', state: 'abc' });
    const response = await fetch(`${fake.url}/oauth2/authorize?${query}`, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/oauth2/ThirdPartyAuthSucessFailure');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ isAuthSuccessful: 'true', state: 'abc', expires_in: '299' });
  });
});

describe('Browse API', () => {
  it('wants a valid bearer token', async () => {
    expect(await errorOf(await browse('/item/get_item_by_legacy_id?legacy_item_id=125934871203', { authorization: 'Bearer forged' }))).toEqual({ status: 401, errorId: 1001 });
  });

  it.each(['/item/v1|125934871203|0', '/item/v1%7C125934871203%7C0', '/item/get_item_by_legacy_id?legacy_item_id=125934871203'])('serves %s', async (path) => {
    const response = await browse(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ itemId: 'v1|125934871203|0', legacyItemId: '125934871203' });
  });

  it.each([
    ['/item/get_item_by_legacy_id?legacy_item_id=999999999999', 404, 11001],
    ['/item/v1%7C999999999999%7C0', 404, 11001],
    ['/item/v1%7C125934871203%7C77', 404, 11001],
    ['/item/125934871203', 400, 11012],
    ['/item/get_item_by_legacy_id', 400, 11006],
  ])('refuses %s with %i errorId %i', async (path, status, errorId) => {
    expect(await errorOf(await browse(path))).toEqual({ status, errorId });
  });

  it('answers 429 errorId 2001 while rate limited, with and without Retry-After', async () => {
    fake.setRateLimited(true, { retryAfterSeconds: 3 });
    const limited = await browse('/item/get_item_by_legacy_id?legacy_item_id=125934871203');
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await errorOf(limited)).toEqual({ status: 429, errorId: 2001 });
    fake.setRateLimited(true, { retryAfterSeconds: null });
    expect((await browse('/item/get_item_by_legacy_id?legacy_item_id=125934871203')).headers.get('retry-after')).toBeNull();
  });

  it.each([
    ['filter=sellers:{luxwatchdepot}', 12001],
    ['category_ids=31387&limit=201', 12007],
    ['category_ids=31387&limit=abc', 12006],
    ['category_ids=31387&limit=50&offset=25', 12005],
    ['category_ids=31387&limit=200&offset=10000', 12029],
    ['category_ids=31387&filter=sellers:luxwatchdepot', 12002],
  ])('refuses the search %s with errorId %i', async (query, errorId) => {
    expect(await errorOf(await browse(`/item_summary/search?${query}`))).toEqual({ status: 400, errorId });
  });

  it('pages a search with href, next and prev, and filters by sellers and words', async () => {
    const filter = encodeURIComponent('sellers:{heritagehorology|chronohaus-berlin}');
    const first = await (await browse(`/item_summary/search?category_ids=31387&filter=${filter}&limit=1`)).json();
    expect(first).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(first.prev).toBeUndefined();
    expect(new URL(first.next as string).searchParams.get('offset')).toBe('1');
    const second = await (await fetch(first.next as string, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(second.next).toBeUndefined();
    expect(new URL(second.prev as string).searchParams.get('offset')).toBe('0');
    expect([...first.itemSummaries, ...second.itemSummaries].map((item: { seller: { username: string } }) => item.seller.username).sort()).toEqual(['chronohaus-berlin', 'heritagehorology']);
    const byWords = await (await browse('/item_summary/search?q=omega+speedmaster')).json();
    expect(byWords.itemSummaries.map((item: { legacyItemId: string }) => item.legacyItemId)).toEqual(['125934871209']);
  });

  it('leaves itemSummaries out of an empty page', async () => {
    const body = await (await browse('/item_summary/search?category_ids=31387&filter=sellers:%7Bnobody%7D')).json();
    expect(body).toEqual({ href: expect.any(String), total: 0, limit: 50, offset: 0 });
  });

  it('serves the synthetic large store through search, getItem and pages', async () => {
    const body = await (await browse(`/item_summary/search?category_ids=31387&filter=sellers:%7B${LARGE_STORE_SELLER}%7D`)).json();
    expect(body.total).toBe(5);
    const lastId = String(LARGE_STORE_FIRST_ITEM_ID + 4);
    expect(await (await browse(`/item/get_item_by_legacy_id?legacy_item_id=${lastId}`)).json()).toMatchObject({ legacyItemId: lastId, seller: { username: LARGE_STORE_SELLER } });
    expect(await (await fetch(`${fake.url}/itm/${lastId}`)).text()).toContain(`https://www.ebay.com/itm/${lastId}`);
    expect((await browse(`/item/get_item_by_legacy_id?legacy_item_id=${LARGE_STORE_FIRST_ITEM_ID + 5}`)).status).toBe(404);
  });
});

describe("the seller's changes (for the eBay sync)", () => {
  const OMEGA = '125934871203';
  const item = async (id = OMEGA) => browse(`/item/get_item_by_legacy_id?legacy_item_id=${id}`);
  beforeEach(() => fake.resetListings());
  afterAll(() => fake.resetListings());

  it('ends a listing: 404 errorId 11001, no page, out of the search; or kept with an itemEndDate past', async () => {
    fake.endListing(OMEGA);
    expect(await errorOf(await item())).toEqual({ status: 404, errorId: 11001 });
    expect((await fetch(`${fake.url}/itm/${OMEGA}`)).status).toBe(404);
    const search = await (await browse('/item_summary/search?q=omega')).json();
    expect(search.itemSummaries.map((summary: { legacyItemId: string }) => summary.legacyItemId)).not.toContain(OMEGA);

    fake.resetListings();
    fake.endListing(OMEGA, { keepItem: true });
    const kept = await (await item()).json();
    expect(Date.parse(kept.itemEndDate)).toBeLessThan(Date.now());
  });

  it('sells a listing (OUT_OF_STOCK) and changes a price, counting the Browse calls', async () => {
    fake.sellListing(OMEGA);
    fake.setListingPrice(OMEGA, '3999.00');
    const before = fake.browseCallCount();
    const sold = await (await item()).json();
    expect(sold.estimatedAvailabilities[0]).toMatchObject({ estimatedAvailabilityStatus: 'OUT_OF_STOCK', estimatedAvailableQuantity: 0 });
    expect(sold.price).toEqual({ value: '3999.00', currency: 'USD' });
    expect(fake.browseCallCount()).toBe(before + 1);
    expect(() => fake.sellListing('999999999999')).toThrow('no listing');
  });
});

describe('web pages and pictures', () => {
  it.each(['/itm/125934871203', '/itm/omega-seamaster-aqua-terra/125934871203', '/itm/Omega-Seamaster-/125934871203', '/itm/omega-seamaster-125934871203'])('serves %s', async (path) => {
    const response = await fetch(`${fake.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('x-item-title__mainTitle');
  });

  it('answers 404 for an unknown listing or store', async () => {
    expect((await fetch(`${fake.url}/itm/999999999999`)).status).toBe(404);
    expect((await fetch(`${fake.url}/str/nobody`)).status).toBe(404);
  });

  it.each(['/images/g/q3UAAOSw7Xhm2Lk1/s-l1600.jpg', '/thumbs/images/g/q3UAAOSw7Xhm2Lk1/s-l225.jpg', '/images/g/Z0cAAOSw~7ZnA1b5/s-l500.webp'])('serves the picture %s', async (path) => {
    const response = await fetch(`${fake.url}${path}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('answers 404 for a picture path that is not one', async () => {
    expect((await fetch(`${fake.url}/images/g/short/s-l1600.jpg`)).status).toBe(404);
  });
});

describe('call log', () => {
  it('is readable and clearable over HTTP', async () => {
    await fetch(`${fake.url}/itm/125934871203`);
    const calls = await (await fetch(`${fake.url}/__calls`)).json();
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/itm/125934871203', status: 200 });
    expect((await fetch(`${fake.url}/__calls`, { method: 'DELETE' })).status).toBe(204);
    expect(fake.calls()).toEqual([]);
  });
});
