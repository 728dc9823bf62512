import { SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /**
   * Adds the address, or subscribes again one that had left; its id when it is new to the list that way,
   * null when it was subscribed already (left as it is).
   */
  async add(email: string): Promise<number | null> {
    const rows: { id: number }[] = await this.subscriptions.query(
      `INSERT INTO subscriptions (email) VALUES ($1)
       ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL WHERE subscriptions.unsubscribed_at IS NOT NULL
       RETURNING id`,
      [email],
    );
    return rows[0]?.id ?? null;
  }

  findAllNewestFirst(): Promise<SubscriptionEntity[]> {
    return this.subscriptions.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Those still subscribed, newest first. */
  findSubscribedNewestFirst(): Promise<SubscriptionEntity[]> {
    return this.subscriptions.find({ where: { unsubscribedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Marks the subscriber as gone; one who left already keeps the date they left. */
  async unsubscribe(id: number): Promise<void> {
    await this.subscriptions.update({ id, unsubscribedAt: IsNull() }, { unsubscribedAt: new Date() });
  }

  /** Whether there was such a subscription to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.subscriptions.delete({ id });
    return Boolean(affected);
  }
}
