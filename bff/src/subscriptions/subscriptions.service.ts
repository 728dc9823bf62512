import type { SubscriptionPayload, SubscriptionResult } from '@caliber/contracts';
import { SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class SubscriptionsService {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /** Same answer whether the address is new or known, so nobody can learn who is subscribed. */
  async subscribe({ email }: SubscriptionPayload): Promise<SubscriptionResult> {
    await this.subscriptions
      .createQueryBuilder()
      .insert()
      .values({ email: email.trim().toLowerCase() })
      .orIgnore()
      .execute();
    return { subscribed: true };
  }
}
