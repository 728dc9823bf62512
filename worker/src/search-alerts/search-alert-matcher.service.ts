import { alertWatchFilters, applyFilters, jobId, JOBS, SEARCH_ALERTS, type JobPayloads, type SearchAlertMatchResult } from '@caliber/contracts';
import { JobGateway, SearchAlertsRepository } from '@caliber/core';
import type { SearchAlertEntity } from '@caliber/db';
import { Injectable, Logger } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import { byAddress } from './by-address.js';

type DigestMatch = JobPayloads['search-alert-digest']['matches'][number];

/**
 * The scheduled matching of search alerts (docs/search-alerts.md): forgets lapsed sign-ups, then, per
 * address not mailed in the last day, matches each confirmed alert against the watches that became
 * available since it was last checked, and queues one e-mail with all of them. An address mailed less
 * than a day ago is left unchecked, so what arrives meanwhile goes in its next e-mail.
 */
@Injectable()
export class SearchAlertMatcherService {
  private readonly logger = new Logger('SearchAlerts');

  constructor(
    private readonly alerts: SearchAlertsRepository,
    private readonly mail: MailService,
    private readonly jobs: JobGateway,
  ) {}

  async match(): Promise<SearchAlertMatchResult> {
    const now = await this.alerts.now();
    const forgotten = await this.alerts.forgetLapsed(now);
    if (forgotten > 0) this.logger.log(`Forgot ${forgotten} search alert(s) left unconfirmed for 7 days`);
    if (!this.mail.enabled) return { forgotten, digests: 0 };
    let digests = 0;
    for (const [email, alerts] of byAddress(await this.alerts.findConfirmed())) {
      const lastMailed = Math.max(0, ...alerts.map((alert) => alert.mailedAt?.getTime() ?? 0));
      if (now.getTime() - lastMailed < SEARCH_ALERTS.mailEveryMs) continue;
      const matches: DigestMatch[] = [];
      for (const alert of alerts) {
        const watchIds = await this.matchingWatchIds(alert, now);
        if (watchIds.length > 0) matches.push({ alertId: alert.id, watchIds });
      }
      if (matches.length > 0) {
        const data: JobPayloads['search-alert-digest'] = { email, matches };
        await this.jobs.add(JOBS.searchAlertDigest, data, { jobId: jobId(JOBS.searchAlertDigest, `search-alert-${matches[0].alertId}-${now.getTime()}`) });
        digests += 1;
      }
      const mailed = new Set(matches.map(({ alertId }) => alertId));
      await this.alerts.markChecked([...mailed], now, true);
      await this.alerts.markChecked(alerts.filter(({ id }) => !mailed.has(id)).map(({ id }) => id), now, false);
    }
    return { forgotten, digests };
  }

  /** The newest watches the alert's search keeps, filtered as the catalogue filters (`applyFilters`). */
  private async matchingWatchIds(alert: SearchAlertEntity, now: Date): Promise<number[]> {
    const since = alert.checkedAt ?? alert.confirmedAt ?? now;
    const candidates = await this.alerts.newlyAvailable(alert, since, now);
    const filterable = candidates.map((watch) => ({ ...watch, createdAt: watch.createdAt.toISOString() }));
    return applyFilters(filterable, alertWatchFilters(alert.filters))
      .slice(0, SEARCH_ALERTS.watchesPerAlert)
      .map(({ id }) => id);
  }
}

