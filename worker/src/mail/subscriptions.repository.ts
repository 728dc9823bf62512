import { SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  findById(id: number): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }
}
