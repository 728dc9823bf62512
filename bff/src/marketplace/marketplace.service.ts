import {
  check,
  importFromUrlSchema,
  importListingSchema,
  importStoreSchema,
  LIMITS,
  listingQuerySchema,
  MARKETPLACE_MESSAGES,
  scrapeQuerySchema,
  type JobAccepted,
  type ListingRef,
} from '@caliber/contracts';
import { CollectionEntity } from '@caliber/db';
import { parseListingUrl, parseStoreRef } from '@caliber/marketplace';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Struct } from 'superstruct';
import type { Repository } from 'typeorm';
import { badRequest } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService, type JobOutcome } from '../jobs/jobs.service.js';
import { requireSettings } from './ebay-credentials.js';

/**
 * The three imports (docs/architecture.md): input is checked here, before anything is queued (bad input
 * 400, missing credentials 409); every eBay call then runs in the worker.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>,
    private readonly jobs: JobsService,
  ) {}

  preview(query: unknown): Promise<JobOutcome<'preview-listing'>> {
    const { itemId } = valid(listingQuerySchema, query);
    requireSettings(this.config.ebay, 'Import by item ID');
    return this.jobs.run('preview-listing', { itemId: itemId.trim() });
  }

  async importListing(body: unknown): Promise<JobOutcome<'import-listing'>> {
    const payload = valid(importListingSchema, body);
    requireSettings(this.config.ebay, 'Import by item ID');
    await this.assertCollection(payload.collectionId);
    return this.jobs.run('import-listing', {
      itemId: payload.itemId.trim(),
      collectionId: payload.collectionId,
      ...(payload.editedData ? { editedData: payload.editedData } : {}),
    });
  }

  /** Answers at once: the operator follows the progress through the job's status. */
  async importStore(body: unknown): Promise<JobAccepted> {
    const payload = valid(importStoreSchema, body);
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

  scrape(query: unknown): Promise<JobOutcome<'scrape-listing'>> {
    const { url } = valid(scrapeQuerySchema, query);
    return this.jobs.run('scrape-listing', listingRef(url));
  }

  async importFromUrl(body: unknown): Promise<JobOutcome<'import-from-url'>> {
    const payload = valid(importFromUrlSchema, body);
    const ref = listingRef(payload.url);
    await this.assertCollection(payload.collectionId);
    return this.jobs.run('import-from-url', { ...ref, collectionId: payload.collectionId, customData: payload.customData ?? null });
  }

  private async assertCollection(id: number): Promise<void> {
    if (!(await this.collections.existsBy({ id }))) throw badRequest(`collectionId: No collection has the id ${id}; ${MARKETPLACE_MESSAGES.collectionRequired.toLowerCase()}`);
  }
}

/**
 * Only the item id survives from the operator's URL: it is checked against eBay's real hosts here,
 * and the worker builds the address it fetches from its own configured base URL.
 */
function listingRef(url: string | undefined): ListingRef {
  if (url !== undefined && url.length > LIMITS.url) throw badRequest(`The URL is longer than ${LIMITS.url} characters; paste the listing's address, such as https://www.ebay.com/itm/123456789012`);
  const parsed = parseListingUrl(url ?? '');
  if (!parsed.ok) throw badRequest(parsed.message);
  return { itemId: parsed.itemId };
}

function valid<T>(schema: Struct<T, any>, value: unknown): T {
  const result = check(schema, value ?? {});
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}
