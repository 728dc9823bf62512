import type { Inquiry, InquiryListQuery, InquiryPage, InquiryStatus, Subscription } from '@caliber/contracts';
import type { InquiryEntity, SubscriptionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { notFound } from '../common/api-error.js';
import { InquiriesRepository } from '../inquiries/inquiries.repository.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';

const toInquiry = (entity: InquiryEntity): Inquiry => ({
  id: entity.id,
  kind: entity.kind,
  status: entity.status,
  name: entity.name,
  email: entity.email,
  phone: entity.phone,
  message: entity.message,
  watchId: entity.watchId,
  watchBrand: entity.watchBrand,
  watchModel: entity.watchModel,
  watchReference: entity.watchReference,
  tradeIn: entity.tradeIn,
  createdAt: entity.createdAt.toISOString(),
});

const toSubscription = ({ id, email, createdAt, unsubscribedAt }: SubscriptionEntity): Subscription => ({
  id,
  email,
  createdAt: createdAt.toISOString(),
  unsubscribedAt: unsubscribedAt?.toISOString() ?? null,
});

/** What customers sent: their messages, and the newsletter list with the means to honour a removal request. */
@Injectable()
export class AdminInquiriesService {
  constructor(
    private readonly inquiries: InquiriesRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async listInquiries(query: InquiryListQuery): Promise<InquiryPage> {
    const { page, pageSize } = query;
    const [items, total] = await this.inquiries.findPage(query);
    return { items: items.map(toInquiry), total, page, pageSize };
  }

  async setInquiryStatus(id: number, status: InquiryStatus): Promise<Inquiry> {
    const inquiry = await this.inquiries.setStatus(id, status);
    if (!inquiry) throw notFound(`No inquiry has the id ${id}`);
    return toInquiry(inquiry);
  }

  async removeInquiry(id: number): Promise<void> {
    if (!(await this.inquiries.delete(id))) throw notFound(`No inquiry has the id ${id}`);
  }

  /** Everyone who subscribed, those who left included (with the date they left). */
  async listSubscriptions(): Promise<Subscription[]> {
    return (await this.subscriptions.findAllNewestFirst()).map(toSubscription);
  }

  /** The mailing list: only those still subscribed. */
  async subscriptionsCsv(): Promise<string> {
    const rows = (await this.subscriptions.findSubscribedNewestFirst()).map(toSubscription);
    return ['email,subscribed_at', ...rows.map((row) => `${csvCell(row.email)},${csvCell(row.createdAt)}`)].join('\r\n') + '\r\n';
  }

  async removeSubscription(id: number): Promise<void> {
    if (!(await this.subscriptions.delete(id))) throw notFound(`No subscription has the id ${id}`);
  }
}

/**
 * A quoted CSV cell. A cell that would begin with =, +, - or @ begins with an apostrophe, so that a spreadsheet
 * shows it as text instead of running it as a formula (docs/architecture.md).
 */
function csvCell(value: string): string {
  const text = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}
