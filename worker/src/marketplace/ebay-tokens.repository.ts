import { EbayTokenEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

// The connected account is a single row.
const ACCOUNT_ROW = 1;

/** The connected eBay account's sealed tokens. */
@Injectable()
export class EbayTokensRepository {
  constructor(@InjectRepository(EbayTokenEntity) private readonly tokens: Repository<EbayTokenEntity>) {}

  find(): Promise<EbayTokenEntity | null> {
    return this.tokens.findOneBy({ id: ACCOUNT_ROW });
  }

  async updateAccessToken(accessToken: string, accessExpiresAt: Date): Promise<void> {
    await this.tokens.update({ id: ACCOUNT_ROW }, { accessToken, accessExpiresAt });
  }

  /** Forgets the account. */
  async delete(): Promise<void> {
    await this.tokens.delete({ id: ACCOUNT_ROW });
  }
}
