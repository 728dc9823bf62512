import type { InquiryCreated, InquiryPayload } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { WatchesRepository } from '@caliber/core';
import { MailQueueService } from '../mail/mail-queue.service.js';
import { InquiriesRepository } from './inquiries.repository.js';

@Injectable()
export class InquiriesService {
  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly watches: WatchesRepository,
    private readonly mail: MailQueueService,
  ) {}

  /**
   * Stores a customer's message. A watch inquiry keeps a reference and a snapshot of the watch; one about a watch
   * that no longer exists is still stored, because no message is refused for a reason the customer cannot fix.
   * Contact and trade-in messages carry `watchId: 1` (docs/api.md) and store no watch reference.
   * Stored first, then the operator's alert e-mail is queued (docs/mail.md).
   */
  async create(payload: InquiryPayload): Promise<InquiryCreated> {
    const kind = payload.kind ?? 'watch';
    const watch = kind === 'watch' && payload.watchId ? await this.watches.findById(payload.watchId) : null;
    const id = await this.inquiries.add({
      kind,
      name: payload.name.trim(),
      email: payload.email.trim(),
      phone: payload.phone?.trim() || null,
      message: payload.message,
      watchId: watch?.id ?? null,
      watchBrand: watch?.brand ?? null,
      watchModel: watch?.model ?? null,
      watchReference: watch?.reference ?? null,
    });
    await this.mail.alertInquiry(id);
    return { id };
  }
}
