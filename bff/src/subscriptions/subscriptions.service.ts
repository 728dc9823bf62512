import type { SubscriptionPayload, SubscriptionResult, UnsubscribePayload, UnsubscribeResult } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { badRequest } from '../common/api-error.js';
import { MailQueueService } from '../mail/mail-queue.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open the link from one of our e-mails as it is, or write to us and we will remove your address.';

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly links: UnsubscribeLinks,
    private readonly mail: MailQueueService,
  ) {}

  /**
   * Same answer whether the address is new or known, so nobody can learn who is subscribed. A new (or
   * returning) subscriber gets the welcome e-mail with the unsubscribe link.
   */
  async subscribe({ email }: SubscriptionPayload): Promise<SubscriptionResult> {
    const id = await this.subscriptions.add(email.trim().toLowerCase());
    if (id !== null) await this.mail.welcome(id, this.links.url(id));
    return { subscribed: true };
  }

  /** One click from the e-mail, no sign-in: the signed token is the proof. A subscriber deleted since is gone already. */
  async unsubscribe({ token }: UnsubscribePayload): Promise<UnsubscribeResult> {
    const id = this.links.verify(token);
    if (id === null) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
    await this.subscriptions.unsubscribe(id);
    return { unsubscribed: true };
  }
}
