import { InquiryEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type Repository } from 'typeorm';

@Injectable()
export class InquiriesRepository {
  constructor(@InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>) {}

  findById(id: number): Promise<InquiryEntity | null> {
    return this.inquiries.findOneBy({ id });
  }

  async markAlerted(id: number): Promise<void> {
    await this.inquiries.update({ id }, { alertedAt: new Date() });
  }

  /** Ids of inquiries received since `since` whose alert has not gone out, oldest first, at most `limit`. */
  async findUnalertedIds(since: Date, limit: number): Promise<number[]> {
    const rows = await this.inquiries.find({
      select: { id: true },
      where: { alertedAt: IsNull(), createdAt: MoreThan(since) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map(({ id }) => id);
  }
}
