import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeEbay, startFakeEbay } from '@caliber/fake-ebay';
import { BrowseClient } from './browse-client.js';
import { buildConsentUrl, EBAY_API_SCOPE, EbayOAuthClient } from './ebay-oauth.js';
import { PermanentMarketplaceError } from './marketplace-errors.js';

const ACCEPT_URL = 'http://localhost:3000/api/admin/ebay/oauth/callback';
let fake: FakeEbay;
let oauth: EbayOAuthClient;

beforeAll(async () => {
  fake = await startFakeEbay({ acceptUrl: ACCEPT_URL });
  oauth = new EbayOAuthClient({ apiBaseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret });
});
afterAll(() => fake.close());

/** Plays the operator's browser: opens the consent page and reads where eBay sends it back. */
async function consent(state: string): Promise<URL> {
  const consentUrl = buildConsentUrl({ authBaseUrl: fake.url, clientId: fake.clientId, ruName: fake.ruName, state, scopes: [EBAY_API_SCOPE] });
  const response = await fetch(consentUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

describe('buildConsentUrl', () => {
  it("builds eBay's authorize address with the RuName as redirect_uri", () => {
    const url = buildConsentUrl({
      authBaseUrl: 'https://auth.ebay.com',
      clientId: 'Caliber-App-PRD-123',
      ruName: 'Caliber-Caliber-PRD-abc',
      state: 's t&ate',
      scopes: [EBAY_API_SCOPE, 'https://api.ebay.com/oauth/api_scope/sell.inventory.readonly'],
    });
    expect(url).toBe(
      'https://auth.ebay.com/oauth2/authorize?client_id=Caliber-App-PRD-123&redirect_uri=Caliber-Caliber-PRD-abc&response_type=code' +
        '&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope+https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope%2Fsell.inventory.readonly&state=s+t%26ate',
    );
  });
});

describe('EbayOAuthClient', () => {
  it('mints an application token', async () => {
    await expect(oauth.mintApplicationToken()).resolves.toEqual({ accessToken: expect.stringMatching(/^v\^1\.1#/), expiresInSeconds: 7200 });
  });

  it('completes the consent flow: code exchange, then refresh', async () => {
    const accepted = await consent('state-123');
    expect(`${accepted.origin}${accepted.pathname}`).toBe(ACCEPT_URL);
    expect(accepted.searchParams.get('state')).toBe('state-123');
    const tokens = await oauth.exchangeAuthorizationCode(accepted.searchParams.get('code') ?? '', fake.ruName);
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      expiresInSeconds: 7200,
      refreshToken: expect.any(String),
      refreshTokenExpiresInSeconds: 47304000,
    });
    const refreshed = await oauth.refreshUserToken(tokens.refreshToken ?? '');
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.refreshToken).toBeUndefined();
  });

  it('refuses a code used twice or sent with another RuName as invalid_grant', async () => {
    const code = (await consent('s')).searchParams.get('code') ?? '';
    await expect(oauth.exchangeAuthorizationCode(code, 'Another-RuName')).rejects.toMatchObject({ code: 'invalid_grant', status: 400 });
    await expect(oauth.exchangeAuthorizationCode(code, fake.ruName)).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses an unknown refresh token as invalid_grant, asking to connect again', async () => {
    const error = await oauth.refreshUserToken('v^1.1#forged').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentMarketplaceError);
    expect((error as Error).message).toMatch(/connect the eBay account again/);
  });

  it('reports wrong keys as invalid_client', async () => {
    const wrong = new EbayOAuthClient({ apiBaseUrl: fake.url, clientId: fake.clientId, clientSecret: 'nope' });
    await expect(wrong.mintApplicationToken()).rejects.toMatchObject({ code: 'invalid_client', status: 401 });
  });
});

describe('BrowseClient with a connected account', () => {
  it("calls eBay with the account's token, and with a new application token once eBay refuses it", async () => {
    const code = (await consent('s')).searchParams.get('code') ?? '';
    const { accessToken } = await oauth.exchangeAuthorizationCode(code, fake.ruName);
    const browse = new BrowseClient({
      apiBaseUrl: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      userAccessToken: async () => accessToken,
    });
    fake.clearCalls();
    await browse.getItemByLegacyId('125934871203');
    fake.revokeTokens();
    await browse.getItemByLegacyId('125934871203');
    const browseCalls = fake.calls().filter((call) => call.path.startsWith('/buy/browse/'));
    expect(browseCalls.map((call) => [call.status, call.tokenKind])).toEqual([
      [200, 'user'],
      [401, undefined],
      [200, 'application'],
    ]);
  });
});
