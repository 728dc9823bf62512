import { EBAY_SYNC_IMPORT_RESERVE, isSuspectSyncRun, type EbaySyncChange, type EbaySyncError, type EbaySyncRun, type JobPayloads } from '@caliber/contracts';
import { EbaySyncRepository, WatchWriter, type SyncedWatch } from '@caliber/core';
import { RateLimitedError } from '@caliber/marketplace';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';
import { EbayCallLimiter } from '../marketplace/ebay-call-limiter.js';
import { EbayClientsService } from '../marketplace/ebay-clients.service.js';
import { ListingReaderService } from '../marketplace/listing-reader.service.js';
import { REDIS } from '../queues/redis-connection.js';
import { isGoneError, samePrice, verdictOf } from './listing-verdict.js';

// Listings read at once; the call limiter keeps them within EBAY_CALLS_PER_SECOND.
const MAX_PARALLEL_CHECKS = 4;
// One sync at a time, every worker together; a worker that dies lets go after this long.
const RUN_LOCK_MS = 30 * 60_000;
const LOCK_POLL_MS = 500;

/**
 * The eBay sync (docs/ebay-sync.md): reads the listing of every watch imported from eBay, within the
 * day's call budget (the least recently checked first), marks a watch sold when its listing ended or
 * sold (unless the operator set its availability by hand since), flags a price that changed on eBay
 * without copying it, and records the run for the dashboard. A suspect run (too many ended at once) sells
 * none: they wait for the operator.
 */
