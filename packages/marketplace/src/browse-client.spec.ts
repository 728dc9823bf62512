import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeEbay, LARGE_STORE_SELLER, startFakeEbay } from '@caliber/fake-ebay';
import { BrowseClient, sellersFilter, type BrowseClientConfig } from './browse-client.js';
import {
  ListingNotFoundError,
  PermanentMarketplaceError,
  RateLimitedError,
  TransientMarketplaceError,
} from './marketplace-errors.js';

let fake: FakeEbay;

beforeAll(async () => {
  fake = await startFakeEbay({ port: 0, largeStoreSize: 250 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clearCalls();
  fake.setRateLimited(false);
});

const client = (config: Partial<BrowseClientConfig> = {}) =>
  new BrowseClient({ apiBaseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, ...config });
const tokenCalls = () => fake.calls().filter((call) => call.path === '/identity/v1/oauth2/token');
const browseCalls = () => fake.calls().filter((call) => call.path.startsWith('/buy/browse/'));

describe('BrowseClient.getItemByLegacyId', () => {
  it('reads a listing with an application token and the marketplace header', async () => {
    const listing = await client().getItemByLegacyId('125934871204');
    expect(listing).toMatchObject({ itemId: '125934871204', title: expect.stringContaining('Submariner'), conditionId: '2990' });
    expect(tokenCalls()).toMatchObject([{ method: 'POST', grantType: 'client_credentials', status: 200 }]);
    expect(browseCalls()).toMatchObject([
      { path: '/buy/browse/v1/item/get_item_by_legacy_id', query: { legacy_item_id: '125934871204' }, marketplaceId: 'EBAY_US', tokenKind: 'application' },
    ]);
  });

  it('sends the configured marketplace', async () => {
    await client({ marketplaceId: 'EBAY_GB' }).getItemByLegacyId('225934871208');
    expect(browseCalls()[0].marketplaceId).toBe('EBAY_GB');
  });

  it('keeps the application token between calls', async () => {
    const browse = client();
    await Promise.all([browse.getItemByLegacyId('125934871203'), browse.getItemByLegacyId('125934871204')]);
    await browse.getItemByLegacyId('125934871205');
    expect(tokenCalls()).toHaveLength(1);
  });

  it('mints a new token once when eBay no longer accepts the cached one', async () => {
    const browse = client();
    await browse.getItemByLegacyId('125934871203');
    fake.revokeTokens();
    await expect(browse.getItemByLegacyId('125934871203')).resolves.toMatchObject({ itemId: '125934871203' });
    expect(tokenCalls()).toHaveLength(2);
    expect(browseCalls().map((call) => call.status)).toEqual([200, 401, 200]);
  });

  it('mints a new token when the cached one is about to expire', async () => {
    const shortLived = await startFakeEbay({ tokenLifetimeSeconds: 60 });
    try {
      const browse = new BrowseClient({ apiBaseUrl: shortLived.url, clientId: shortLived.clientId, clientSecret: shortLived.clientSecret });
      await browse.getItemByLegacyId('125934871203');
      await browse.getItemByLegacyId('125934871203');
      expect(shortLived.calls().filter((call) => call.grantType === 'client_credentials')).toHaveLength(2);
    } finally {
      await shortLived.close();
    }
  });

  it('uses the application token while no account is connected', async () => {
    await client({ userAccessToken: async () => null }).getItemByLegacyId('125934871203');
    expect(browseCalls()[0].tokenKind).toBe('application');
  });

  it('reports an unknown listing as not found', async () => {
    await expect(client().getItemByLegacyId('999999999999')).rejects.toBeInstanceOf(ListingNotFoundError);
  });

  it('reports the quota with the Retry-After eBay sent', async () => {
    fake.setRateLimited(true, { retryAfterSeconds: 7 });
    const error = await client().getItemByLegacyId('125934871203').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 7, retryable: true });
    fake.setRateLimited(true, { retryAfterSeconds: null });
    await expect(client().getItemByLegacyId('125934871203')).rejects.toMatchObject({ retryAfterSeconds: undefined });
  });

  it('reports wrong application keys as permanent', async () => {
    const error = await client({ clientSecret: 'wrong' }).getItemByLegacyId('125934871203').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentMarketplaceError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_client', retryable: false });
    expect((error as Error).message).toContain('EBAY_CLIENT_SECRET');
  });

  it('reports a slow answer as transient', async () => {
    const slow = await startFakeEbay({ latencyMs: 300 });
    try {
      const browse = new BrowseClient({ apiBaseUrl: slow.url, clientId: slow.clientId, clientSecret: slow.clientSecret, timeoutMs: 50 });
      await expect(browse.getItemByLegacyId('125934871203')).rejects.toThrow(/did not answer within 50 ms/);
    } finally {
      await slow.close();
    }
  });

  it('reports an answer over the size cap as permanent', async () => {
    await expect(client({ maxResponseBytes: 1_000 }).getItemByLegacyId('125934871203')).rejects.toThrow(PermanentMarketplaceError);
  });

  it('refuses what is not an item id before calling eBay', async () => {
    await expect(client().getItemByLegacyId('12/../34')).rejects.toThrow(RangeError);
    expect(fake.calls()).toHaveLength(0);
  });
});

