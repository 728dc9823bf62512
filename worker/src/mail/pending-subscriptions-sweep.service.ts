import { SUBSCRIPTION_CONFIRM_MS } from '@caliber/contracts';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MailRecipientsRepository, SubscriptionsRepository } from '@caliber/core';

const SWEEP_EVERY_MS = 3600_000;

/**
 * Forgets newsletter sign-ups left unconfirmed for SUBSCRIPTION_CONFIRM_MS (7 days), at start and every
 * hour: an address that never confirmed is not kept (docs/mail.md); and the confirmation budgets with no
 * e-mail in their window (docs/security.md). Several workers sweeping at once
 * delete the same rows, harmlessly.
 */
@Injectable()
export class PendingSubscriptionsSweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PendingSubscriptions');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly recipients: MailRecipientsRepository,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => void this.sweep().catch((error: Error) => this.logger.warn(`Could not forget lapsed sign-ups: ${error.message}`));
    run();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    const forgotten = await this.subscriptions.forgetPendingSince(new Date(Date.now() - SUBSCRIPTION_CONFIRM_MS));
    if (forgotten > 0) this.logger.log(`Forgot ${forgotten} newsletter sign-up(s) left unconfirmed for 7 days`);
    await this.recipients.forgetSpentBudgets(new Date());
    return forgotten;
  }
}
