import { composeTradeInMessage, tradeInAnswersOf, type AlertedInquiryRef, type InquiryCreated, type InquiryPayload, type InquiryRequest, type TradeInInquiryPayload } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { InquiriesRepository, WatchesRepository } from '@caliber/core';
import { MailQueueService } from '../mail/mail-queue.service.js';

const NO_WATCH = { watchId: null, watchBrand: null, watchModel: null, watchReference: null };

const senderOf = (payload: Pick<InquiryPayload, 'name' | 'email' | 'phone'>) => ({
  name: payload.name.trim(),
  email: payload.email.trim(),
  phone: payload.phone?.trim() || null,
});

@Injectable()
export class InquiriesService {
  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly watches: WatchesRepository,
    private readonly mail: MailQueueService,
  ) {}

  /**
   * Stores a customer's message, then queues the operator's alert e-mail (docs/mail.md). Contact and
   * trade-in messages carry the form's fixed `watchId: 1`, which names no watch: they are stored with none
   * (docs/api.md).
   */
  async create(payload: InquiryRequest): Promise<InquiryCreated> {
    const stored = payload.kind === 'trade-in' ? await this.addTradeIn(payload) : await this.addMessage(payload);
    await this.mail.alertInquiry(stored);
    return { id: stored.id };
  }

  /**
   * A watch inquiry keeps a reference and a snapshot of the watch; one about a watch that no longer exists is
   * still stored, because no message is refused for a reason the customer cannot fix.
   */
  private async addMessage(payload: InquiryPayload): Promise<AlertedInquiryRef> {
    const kind = payload.kind ?? 'watch';
    const watch = kind === 'watch' && payload.watchId ? await this.watches.findById(payload.watchId) : null;
    return this.inquiries.add({
      kind,
      ...senderOf(payload),
      message: payload.message,
      ...(watch ? { watchId: watch.id, watchBrand: watch.brand, watchModel: watch.model, watchReference: watch.reference } : NO_WATCH),
      tradeIn: null,
    });
  }

  /** The answers are stored as data, and the message composed from them, so the two never disagree. */
  private addTradeIn(payload: TradeInInquiryPayload): Promise<AlertedInquiryRef> {
    return this.inquiries.add({
      kind: 'trade-in',
      ...senderOf(payload),
      message: composeTradeInMessage(payload),
      ...NO_WATCH,
      tradeIn: tradeInAnswersOf(payload),
    });
  }
}
