import { endpointUrl } from './base-url.js';
import { boundedFetch, type FetchFunction, type HttpLimits } from './bounded-fetch.js';
import { EBAY_HOSTS } from './ebay-hosts.js';
import { bodyJson, statusFailure } from './ebay-response.js';
import { PermanentMarketplaceError, TransientMarketplaceError } from './marketplace-errors.js';

/** The scope of an application token, enough for the Browse API; eBay names scopes on its production API host in every environment. */
export const EBAY_API_SCOPE = `${EBAY_HOSTS.production.api}/oauth/api_scope`;

/** An eBay application's keys and where its token endpoint lives. */
export interface EbayAppCredentials {
  /** `https://api.ebay.com` (token endpoint `/identity/v1/oauth2/token`). */
  apiBaseUrl: string;
  /** App ID. */
  clientId: string;
  /** Cert ID. */
  clientSecret: string;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 2 MB. */
  maxResponseBytes?: number;
  fetch?: FetchFunction;
}

/** An access token and its lifetime. */
export interface AccessToken {
  accessToken: string;
  expiresInSeconds: number;
}

/** A user's tokens; the refresh token comes with the code exchange only. */
export interface UserTokens extends AccessToken {
  refreshToken?: string;
  refreshTokenExpiresInSeconds?: number;
}

/** What the account consent page needs. */
export interface ConsentUrlOptions {
  /** `https://auth.ebay.com`. */
  authBaseUrl: string;
  clientId: string;
  /** The RuName (eBay redirect URL name), not a URL. */
  ruName: string;
  /** Opaque value eBay hands back to the accept URL; check it there. */
  state: string;
  scopes: readonly string[];
}

/** Time limit of one eBay API call unless configured. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Size cap of one eBay API answer unless configured (a getItem with a long description is ~200 KB). */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/** The consent page address: `<authBaseUrl>/oauth2/authorize?client_id&redirect_uri=<RuName>&response_type=code&scope&state`. */
export function buildConsentUrl(options: ConsentUrlOptions): string {
  const url = new URL(endpointUrl(options.authBaseUrl, '/oauth2/authorize'));
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.ruName);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', options.scopes.join(' '));
  url.searchParams.set('state', options.state);
  return url.href;
}

/** Calls eBay's OAuth token endpoint (`POST /identity/v1/oauth2/token`, Basic auth, form body). */
export class EbayOAuthClient {
  private readonly limits: HttpLimits;

  constructor(private readonly credentials: EbayAppCredentials) {
    this.limits = {
      timeoutMs: credentials.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxResponseBytes: credentials.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    };
  }

  /** A new application token (client-credentials grant). */
  async mintApplicationToken(scopes: readonly string[] = [EBAY_API_SCOPE]): Promise<AccessToken> {
    return this.requestToken({ grant_type: 'client_credentials', scope: scopes.join(' ') });
  }

  /** Trades the code eBay sent to the accept URL for the user's tokens; `ruName` as in the consent URL. */
  async exchangeAuthorizationCode(code: string, ruName: string): Promise<UserTokens> {
    return this.requestToken({ grant_type: 'authorization_code', code, redirect_uri: ruName });
  }

  /** A new user access token; `scopes` must be within those the user consented to. */
  async refreshUserToken(refreshToken: string, scopes: readonly string[] = [EBAY_API_SCOPE]): Promise<UserTokens> {
    return this.requestToken({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: scopes.join(' ') });
  }

  private async requestToken(form: Record<string, string>): Promise<UserTokens> {
    const { apiBaseUrl, clientId, clientSecret } = this.credentials;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await boundedFetch(
      endpointUrl(apiBaseUrl, '/identity/v1/oauth2/token'),
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      this.limits,
      this.credentials.fetch,
    );
    const failure = statusFailure(response);
    if (failure) throw failure;
    const body = bodyJson(response) as Record<string, unknown>;
    if (response.status !== 200) throw oauthFailure(response.status, body);
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new TransientMarketplaceError('eBay answered the token request without an access token', response.status);
    }
    return {
      accessToken: body.access_token,
      expiresInSeconds: body.expires_in,
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
      ...(typeof body.refresh_token_expires_in === 'number' ? { refreshTokenExpiresInSeconds: body.refresh_token_expires_in } : {}),
    };
  }
}

function oauthFailure(status: number, body: Record<string, unknown>): PermanentMarketplaceError {
  const code = typeof body.error === 'string' ? body.error : undefined;
  const description = typeof body.error_description === 'string' ? body.error_description : `status ${status}`;
  if (code === 'invalid_client') {
    return new PermanentMarketplaceError(`eBay refused the application keys (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET): ${description}`, status, code);
  }
  if (code === 'invalid_grant') {
    return new PermanentMarketplaceError(`eBay refused the authorization; connect the eBay account again (${description})`, status, code);
  }
  return new PermanentMarketplaceError(`eBay refused the token request: ${code ?? ''} ${description}`.replace(/\s+/g, ' ').trim(), status, code);
}
