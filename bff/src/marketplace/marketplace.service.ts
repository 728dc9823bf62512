import {
  LIMITS,
  MARKETPLACE_MESSAGES,
  type ImportFromUrlPayload,
  type ImportListingPayload,
  type ImportStorePayload,
  type JobAccepted,
  type ListingQuery,
  type ListingRef,
  type ScrapeQuery,
} from '@caliber/contracts';
import { EXAMPLE_LISTING_URL, parseListingUrl, parseStoreRef } from '@caliber/marketplace';
import { Inject, Injectable } from '@nestjs/common';
import { CollectionsRepository } from '@caliber/core';
import { badRequest } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService, type JobOutcome } from '../jobs/jobs.service.js';
import { requireSettings } from './ebay-credentials.js';

/**
 * The three imports (docs/architecture.md): input is checked before anything is queued (bad input 400 by the
 * controller's schemas and here, missing credentials 409); every eBay call then runs in the worker.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly collections: CollectionsRepository,
    private readonly jobs: JobsService,
  ) {}

  preview({ itemId }: ListingQuery): Promise<JobOutcome<'preview-listing'>> {
    requireSettings(this.config.ebay, 'Import by item ID');
    return this.jobs.run('preview-listing', { itemId: itemId.trim() });
  }

  async importListing(payload: ImportListingPayload): Promise<JobOutcome<'import-listing'>> {
    requireSettings(this.config.ebay, 'Import by item ID');
    await this.assertCollection(payload.collectionId);
    return this.jobs.run('import-listing', {
      itemId: payload.itemId.trim(),
      collectionId: payload.collectionId,
      ...(payload.editedData ? { editedData: payload.editedData } : {}),
    });
  }

  /** Answers at once: the operator follows the progress through the job's status. */
  async importStore(payload: ImportStorePayload): Promise<JobAccepted> {
    const ref = parseStoreRef(payload.storeId ?? '');
    if (!ref.ok) throw badRequest(ref.message);
    requireSettings(this.config.ebay, 'Import from a store');
    await this.assertCollection(payload.collectionId);
    const name = ref.kind === 'username' ? ref.username : ref.slug;
    const job = await this.jobs.enqueue(
      'import-store',
      { input: payload.storeId!.trim(), collectionId: payload.collectionId, ...(ref.kind === 'username' ? { seller: name } : { store: name }) },
      { deduplicationKey: `import-store-${ref.kind}-${name.toLowerCase()}-${payload.collectionId}` },
    );
    return this.jobs.accepted(job);
  }

  scrape({ url }: ScrapeQuery): Promise<JobOutcome<'scrape-listing'>> {
    return this.jobs.run('scrape-listing', listingRef(url));
  }

  async importFromUrl(payload: ImportFromUrlPayload): Promise<JobOutcome<'import-from-url'>> {
    const ref = listingRef(payload.url);
    await this.assertCollection(payload.collectionId);
    return this.jobs.run('import-from-url', { ...ref, collectionId: payload.collectionId, customData: payload.customData ?? null });
  }

  private async assertCollection(id: number): Promise<void> {
    if (!(await this.collections.exists(id))) throw badRequest(`collectionId: No collection has the id ${id}; ${MARKETPLACE_MESSAGES.collectionRequired.toLowerCase()}`);
  }
}

/**
 * Only the item id survives from the operator's URL: it is checked against eBay's real hosts here,
 * and the worker builds the address it fetches from its own configured base URL.
 */
function listingRef(url: string | undefined): ListingRef {
  if (url !== undefined && url.length > LIMITS.url) throw badRequest(`The URL is longer than ${LIMITS.url} characters; paste the listing's address, such as ${EXAMPLE_LISTING_URL}`);
  const parsed = parseListingUrl(url ?? '');
  if (!parsed.ok) throw badRequest(parsed.message);
  return { itemId: parsed.itemId };
}
