import { SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  findById(id: number): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** Forgets the sign-ups left unconfirmed since before `before`; how many. */
  async forgetPendingSince(before: Date): Promise<number> {
    const { affected } = await this.subscriptions.delete({ confirmedAt: IsNull(), confirmRequestedAt: LessThan(before) });
    return affected ?? 0;
  }
}
