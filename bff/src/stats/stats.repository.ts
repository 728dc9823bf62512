import { AVAILABILITIES, type Stats } from '@caliber/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The dashboard's counts, straight from SQL. */
@Injectable()
export class StatsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async totals(): Promise<Omit<Stats, 'watchesByCollection' | 'emailAlerts'>> {
    const [totals] = await this.dataSource.query(`
      SELECT (SELECT count(*)::int FROM watches) AS "totalWatches",
             (SELECT count(*)::int FROM collections) AS "totalCollections",
             (SELECT count(*)::int FROM inquiries) AS "totalInquiries",
             (SELECT count(*)::int FROM inquiries WHERE status = 'new') AS "newInquiries"`);
    return totals;
  }

  /** Collections in display order, empty ones included. */
  watchesByCollection(): Promise<Stats['watchesByCollection']> {
    return this.dataSource.query(`
      SELECT c.name AS "collectionName", count(w.id)::int AS count
      FROM collections c LEFT JOIN watches w ON w.collection_id = c.id
      GROUP BY c.id ORDER BY c.display_order, c.id`);
  }

  /** Every availability with its count, none left out. */
  async watchesByAvailability(): Promise<Stats['watchesByAvailability']> {
    const rows: { availability: keyof Stats['watchesByAvailability']; count: number }[] = await this.dataSource.query(
      `SELECT availability, count(*)::int AS count FROM watches GROUP BY availability`,
    );
    const counts = Object.fromEntries(AVAILABILITIES.map((availability) => [availability, 0])) as Stats['watchesByAvailability'];
    for (const { availability, count } of rows) counts[availability] = count;
    return counts;
  }
}
