import type { EbayEndedDecision, EbayEndedListing, EbayPriceChoice, EbayPriceDifference, EbaySyncRun, EbaySyncStatus, JobAccepted } from '@caliber/contracts';
import { EbaySyncRepository, WatchesRepository, WatchWriter } from '@caliber/core';
import type { EbaySyncRunEntity, WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../common/api-error.js';
import { JobsService } from '../jobs/jobs.service.js';

// While a "Sync now" waits or runs, another click joins it.
const SYNC_NOW_KEY = 'ebay-sync-now';

/** The back office's side of the eBay sync (docs/ebay-sync.md): its last run, "Sync now", the price decisions and the held endings. */
@Injectable()
export class EbaySyncService {
  constructor(
    private readonly repository: EbaySyncRepository,
    private readonly watches: WatchesRepository,
    private readonly writer: WatchWriter,
    private readonly jobs: JobsService,
  ) {}

  async status(): Promise<EbaySyncStatus> {
    const [lastRun, priceDifferences, endedListings] = await Promise.all([
      this.repository.findLastRun(),
      this.repository.countPriceDifferences(),
      this.repository.countEndedHeld(),
    ]);
    return { lastRun: lastRun ? toRun(lastRun) : null, priceDifferences, endedListings };
  }

  /** Queues a sync now, through the worker like the scheduled ones; 202 with the job to follow. */
  async syncNow(): Promise<JobAccepted> {
    const job = await this.jobs.enqueue('sync-ebay', { trigger: 'operator' }, { deduplicationKey: SYNC_NOW_KEY });
    return this.jobs.accepted(job);
  }

  async priceDifferences(): Promise<EbayPriceDifference[]> {
    return (await this.repository.findPriceDifferences()).map(toDifference);
  }

  /** One click: eBay's price becomes the watch's, or the watch keeps its own; 409 when nothing differs now. */
  async settlePrice(watchId: number, take: EbayPriceChoice): Promise<void> {
    const watch = await this.watches.findById(watchId);
    if (!watch) throw notFound(`No watch has the id ${watchId}`);
    if (watch.ebayPrice === null || !(await this.repository.priceDiffers(watchId))) throw conflict(`The price of watch ${watchId} does not differ on eBay (any more); reload the inventory`);
    await this.writer.settleEbayPrice(watchId, watch.ebayPrice, take === 'ebay');
  }

  async endedListings(): Promise<EbayEndedListing[]> {
    return (await this.repository.findEndedHeld()).map(toEndedListing);
  }

  /**
   * The operator's word on a listing a suspect run found ended: `confirm` sells the watch through the core's writer
   * (as the sync would have), `dismiss` leaves it as it is; 409 when it no longer waits.
   */
  async decideEnded(watchId: number, decision: EbayEndedDecision): Promise<void> {
    if (!(await this.watches.findById(watchId))) throw notFound(`No watch has the id ${watchId}`);
    if (!(await this.repository.isEndedHeld(watchId))) throw conflict(`Watch ${watchId} does not wait for a decision on its eBay listing (any more); reload the dashboard`);
    if (decision === 'confirm') await this.writer.confirmEndedOnEbay(watchId, new Date());
    else await this.writer.dismissEndedOnEbay(watchId);
  }
}

function toRun(run: EbaySyncRunEntity): EbaySyncRun {
  const { trigger, checked, waiting, changes, errors, suspect } = run;
  return { trigger, startedAt: run.startedAt.toISOString(), finishedAt: run.finishedAt.toISOString(), checked, waiting, changes, errors, suspect };
}

function toEndedListing(watch: WatchEntity): EbayEndedListing {
  return {
    watchId: watch.id,
    watch: [watch.brand, watch.model, watch.reference].filter(Boolean).join(' '),
    slug: watch.slug,
    sourceId: watch.sourceId ?? '',
    price: watch.price,
    heldAt: watch.ebayEndedHeldAt!.toISOString(),
  };
}

function toDifference(watch: WatchEntity): EbayPriceDifference {
  return {
    watchId: watch.id,
    watch: [watch.brand, watch.model, watch.reference].filter(Boolean).join(' '),
    slug: watch.slug,
    price: watch.price,
    ebayPrice: watch.ebayPrice!,
    checkedOnEbayAt: watch.checkedOnEbayAt!.toISOString(),
  };
}
