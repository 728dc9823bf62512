import type { InquiryCreated, InquiryPayload } from '@caliber/contracts';
import { InquiryEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';

@Injectable()
export class InquiriesService {
  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    @InjectRepository(WatchEntity) private readonly watches: Repository<WatchEntity>,
  ) {}

  /**
   * Stores a customer's message. A watch inquiry keeps a reference and a snapshot of the watch; one about a watch
   * that no longer exists is still stored, because no message is refused for a reason the customer cannot fix.
   * Contact and trade-in messages carry `watchId: 1` by the spec and store no watch reference.
   */
  async create(payload: InquiryPayload): Promise<InquiryCreated> {
    const kind = payload.kind ?? 'watch';
    const watch = kind === 'watch' && payload.watchId ? await this.watches.findOneBy({ id: payload.watchId }) : null;
    const saved = await this.inquiries.save(
      this.inquiries.create({
        kind,
        name: payload.name.trim(),
        email: payload.email.trim(),
        phone: payload.phone?.trim() || null,
        message: payload.message,
        watchId: watch?.id ?? null,
        watchBrand: watch?.brand ?? null,
        watchModel: watch?.model ?? null,
        watchReference: watch?.reference ?? null,
      }),
    );
    return { id: saved.id };
  }
}
