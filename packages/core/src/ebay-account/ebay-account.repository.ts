import { EbayAuthStateEntity, EbayTokenEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, type Repository } from 'typeorm';

// The connected account is a single row.
const ACCOUNT_ROW = 1;

/**
 * The connected eBay account's sealed tokens (the BFF saves them at sign-in, the worker refreshes the access
 * token or forgets the account), and the pending sign-ins' `state` hashes.
 */
@Injectable()
export class EbayAccountRepository {
  constructor(
    @InjectRepository(EbayTokenEntity) private readonly tokens: Repository<EbayTokenEntity>,
    @InjectRepository(EbayAuthStateEntity) private readonly states: Repository<EbayAuthStateEntity>,
  ) {}

  findTokens(): Promise<EbayTokenEntity | null> {
    return this.tokens.findOneBy({ id: ACCOUNT_ROW });
  }

  async saveTokens(tokens: Omit<EbayTokenEntity, 'id' | 'updatedAt'>): Promise<void> {
    await this.tokens.save({ id: ACCOUNT_ROW, ...tokens });
  }

  async updateAccessToken(accessToken: string, accessExpiresAt: Date): Promise<void> {
    await this.tokens.update({ id: ACCOUNT_ROW }, { accessToken, accessExpiresAt });
  }

  /** Forgets the account: its refresh token no longer works. */
  async forgetTokens(): Promise<void> {
    await this.tokens.delete({ id: ACCOUNT_ROW });
  }

  /** Keeps a sign-in's state for the session that asked for it until `expiresAt`, dropping the states already expired. */
  async addState(stateHash: string, sessionTokenHash: string, expiresAt: Date): Promise<void> {
    await this.states.delete({ expiresAt: LessThan(new Date()) });
    await this.states.insert({ stateHash, sessionTokenHash, expiresAt });
  }

  /**
   * Uses a state up, whoever presents it: `claimed` when it was there, still valid and the presenting
   * session's; `foreign` when another session started it; `unknown` otherwise.
   */
  async claimState(stateHash: string, sessionTokenHash: string): Promise<StateClaim> {
    const { raw } = await this.states
      .createQueryBuilder()
      .delete()
      .where({ stateHash, expiresAt: MoreThan(new Date()) })
      .returning('session_token_hash')
      .execute();
    const owner = (raw as { session_token_hash: string }[])[0]?.session_token_hash;
    if (owner === undefined) return 'unknown';
    return owner === sessionTokenHash ? 'claimed' : 'foreign';
  }
}

type StateClaim = 'claimed' | 'foreign' | 'unknown';
