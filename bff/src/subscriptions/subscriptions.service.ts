import {
  normalizeEmail,
  type ConfirmSubscriptionPayload,
  type ConfirmSubscriptionResult,
  type SubscriptionPayload,
  type SubscriptionResult,
  type UnsubscribePayload,
  type UnsubscribeResult,
} from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { SubscriptionsRepository } from '@caliber/core';
import { badRequest } from '../common/api-error.js';
import { MailQueueService } from '../mail/mail-queue.service.js';
import { ConfirmationLinks } from './confirmation-links.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open the link from one of our e-mails as it is, or write to us and we will remove your address.';
export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is not valid or has expired. Sign up for the newsletter again and open the link of the new e-mail within 7 days.';

/** The newsletter's double opt-in and one-click unsubscribing (docs/mail.md). */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly unsubscribeLinks: UnsubscribeLinks,
    private readonly confirmationLinks: ConfirmationLinks,
    private readonly mail: MailQueueService,
  ) {}

  /**
   * Stores the address as pending and sends it one confirmation e-mail. The same answer, after the same
   * work, whether the address is new, pending, on the list or gone from it: the e-mail is queued without
   * waiting, so neither the answer nor its time tells who is subscribed.
   */
  async subscribe({ email }: SubscriptionPayload): Promise<SubscriptionResult> {
    const address = normalizeEmail(email);
    const request = await this.subscriptions.requestConfirmation(address, new Date());
    if (request) void this.mail.confirmSubscription(address, request.id, this.confirmationLinks.url(request));
    return { subscribed: true };
  }

  /** The link of the confirmation e-mail puts the address on the list, and the welcome goes out once. */
  async confirm({ token }: ConfirmSubscriptionPayload): Promise<ConfirmSubscriptionResult> {
    const request = this.confirmationLinks.verify(token);
    if (request === null) throw badRequest(INVALID_CONFIRMATION_LINK);
    const outcome = await this.subscriptions.confirm(request, new Date());
    if (outcome === 'void') throw badRequest(INVALID_CONFIRMATION_LINK);
    if (outcome === 'confirmed') await this.mail.welcome(request.id, this.unsubscribeLinks.url(request.id));
    return { confirmed: true };
  }

  /** One click from the e-mail, no sign-in: the signed token is the proof. A subscriber deleted since is gone already. */
  async unsubscribe({ token }: UnsubscribePayload): Promise<UnsubscribeResult> {
    const id = this.unsubscribeLinks.verify(token);
    if (id === null) throw badRequest(INVALID_UNSUBSCRIBE_LINK);
    await this.subscriptions.unsubscribe(id);
    return { unsubscribed: true };
  }
}
