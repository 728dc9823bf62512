import { pageOffset, type AlertedInquiryRef, type InquiryListQuery, type InquiryStatus } from '@caliber/contracts';
import { InquiryEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';

/** The customers' messages: the BFF stores and lists them, the worker alerts the operator of each. */
@Injectable()
export class InquiriesRepository {
  constructor(@InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>) {}

  /** Stores a message; its id and the time it was stored. */
  async add(fields: Omit<InquiryEntity, 'id' | 'createdAt' | 'status' | 'alertedAt'>): Promise<AlertedInquiryRef> {
    const { id, createdAt } = await this.inquiries.save(this.inquiries.create(fields));
    return { id, createdAt };
  }

  /** One page, newest first, of every message or of one kind and/or status; with the count of them all. */
  findPage(query: InquiryListQuery): Promise<[InquiryEntity[], number]> {
    const { kind, status } = query;
    return this.inquiries.findAndCount({
      where: { ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: pageOffset(query),
      take: query.pageSize,
    });
  }

  /** The inquiry with its new status; null when there is none with this id. */
  async setStatus(id: number, status: InquiryStatus): Promise<InquiryEntity | null> {
    const { affected } = await this.inquiries.update({ id }, { status });
    return affected ? this.inquiries.findOneBy({ id }) : null;
  }

  /** Whether there was such an inquiry to delete. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.inquiries.delete({ id });
    return Boolean(affected);
  }

  findById(id: number): Promise<InquiryEntity | null> {
    return this.inquiries.findOneBy({ id });
  }

  async markAlerted(id: number): Promise<void> {
    await this.inquiries.update({ id }, { alertedAt: new Date() });
  }

  /** Inquiries received since `since` whose alert has not gone out, oldest first, at most `limit`. */
  async findUnalerted(since: Date, limit: number): Promise<AlertedInquiryRef[]> {
    const rows = await this.inquiries.find({
      select: { id: true, createdAt: true },
      where: { alertedAt: IsNull(), createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map(({ id, createdAt }) => ({ id, createdAt }));
  }
}