describe('BrowseClient.searchBySeller', () => {
  it('pages through a seller with limit and offset', async () => {
    const browse = client();
    const first = await browse.searchBySeller('luxwatchdepot', { limit: 4, offset: 0 });
    const second = await browse.searchBySeller('luxwatchdepot', { limit: 4, offset: 4 });
    expect(first).toMatchObject({ total: 6, limit: 4, offset: 0, hasMore: true });
    expect(second).toMatchObject({ total: 6, limit: 4, offset: 4, hasMore: false });
    expect([...first.items, ...second.items].map((item) => item.itemId)).toEqual([
      '125934871203', '125934871204', '125934871205', '125934871206', '125934871207', '125934871209',
    ]);
    expect(first.items[0]).toMatchObject({ title: expect.stringContaining('Aqua Terra'), price: { value: '4250.00', currency: 'USD' } });
    expect(browseCalls()[0].query).toEqual({ category_ids: '31387', filter: 'sellers:{luxwatchdepot}', limit: '4', offset: '0' });
  });

  it('gives an empty page for a seller without listings', async () => {
    await expect(client().searchBySeller('nobody-sells-here')).resolves.toEqual({ total: 0, limit: 200, offset: 0, hasMore: false, items: [] });
  });

  it('reads a 250-listing store in pages of 200', async () => {
    const browse = client();
    const first = await browse.searchBySeller(LARGE_STORE_SELLER);
    const second = await browse.searchBySeller(LARGE_STORE_SELLER, { offset: 200 });
    expect([first.items.length, first.hasMore, second.items.length, second.hasMore]).toEqual([200, true, 50, false]);
  });

  it.each([
    [{ limit: 201 }],
    [{ limit: 0 }],
    [{ limit: 50, offset: 25 }],
    [{ offset: -200 }],
  ])('refuses the page %j that eBay would refuse', async (page) => {
    await expect(client().searchBySeller('luxwatchdepot', page)).rejects.toThrow(RangeError);
  });

  it('refuses a username that would break out of the filter', async () => {
    await expect(client().searchBySeller('a}|{b')).rejects.toThrow(RangeError);
    await expect(client().searchBySeller('a,b')).rejects.toThrow(RangeError);
    expect(browseCalls()).toHaveLength(0);
  });

  it('sends eBay user ids with `_`, `.` and `*` as they are, URL-encoded', async () => {
    const sellers = await startFakeEbay({ port: 0, largeStoreSize: 3, largeStoreSellers: ['horology_house', 'vintage.dials', 'a*b'] });
    try {
      const browse = new BrowseClient({ apiBaseUrl: sellers.url, clientId: sellers.clientId, clientSecret: sellers.clientSecret });
      for (const [username, itemId] of [['horology_house', '300000000001'], ['vintage.dials', '300000000002'], ['a*b', '300000000003']]) {
        expect((await browse.searchBySeller(username)).items.map((item) => item.itemId)).toEqual([itemId]);
      }
      const filters = sellers.calls().filter((call) => call.path.endsWith('/search')).map((call) => call.query.filter);
      expect(filters).toEqual(['sellers:{horology_house}', 'sellers:{vintage.dials}', 'sellers:{a*b}']);
    } finally {
      await sellers.close();
    }
  });
});

describe('sellersFilter', () => {
  it('puts eBay user ids inside {} separated by |', () => {
    expect(sellersFilter(['horology_house', ' vintage.dials ', 'a*b'])).toBe('sellers:{horology_house|vintage.dials|a*b}');
  });

  it.each(['a|b', 'a}b', 'a{b', 'a,b', '', 'a b'])('refuses %j', (username) => {
    expect(() => sellersFilter([username])).toThrow(RangeError);
  });
});

describe('BrowseClient with eBay answers the fake does not give', () => {
  const scripted = (browseAnswer: () => Response) => {
    const seen: RequestInit[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      seen.push(init ?? {});
      if (String(input).endsWith('/identity/v1/oauth2/token')) {
        return Response.json({ access_token: 'v^1.1#token', expires_in: 7200, token_type: 'Application Access Token' });
      }
      return browseAnswer();
    };
    return { browse: client({ fetch: fetchFn }), seen };
  };

  it('reports a server error as transient', async () => {
    const { browse } = scripted(() => Response.json({ errors: [{ errorId: 11000, message: 'There was a problem with an eBay internal system or process.' }] }, { status: 500 }));
    const error = await browse.getItemByLegacyId('125934871203').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransientMarketplaceError);
    expect(error).toMatchObject({ status: 500, retryable: true });
  });

  it('reports legacy id 11003 as not found', async () => {
    const { browse } = scripted(() => Response.json({ errors: [{ errorId: 11003, message: 'The specified legacy item ID was not found.' }] }, { status: 400 }));
    await expect(browse.getItemByLegacyId('125934871203')).rejects.toBeInstanceOf(ListingNotFoundError);
  });

  it("carries eBay's message on other refusals", async () => {
    const { browse } = scripted(() =>
      Response.json({ errors: [{ errorId: 11006, message: 'The legacy ID is invalid.', longMessage: 'The legacy ID is invalid. Use the item group.' }] }, { status: 400 }),
    );
    await expect(browse.getItemByLegacyId('125934871203')).rejects.toMatchObject({
      message: 'eBay refused the request: The legacy ID is invalid. Use the item group.',
      code: 11006,
      retryable: false,
    });
  });

  it('never follows a redirect', async () => {
    const { browse, seen } = scripted(() => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }));
    await expect(browse.getItemByLegacyId('125934871203')).rejects.toThrow(/redirect \(302\)/);
    expect(seen.every((init) => init.redirect === 'manual')).toBe(true);
  });

  it('reports a network failure as transient', async () => {
    const browse = client({ apiBaseUrl: 'http://127.0.0.1:9' });
    await expect(browse.getItemByLegacyId('125934871203')).rejects.toBeInstanceOf(TransientMarketplaceError);
  });
});