@Injectable()
export class EbaySyncService {
  private readonly logger = new Logger('EbaySync');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly repository: EbaySyncRepository,
    private readonly reader: ListingReaderService,
    private readonly clients: EbayClientsService,
    private readonly limiter: EbayCallLimiter,
    private readonly writer: WatchWriter,
  ) {}

  /**
   * Runs the sync. A scheduled one finding another running does nothing (null); the operator's waits for
   * it to end and then runs, so "Sync now" always reads eBay after the click.
   */
  async handleSync({ trigger }: JobPayloads['sync-ebay']): Promise<EbaySyncRun | null> {
    const lock = `${this.config.redisPrefix}:ebay-sync:running`;
    const deadline = Date.now() + RUN_LOCK_MS;
    while ((await this.redis.set(lock, String(process.pid), 'PX', RUN_LOCK_MS, 'NX')) !== 'OK') {
      if (trigger === 'schedule' || Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await this.run(trigger);
    } finally {
      await this.redis.del(lock);
    }
  }

  private async run(trigger: EbaySyncRun['trigger']): Promise<EbaySyncRun> {
    const startedAt = new Date();
    const toCheck = await this.repository.countToCheck();
    const due = await this.repository.leastRecentlyChecked(Math.min(toCheck, await this.callAllowance()));
    const changes: EbaySyncChange[] = [];
    const errors: EbaySyncError[] = [];
    const ended: EndedListing[] = [];
    let checked = 0;
    let budgetSpent = false;
    const queue = [...due];
    const checkNext = async (): Promise<void> => {
      for (let watch = queue.shift(); watch && !budgetSpent; watch = queue.shift()) {
        try {
          const outcome = await this.check(watch);
          checked += 1;
          if (outcome?.kind === 'ended') ended.push(outcome);
          else if (outcome) changes.push(outcome.change);
        } catch (error) {
          if (error instanceof RateLimitedError) budgetSpent = true;
          errors.push({ watchId: watch.id, watch: nameOf(watch), message: (error as Error).message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(MAX_PARALLEL_CHECKS, due.length) }, checkNext));
    // Known only once every listing is read: whether so many ended that eBay is likelier wrong than the watches sold.
    const suspect = isSuspectSyncRun(checked, ended.length);
    changes.unshift(...(suspect ? await this.hold(ended) : await this.markSold(ended, errors)));

    const run: EbaySyncRun = {
      trigger,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      checked,
      waiting: toCheck - due.length + queue.length,
      changes,
      errors,
      suspect,
    };
    await this.repository.saveRun({ ...run, startedAt, finishedAt: new Date(run.finishedAt) });
    if (suspect) {
      this.logger.warn(
        `eBay sync suspect: ${ended.length} of ${checked} checked listings came back ended or missing at once; none marked sold, ${changes.filter((change) => change.change === 'held').length} wait for the operator`,
      );
    }
    this.logger.log(`eBay sync: ${checked} checked, ${changes.length} changed, ${errors.length} error(s), ${run.waiting} waiting for the call budget`);
    return run;
  }

  /** A run that is not suspect: each ended listing's watch is sold (unless set by hand since). */
  private async markSold(ended: EndedListing[], errors: EbaySyncError[]): Promise<EbaySyncChange[]> {
    const changes: EbaySyncChange[] = [];
    for (const { watch, at } of ended) {
      try {
        if (await this.writer.markSoldOnEbay(watch.id, at)) changes.push(changeOf(watch, 'sold', null));
      } catch (error) {
        errors.push({ watchId: watch.id, watch: nameOf(watch), message: (error as Error).message });
      }
    }
    return changes;
  }

  /** A suspect run: none is sold; the watches the sync would have sold wait for the operator (docs/ebay-sync.md). */
  private async hold(ended: EndedListing[]): Promise<EbaySyncChange[]> {
    const held = new Set(await this.writer.holdEndedOnEbay(ended.map(({ watch }) => watch.id), new Date()));
    return ended.filter(({ watch }) => held.has(watch.id)).map(({ watch }) => changeOf(watch, 'held', null));
  }

  /** Browse calls the sync may use today: what is left, less the share kept for the operator's imports. */
  private async callAllowance(): Promise<number> {
    // Without API keys the sync reads listing pages, which the daily budget does not count.
    if (!this.clients.hasApi) return Number.POSITIVE_INFINITY;
    const reserve = Math.ceil(this.config.ebay.dailyApiCalls * EBAY_SYNC_IMPORT_RESERVE);
    return Math.max(0, (await this.limiter.remainingApiCallsToday()) - reserve);
  }

  /** Reads the watch's listing: ended (decided once the run is read whole), a change of price, or nothing to say. */
  private async check(watch: SyncedWatch): Promise<EndedListing | { kind: 'change'; change: EbaySyncChange } | null> {
    const now = new Date();
    const verdict = await this.reader.read(watch.sourceId, false).then(
      (listing) => verdictOf(listing, now),
      (error: unknown) => {
        if (isGoneError(error)) return { kind: 'gone' as const };
        throw error;
      },
    );
    if (verdict.kind === 'gone') return { kind: 'ended', watch, at: now };
    const ebayPrice = this.reader.draft(verdict.listing).price || null;
    if (ebayPrice === null) {
      await this.writer.recordEbayPrice(watch.id, null, watch.ebayPriceSettled, now);
      return null;
    }
    // A price equal to ours is settled: the operator changing ours later is not eBay's change.
    const settled = samePrice(ebayPrice, watch.price) ? ebayPrice : watch.ebayPriceSettled;
    await this.writer.recordEbayPrice(watch.id, ebayPrice, settled, now);
    const differs = !samePrice(ebayPrice, watch.price) && !samePrice(ebayPrice, settled);
    return differs && !samePrice(ebayPrice, watch.ebayPrice) ? { kind: 'change', change: changeOf(watch, 'price-differs', ebayPrice) } : null;
  }
}

/** A watch whose listing this run found ended or missing, and when. */
interface EndedListing {
  kind: 'ended';
  watch: SyncedWatch;
  at: Date;
}

function nameOf(watch: SyncedWatch): string {
  return [watch.brand, watch.model, watch.reference].filter(Boolean).join(' ');
}

function changeOf(watch: SyncedWatch, change: EbaySyncChange['change'], ebayPrice: string | null): EbaySyncChange {
  return { watchId: watch.id, watch: nameOf(watch), slug: watch.slug, change, price: watch.price, ebayPrice };
}
