import { MAIL_RECIPIENTS } from '@caliber/contracts';
import { addressHash, ConfirmationMailBudgetEntity, MailSuppressionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';

/**
 * Who the shop may write to (docs/security.md, "Mail to strangers"): the suppression list of addresses that
 * said "this was not me", and each address's budget of confirmation e-mails. Both keep the address's hash only.
 */
@Injectable()
export class MailRecipientsRepository {
  constructor(
    @InjectRepository(MailSuppressionEntity) private readonly suppressions: Repository<MailSuppressionEntity>,
    @InjectRepository(ConfirmationMailBudgetEntity) private readonly budgets: Repository<ConfirmationMailBudgetEntity>,
  ) {}

  /** Whether the address said "this was not me": nothing is queued or sent to it. */
  async isSuppressed(email: string): Promise<boolean> {
    return (await this.suppressions.countBy({ addressHash: addressHash(email) })) > 0;
  }

  /** Records "this was not me"; twice is fine. The address's confirmation budget goes with it. */
  async suppress(email: string): Promise<void> {
    const hash = addressHash(email);
    await this.suppressions.query('INSERT INTO mail_suppressions (address_hash) VALUES ($1) ON CONFLICT DO NOTHING', [hash]);
    await this.budgets.delete({ addressHash: hash });
  }

  /**
   * Takes one of the address's confirmation e-mails of the window: true when one was left (and is now
   * spent), false when it has had `confirmationsPerWindow` in the last `confirmationWindowMs`. One upsert,
   * which locks the address's row, so concurrent sign-ups cannot both take the last one.
   */
  async takeConfirmation(email: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.budgets.query(
      `INSERT INTO confirmation_mail_budgets AS b (address_hash, sent_at, last_sent_at) VALUES ($1, ARRAY[$2::timestamptz], $2)
       ON CONFLICT (address_hash) DO UPDATE
         SET sent_at = array_append(ARRAY(SELECT t FROM unnest(b.sent_at) AS t WHERE t > $3 ORDER BY t), $2::timestamptz), last_sent_at = $2
         WHERE (SELECT count(*) FROM unnest(b.sent_at) AS t WHERE t > $3) < $4
       RETURNING 1`,
      [addressHash(email), now, new Date(now.getTime() - MAIL_RECIPIENTS.confirmationWindowMs), MAIL_RECIPIENTS.confirmationsPerWindow],
    );
    return rows.length > 0;
  }

  /** Forgets the budgets with no confirmation in the window; how many. */
  async forgetSpentBudgets(now: Date): Promise<number> {
    const { affected } = await this.budgets.delete({ lastSentAt: LessThan(new Date(now.getTime() - MAIL_RECIPIENTS.confirmationWindowMs)) });
    return affected ?? 0;
  }
}
