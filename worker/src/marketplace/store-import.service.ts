import type { ImportedWatch, JobPayloads, JobProgress, SkippedListing, StoreImportResult } from '@caliber/contracts';
import { MarketplaceError, type SellerItemSummary } from '@caliber/marketplace';
import { Injectable } from '@nestjs/common';
import { JobInputError } from '../queues/job-failure.js';
import { EbayClientsService } from './ebay-clients.service.js';
import { MissingFieldsError, missingMessage } from './listing-fields.js';
import { WatchImportService } from './watch-import.service.js';

// Listings read at once; the call limiter keeps the pace within eBay's quota whatever this is.
const PARALLEL_LISTINGS = 4;
// eBay's search window: offsets past 10,000 are refused.
const SEARCH_WINDOW = 10_000;

/**
 * Imports every Wristwatches listing of a seller: pages through the search, then reads each listing
 * for its item specifics (summaries have none). A listing that cannot become a watch is skipped with
 * the reason; a transient failure fails the job, whose retry re-imports (updates) what was done.
 */
@Injectable()
export class StoreImportService {
  constructor(
    private readonly clients: EbayClientsService,
    private readonly importer: WatchImportService,
  ) {}

  async handleImportStore(data: JobPayloads['import-store'], report: (progress: JobProgress) => Promise<void>): Promise<StoreImportResult> {
    const api = this.clients.api();
    const seller = data.seller ?? (await this.storeOwner(data.store ?? data.input));
    const summaries = await this.listingsOf(seller);
    const total = summaries.length;
    await report({ done: 0, total });
    const watches: ImportedWatch[] = [];
    const skipped: SkippedListing[] = [];
    let done = 0;
    let next = 0;
    const lane = async () => {
      while (next < total) {
        const summary = summaries[next++];
        try {
          watches.push(await this.importer.importListing(await api.getItemByLegacyId(summary.itemId), data.collectionId));
        } catch (error) {
          if (!isSkippable(error)) throw error;
          skipped.push(skippedListing(summary, error as Error));
        }
        done += 1;
        await report({ done, total });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_LISTINGS, total) }, lane));
    const order = new Map(summaries.map((summary, index) => [summary.itemId, index]));
    const byListing = (a: { sourceId?: string; itemId?: string }, b: { sourceId?: string; itemId?: string }) =>
      order.get((a.sourceId ?? a.itemId)!)! - order.get((b.sourceId ?? b.itemId)!)!;
    return { seller, total, watches: watches.sort(byListing), skipped: skipped.sort(byListing) };
  }

  private async storeOwner(slug: string): Promise<string> {
    const owner = await this.clients.web.getStoreOwner(slug);
    if (!owner) throw new JobInputError(`The eBay store "${slug}" does not say who sells there; enter the seller's username instead`, 404);
    return owner;
  }

  private async listingsOf(seller: string): Promise<SellerItemSummary[]> {
    const api = this.clients.api();
    const items: SellerItemSummary[] = [];
    for (let offset = 0; offset < SEARCH_WINDOW; ) {
      const page = await api.searchBySeller(seller, { offset });
      items.push(...page.items);
      if (!page.hasMore) break;
      offset += page.limit;
    }
    if (items.length === 0) throw new JobInputError(`eBay shows no watch listings for the seller "${seller}"`, 404);
    // A listing on two pages (the search moved while paging) is imported once.
    return [...new Map(items.map((item) => [item.itemId, item])).values()];
  }
}

/** A listing lacking fields says how to import it from here: open it in the item-id preview and fill them in. */
function skippedListing({ itemId, title }: SellerItemSummary, error: Error): SkippedListing {
  if (error instanceof MissingFieldsError) return { itemId, title, reason: missingMessage(error.missing, 'store'), missingFields: error.missing };
  return { itemId, title, reason: error.message, missingFields: [] };
}

/** Reasons to leave one listing out rather than fail the store: the listing's own problems. */
function isSkippable(error: unknown): boolean {
  return error instanceof JobInputError || (error instanceof MarketplaceError && !error.retryable);
}
