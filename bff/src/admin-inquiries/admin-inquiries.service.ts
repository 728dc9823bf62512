import type { Inquiry, InquiryKind, InquiryPage, Subscription } from '@caliber/contracts';
import { InquiryEntity, SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { notFound } from '../common/api-error.js';

const toInquiry = (entity: InquiryEntity): Inquiry => ({
  id: entity.id,
  kind: entity.kind,
  name: entity.name,
  email: entity.email,
  phone: entity.phone,
  message: entity.message,
  watchId: entity.watchId,
  watchBrand: entity.watchBrand,
  watchModel: entity.watchModel,
  watchReference: entity.watchReference,
  createdAt: entity.createdAt.toISOString(),
});

/** What customers sent: their messages, and the newsletter list with the means to honour a removal request. */
@Injectable()
export class AdminInquiriesService {
  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    @InjectRepository(SubscriptionEntity) private readonly subscriptions: Repository<SubscriptionEntity>,
  ) {}

  async listInquiries({ page, pageSize, kind }: { page: number; pageSize: number; kind?: InquiryKind }): Promise<InquiryPage> {
    const [items, total] = await this.inquiries.findAndCount({
      where: kind ? { kind } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { items: items.map(toInquiry), total, page, pageSize };
  }

  async listSubscriptions(): Promise<Subscription[]> {
    const rows = await this.subscriptions.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(({ id, email, createdAt }) => ({ id, email, createdAt: createdAt.toISOString() }));
  }

  async subscriptionsCsv(): Promise<string> {
    const rows = await this.listSubscriptions();
    const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
    return ['email,subscribed_at', ...rows.map((row) => `${quote(row.email)},${row.createdAt}`)].join('\r\n') + '\r\n';
  }

  async removeSubscription(id: number): Promise<void> {
    const { affected } = await this.subscriptions.delete({ id });
    if (!affected) throw notFound(`No subscription has the id ${id}`);
  }
}
