import type { Stats } from '@caliber/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StatsRepository } from './stats.repository.js';

@Injectable()
export class StatsService {
  constructor(
    private readonly stats: StatsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The dashboard's counts, and whether new messages are e-mailed (SMTP_URL set). */
  async get(): Promise<Stats> {
    const [totals, watchesByCollection, watchesByAvailability] = await Promise.all([
      this.stats.totals(),
      this.stats.watchesByCollection(),
      this.stats.watchesByAvailability(),
    ]);
    return { ...totals, emailAlerts: this.config.mailEnabled, watchesByCollection, watchesByAvailability };
  }
}
