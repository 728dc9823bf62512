import { openSecret, resolveTokenKey, sealSecret, type EbayTokenEntity } from '@caliber/db';
import { EbayOAuthClient, PermanentMarketplaceError } from '@caliber/marketplace';
import { EbayAccountRepository } from '@caliber/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { EBAY_FETCH } from './ebay-fetch.js';
import type { FetchFunction } from '@caliber/marketplace';

// Refresh this long before eBay's expiry, so a token never lapses mid-call.
const RENEWAL_MARGIN_MS = 5 * 60_000;

/**
 * The connected eBay account's access token for Browse calls, or null to use the application token.
 * Refreshed with the stored refresh token when it is about to expire; tokens stay encrypted at rest
 * and are never logged.
 */
@Injectable()
export class EbayUserTokenService {
  private readonly logger = new Logger('EbayAccount');
  private key?: Buffer;
  private cached?: { token: string; renewAt: number };
  private refreshing?: Promise<string | null>;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(EBAY_FETCH) private readonly fetch: FetchFunction,
    private readonly tokens: EbayAccountRepository,
  ) {}

  async accessToken(): Promise<string | null> {
    if (this.cached && Date.now() < this.cached.renewAt) return this.cached.token;
    const row = await this.tokens.findTokens();
    if (!row) {
      this.cached = undefined;
      return null;
    }
    if (row.accessExpiresAt.getTime() - RENEWAL_MARGIN_MS > Date.now()) {
      const token = this.open(row.accessToken);
      if (token) this.cached = { token, renewAt: row.accessExpiresAt.getTime() - RENEWAL_MARGIN_MS };
      return token;
    }
    this.refreshing ??= this.refresh(row).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(row: EbayTokenEntity): Promise<string | null> {
    const refreshToken = this.open(row.refreshToken);
    const { apiBaseUrl, clientId, clientSecret } = this.config.ebay;
    if (!refreshToken || !clientId || !clientSecret) return null;
    try {
      const fresh = await new EbayOAuthClient({ apiBaseUrl, clientId, clientSecret, fetch: this.fetch }).refreshUserToken(refreshToken);
      const expiresAt = new Date(Date.now() + fresh.expiresInSeconds * 1000);
      await this.tokens.updateAccessToken(sealSecret(fresh.accessToken, this.tokenKey()), expiresAt);
      this.cached = { token: fresh.accessToken, renewAt: expiresAt.getTime() - RENEWAL_MARGIN_MS };
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof PermanentMarketplaceError && error.code === 'invalid_grant') {
        // eBay withdrew the grant: forget the account, so status shows it disconnected and calls use the application token.
        await this.tokens.forgetTokens();
        this.logger.warn('eBay no longer accepts the connected account; connect it again from the Import tab');
        return null;
      }
      throw error;
    }
  }

  private open(sealed: string): string | null {
    try {
      return openSecret(sealed, this.tokenKey());
    } catch {
      this.logger.warn('The stored eBay tokens cannot be decrypted with the current key (SESSION_SECRET changed?); connect the account again');
      return null;
    }
  }

  private tokenKey(): Buffer {
    return (this.key ??= resolveTokenKey({ sessionSecret: this.config.sessionSecret, secretsDir: this.config.secretsDir }));
  }
}
