import { SUBSCRIPTION_CONFIRM_MS } from '@caliber/contracts';
import { SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Not, type Repository } from 'typeorm';

/** A sign-up to confirm: its row and when its confirmation was asked for (its link names both). */
export interface ConfirmationRequest {
  id: number;
  requestedAt: Date;
}

/** What a confirmation link did: confirmed now, confirmed before (clicked twice), or nothing (void or lapsed). */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'void';

/**
 * The newsletter list (docs/mail.md). An address is pending until confirmed (`confirmed_at`), on the list
 * while confirmed and not unsubscribed, and gone from it once unsubscribed, until it confirms anew.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>) {}

  /**
   * Records a sign-up: a new address is stored pending; one that left, or whose pending sign-up lapsed,
   * asks anew. The sign-up to confirm, or null when nothing is to be sent: the address is on the list,
   * or a confirmation it was sent is still open. One statement either way, so both take the same time.
   */
  async requestConfirmation(email: string, now: Date): Promise<ConfirmationRequest | null> {
    const rows: { id: number }[] = await this.subscriptions.query(
      `INSERT INTO subscriptions (email, confirm_requested_at) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET confirm_requested_at = EXCLUDED.confirm_requested_at
         WHERE (subscriptions.confirmed_at IS NULL OR subscriptions.unsubscribed_at IS NOT NULL)
           AND (subscriptions.confirm_requested_at IS NULL
             OR subscriptions.confirm_requested_at <= $3
             OR subscriptions.confirm_requested_at < subscriptions.unsubscribed_at)
       RETURNING id`,
      [email, now, new Date(now.getTime() - SUBSCRIPTION_CONFIRM_MS)],
    );
    return rows[0] ? { id: rows[0].id, requestedAt: now } : null;
  }

  /**
   * Confirms the sign-up a link names, unless a later sign-up replaced it, the address unsubscribed
   * after it, or it lapsed. Clicking the link again finds it confirmed already.
   */
  async confirm({ id, requestedAt }: ConfirmationRequest, now: Date): Promise<ConfirmOutcome> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, confirmed]: [unknown[], number] = await this.subscriptions.query(
      `UPDATE subscriptions SET confirmed_at = $3, unsubscribed_at = NULL
       WHERE id = $1 AND confirm_requested_at = $2 AND confirm_requested_at > $4
         AND (confirmed_at IS NULL OR (unsubscribed_at IS NOT NULL AND unsubscribed_at < confirm_requested_at))
       RETURNING id`,
      [id, requestedAt, now, new Date(now.getTime() - SUBSCRIPTION_CONFIRM_MS)],
    );
    if (confirmed > 0) return 'confirmed';
    const already: unknown[] = await this.subscriptions.query(
      `SELECT 1 FROM subscriptions
       WHERE id = $1 AND confirm_requested_at = $2 AND confirmed_at >= confirm_requested_at AND unsubscribed_at IS NULL`,
      [id, requestedAt],
    );
    return already.length > 0 ? 'already-confirmed' : 'void';
  }

  /** Everyone who confirmed, those who left included; pending sign-ups are not on the list. */
  findAllNewestFirst(): Promise<SubscriptionEntity[]> {
    return this.subscriptions.find({ where: { confirmedAt: Not(IsNull()) }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Those confirmed and still subscribed, newest first. */
  findSubscribedNewestFirst(): Promise<SubscriptionEntity[]> {
    return this.subscriptions.find({ where: { confirmedAt: Not(IsNull()), unsubscribedAt: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' } });
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

  findById(id: number): Promise<SubscriptionEntity | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** Forgets the sign-ups left unconfirmed since before `before`; how many. */
  async forgetPendingSince(before: Date): Promise<number> {
    const { affected } = await this.subscriptions.delete({ confirmedAt: IsNull(), confirmRequestedAt: LessThan(before) });
    return affected ?? 0;
  }
}
