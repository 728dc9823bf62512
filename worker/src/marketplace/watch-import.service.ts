import { isReservedSlug, LIMITS, watchSlug, type Condition, type ImportedWatch, type JobPayloads, type ListingFields, type WatchOverrides } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';
import type { MarketplaceListing } from '@caliber/marketplace';
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { JobInputError } from '../queues/job-failure.js';
import { CatalogueCacheService } from './catalogue-cache.service.js';
import { ImageRehostService } from './image-rehost.service.js';
import { fieldsOf, missingFields, MissingFieldsError, withOverrides } from './listing-fields.js';
import { ListingReaderService } from './listing-reader.service.js';
import { WatchesRepository } from './watches.repository.js';

const SOURCE = 'ebay';

/**
 * Turns listings into watches. A listing imported before updates its watch (unique source and item
 * id): price, pictures, specifics and description change; slug, featured and collection stay.
 */
@Injectable()
export class WatchImportService {
  constructor(
    private readonly watches: WatchesRepository,
    private readonly reader: ListingReaderService,
    private readonly images: ImageRehostService,
    private readonly cache: CatalogueCacheService,
  ) {}

  async handleImportListing({ itemId, collectionId, editedData }: JobPayloads['import-listing']): Promise<ImportedWatch> {
    const watch = await this.importListing(await this.reader.read(itemId, true), collectionId, editedData);
    await this.cache.invalidate();
    return watch;
  }

  async handleImportFromUrl({ itemId, collectionId, customData }: JobPayloads['import-from-url']): Promise<ImportedWatch> {
    const watch = await this.importListing(await this.reader.read(itemId, false), collectionId, customData);
    await this.cache.invalidate();
    return watch;
  }

  /** Saves one listing as a watch; a listing lacking required fields is refused (400, {@link MissingFieldsError}) naming them. */
  async importListing(listing: MarketplaceListing, collectionId: number, overrides?: WatchOverrides | null): Promise<ImportedWatch> {
    const draft = this.reader.draft(listing);
    const fields = withOverrides(fieldsOf(draft), overrides);
    const missing = missingFields(fields, draft.imageUrls.length);
    if (missing.length > 0) throw new MissingFieldsError(missing);
    if (!(await this.watches.collectionExists(collectionId))) throw new JobInputError(`No collection has the id ${collectionId}; please select a collection`);
    const gallery = await this.images.rehost(draft.imageUrls.slice(0, LIMITS.gallery));
    if (gallery.length === 0) throw new JobInputError('None of the listing\'s pictures could be downloaded from eBay');
    return this.upsert(listing.itemId, collectionId, fields, gallery, draft.price || null);
  }

  private async upsert(itemId: string, collectionId: number, fields: ListingFields, gallery: string[], ebayPrice: string | null, retried = false): Promise<ImportedWatch> {
    const values = {
      ...fields,
      condition: fields.condition as Condition, // checked by missingFields
      imageUrl: gallery[0],
      imageGallery: gallery,
      // The listing's price as imported is settled: the eBay sync flags only a later change (docs/ebay-sync.md).
      ebayPrice,
      ebayPriceSettled: ebayPrice,
    } satisfies Partial<WatchEntity>;
    const existing = await this.watches.findBySource(SOURCE, itemId);
    if (existing) {
      await this.watches.update(existing.id, values);
      return imported({ ...existing, ...values }, false);
    }
    try {
      const saved = await this.watches.add({ ...values, collectionId, featured: false, slug: await this.freeSlug(fields, itemId), source: SOURCE, sourceId: itemId });
      return imported(saved, true);
    } catch (error) {
      // Another job took this listing or this slug meanwhile: look again (update it, or append the item id).
      if (!retried && isUniqueViolation(error)) return this.upsert(itemId, collectionId, fields, gallery, ebayPrice, true);
      throw error;
    }
  }

  /** The slug rule's slug, or with the item id appended when another watch has it (or it is reserved). */
  private async freeSlug(fields: ListingFields, itemId: string): Promise<string> {
    const base = watchSlug(fields).slice(0, LIMITS.slug - itemId.length - 1).replace(/-$/, '');
    if (base && !isReservedSlug(base) && !(await this.watches.isSlugTaken(base))) return base;
    return base ? `${base}-${itemId}` : `ebay-${itemId}`;
  }
}

function imported(watch: Pick<WatchEntity, 'id' | 'slug' | 'brand' | 'model' | 'reference' | 'price' | 'collectionId' | 'imageUrl' | 'sourceId'>, created: boolean): ImportedWatch {
  const { id, slug, brand, model, reference, price, collectionId, imageUrl, sourceId } = watch;
  return { id, slug, brand, model, reference, price, collectionId, imageUrl, sourceId: sourceId!, created };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
