import { EBAY_API_SCOPE, EbayOAuthClient, buildConsentUrl, MarketplaceError } from '@caliber/marketplace';
import { resolveTokenKey, sealSecret } from '@caliber/db';
import type { MarketplaceConnect, MarketplaceStatus } from '@caliber/contracts';
import { EbayAccountRepository } from '@caliber/core';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { sessionTokenHash } from '../auth/session-cookie.js';
import { ApiException, badRequest } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { isConfigured, requireSettings } from './ebay-credentials.js';

const STATE_LIFETIME_MS = 10 * 60_000;
// eBay's user tokens last 18 months when it does not say.
const DEFAULT_REFRESH_LIFETIME_SECONDS = 47_304_000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * The 'Connect eBay account' flow: a consent URL carrying a random, single-use `state` kept (hashed) in
 * the database with the operator's session, and the callback that checks both (docs/security.md), trades
 * the code for tokens and stores them encrypted.
 * Tokens are never logged or sent to the browser; the worker reads and refreshes them.
 */
@Injectable()
export class EbayAccountService {
  private key?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly account: EbayAccountRepository,
  ) {}

  async status(): Promise<MarketplaceStatus> {
    const tokens = await this.account.findTokens();
    const usable = tokens !== null && (tokens.refreshExpiresAt === null || tokens.refreshExpiresAt > new Date());
    return { configured: isConfigured(this.config.ebay), connected: usable };
  }

  /** `sessionToken`: the signed-in operator's, whose session alone may complete the sign-in. */
  async connectUrl(sessionToken: string): Promise<MarketplaceConnect> {
    requireSettings(this.config.ebay, 'Connecting an eBay account', true);
    const state = randomBytes(32).toString('base64url');
    await this.account.addState(hashState(state), sessionTokenHash(sessionToken), new Date(Date.now() + STATE_LIFETIME_MS));
    const { authBaseUrl, clientId, ruName } = this.config.ebay;
    return { url: buildConsentUrl({ authBaseUrl, clientId: clientId!, ruName: ruName!, state, scopes: [EBAY_API_SCOPE] }) };
  }

  /**
   * Checks the state (once) against the session that presents it, exchanges the code and stores the
   * tokens sealed with AES-256-GCM.
   */
  async completeConnection(code: unknown, state: unknown, sessionToken: string | null): Promise<void> {
    requireSettings(this.config.ebay, 'Connecting an eBay account', true);
    if (typeof state !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(state)) {
      throw badRequest('This page is only reached from eBay after "Connect eBay account"; start again from the Import tab');
    }
    if (!sessionToken) throw new ApiException(401, 'Sign in to the back office in this browser, then click "Connect eBay account" again');
    const claim = await this.account.claimState(hashState(state), sessionTokenHash(sessionToken));
    if (claim === 'foreign') {
      throw new ApiException(403, 'This eBay sign-in was started from another back-office session; click "Connect eBay account" in your own back office');
    }
    if (claim === 'unknown') throw badRequest('This eBay sign-in has expired or was already used; click "Connect eBay account" again');
    if (typeof code !== 'string' || code.length === 0 || code.length > 2048) {
      throw badRequest('eBay did not grant access to the account; click "Connect eBay account" to try again');
    }
    const { apiBaseUrl, clientId, clientSecret, ruName } = this.config.ebay;
    let tokens;
    try {
      tokens = await new EbayOAuthClient({ apiBaseUrl, clientId: clientId!, clientSecret: clientSecret! }).exchangeAuthorizationCode(code, ruName!);
    } catch (error) {
      if (error instanceof MarketplaceError) throw new ApiException(error.retryable ? 503 : 400, error.message);
      throw error;
    }
    if (!tokens.refreshToken) throw new ApiException(502, 'eBay granted access without a refresh token; click "Connect eBay account" again');
    const key = (this.key ??= resolveTokenKey({ sessionSecret: this.config.sessionSecret, secretsDir: this.config.secretsDir }));
    const now = Date.now();
    await this.account.saveTokens({
      accessToken: sealSecret(tokens.accessToken, key),
      accessExpiresAt: new Date(now + tokens.expiresInSeconds * 1000),
      refreshToken: sealSecret(tokens.refreshToken, key),
      refreshExpiresAt: new Date(now + (tokens.refreshTokenExpiresInSeconds ?? DEFAULT_REFRESH_LIFETIME_SECONDS) * 1000),
    });
  }
}
