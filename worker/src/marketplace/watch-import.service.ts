import { LIMITS, withOverrides, type ImportedWatch, type JobPayloads, type WatchOverrides } from '@caliber/contracts';
import { CatalogueRuleError, WatchWriter } from '@caliber/core';
import type { WatchEntity } from '@caliber/db';
import type { MarketplaceListing } from '@caliber/marketplace';
import { Injectable } from '@nestjs/common';
import { JobInputError } from '../queues/job-failure.js';
import { ImageRehostService } from './image-rehost.service.js';
import { fieldsOf, missingFields, MissingFieldsError } from './listing-fields.js';
import { ListingReaderService } from './listing-reader.service.js';

const SOURCE = 'ebay';

/**
 * Turns listings into watches through the WatchWriter: a listing imported before updates its watch
 * (price, pictures, specifics and description change; slug, featured and collection stay).
 */
@Injectable()
export class WatchImportService {
  constructor(
    private readonly writer: WatchWriter,
    private readonly reader: ListingReaderService,
    private readonly images: ImageRehostService,
  ) {}

  async handleImportListing({ itemId, collectionId, editedData }: JobPayloads['import-listing']): Promise<ImportedWatch> {
    return this.importListing(await this.reader.read(itemId, true), collectionId, editedData);
  }

  async handleImportFromUrl({ itemId, collectionId, customData }: JobPayloads['import-from-url']): Promise<ImportedWatch> {
    return this.importListing(await this.reader.read(itemId, false), collectionId, customData);
  }

  /** Saves one listing as a watch; a listing lacking required fields is refused (400, {@link MissingFieldsError}) naming them. */
  async importListing(listing: MarketplaceListing, collectionId: number, overrides?: WatchOverrides | null): Promise<ImportedWatch> {
    const draft = this.reader.draft(listing);
    const fields = withOverrides(fieldsOf(draft), overrides);
    const missing = missingFields(fields, draft.imageUrls.length);
    if (missing.length > 0) throw new MissingFieldsError(missing);
    const gallery = await this.images.rehost(draft.imageUrls.slice(0, LIMITS.gallery));
    if (gallery.length === 0) throw new JobInputError('None of the listing\'s pictures could be downloaded from eBay');
    try {
      const { watch, created } = await this.writer.importListing({ source: SOURCE, sourceId: listing.itemId, fields, collectionId, gallery });
      return imported(watch, created);
    } catch (error) {
      if (error instanceof CatalogueRuleError && error.rule === 'collection-reference') throw new JobInputError(`${error.message}; please select a collection`);
      throw error;
    }
  }
}

function imported(watch: WatchEntity, created: boolean): ImportedWatch {
  const { id, slug, brand, model, reference, price, collectionId, imageUrl, sourceId } = watch;
  return { id, slug, brand, model, reference, price, collectionId, imageUrl, sourceId: sourceId!, created };
}
