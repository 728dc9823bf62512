import type { Stats } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

@Injectable()
export class StatsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The dashboard's counts in one round trip; collections in display order, empty ones included. */
  async get(): Promise<Stats> {
    const [totals] = await this.dataSource.query(`
      SELECT (SELECT count(*)::int FROM watches) AS "totalWatches",
             (SELECT count(*)::int FROM collections) AS "totalCollections",
             (SELECT count(*)::int FROM inquiries) AS "totalInquiries"`);
    const watchesByCollection = await this.dataSource.query(`
      SELECT c.name AS "collectionName", count(w.id)::int AS count
      FROM collections c LEFT JOIN watches w ON w.collection_id = c.id
      GROUP BY c.id ORDER BY c.display_order, c.id`);
    return { ...totals, watchesByCollection };
  }
}
