import { alertWatchFilters, applyFilters, jobId, JOBS, SEARCH_ALERTS, type JobPayloads, type SearchAlertMatchResult } from '@caliber/contracts';
import { CollectionsRepository, JobGateway, SearchAlertsRepository, WatchesRepository } from '@caliber/core';
import type { SearchAlertEntity } from '@caliber/db';
import { Injectable, Logger } from '@nestjs/common';
import { MailService } from '../mail/mail.service.js';
import { byAddress } from './by-address.js';
import { NewArrivals } from './new-arrivals.js';

type DigestMatch = JobPayloads['search-alert-digest']['matches'][number];

/** When an alert was last checked: its confirmation at first. */
const checkedSince = (alert: SearchAlertEntity, now: Date): Date => alert.checkedAt ?? alert.confirmedAt ?? now;

/**
 * The scheduled matching of search alerts (docs/search-alerts.md): forgets lapsed sign-ups, then, per
 * address not mailed in the last day, matches each confirmed alert against the watches that became
 * available since it was last checked, and queues one e-mail with all of them. An address mailed less
 * than a day ago is left unchecked, so what arrives meanwhile goes in its next e-mail. The watches are read
 * once per run and matched by the storefront search's rule (`NewArrivals`).
 */
@Injectable()
export class SearchAlertMatcherService {
  private readonly logger = new Logger('SearchAlerts');

  constructor(
    private readonly alerts: SearchAlertsRepository,
    private readonly watches: WatchesRepository,
    private readonly collections: CollectionsRepository,
    private readonly mail: MailService,
    private readonly jobs: JobGateway,
  ) {}

  async match(): Promise<SearchAlertMatchResult> {
    const now = await this.alerts.now();
    const forgotten = await this.alerts.forgetLapsed(now);
    if (forgotten > 0) this.logger.log(`Forgot ${forgotten} search alert(s) left unconfirmed for 7 days`);
    if (!this.mail.enabled) return { forgotten, digests: 0 };
    const due = [...byAddress(await this.alerts.findConfirmed())].filter(([, alerts]) => {
      const lastMailed = Math.max(0, ...alerts.map((alert) => alert.mailedAt?.getTime() ?? 0));
      return now.getTime() - lastMailed >= SEARCH_ALERTS.mailEveryMs;
    });
    if (due.length === 0) return { forgotten, digests: 0 };
    const arrivals = await this.arrivals(due.flatMap(([, alerts]) => alerts.map((alert) => checkedSince(alert, now).getTime())), now);
    let digests = 0;
    for (const [email, alerts] of due) {
      const matches: DigestMatch[] = [];
      for (const alert of alerts) {
        const watchIds = this.matchingWatchIds(alert, arrivals, now);
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

  /** The watches newly available since the earliest of `checkedTimes` (ms), with the collections, searchable. */
  private async arrivals(checkedTimes: number[], now: Date): Promise<NewArrivals> {
    const earliest = new Date(checkedTimes.reduce((least, time) => Math.min(least, time), now.getTime()));
    const [watches, collections] = await Promise.all([this.watches.findNewlyAvailable(earliest, now), this.collections.findAllOrdered()]);
    return new NewArrivals(watches, collections);
  }

  /** The watches the alert's search keeps, filtered as the catalogue filters (`applyFilters`), the first ones only. */
  private matchingWatchIds(alert: SearchAlertEntity, arrivals: NewArrivals, now: Date): number[] {
    const candidates = arrivals.matching(alert, checkedSince(alert, now));
    const filterable = candidates.map((watch) => ({ ...watch, createdAt: watch.createdAt.toISOString() }));
    return applyFilters(filterable, alertWatchFilters(alert.filters))
      .slice(0, SEARCH_ALERTS.watchesPerAlert)
      .map(({ id }) => id);
  }
}
