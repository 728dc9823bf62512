import { isReservedSlug, LIMITS, storedPrice, watchFieldsOf, watchRecordOf, watchSlug, type ListingFields, type WatchFieldName } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { CatalogueEvents } from '../catalogue/catalogue-events.service.js';
import { CatalogueRuleError } from '../catalogue/catalogue-rule-error.js';
import { CollectionsRepository } from '../collections/collections.repository.js';
import { WatchesRepository } from './watches.repository.js';

/** Field values as a validated request or listing gives them; the writer stores each in its one stored form. */
export type WatchInput = Partial<Record<WatchFieldName, unknown>>;

/** A listing to import: its fields (with the operator's edits), the collection a new watch goes into, its rehosted pictures. */
export interface ListingImport {
  source: string;
  sourceId: string;
  fields: ListingFields;
  collectionId: number;
  gallery: string[];
  /** The listing's own price on eBay, when it shows one: settled at import, so the eBay sync flags only a later change. */
  ebayPrice: string | null;
}

/**
 * Every write of a watch, whoever makes it (the admin dialog, a row edit or toggle, an eBay import, the eBay sync):
 * one normalisation per field (`watchRecordOf`/`watchFieldsOf` in contracts: trimming, price, gallery),
 * one slug rule, and one catalogue-changed event per write (docs/architecture.md).
 */
@Injectable()
export class WatchWriter {
  constructor(
    private readonly watches: WatchesRepository,
    private readonly collections: CollectionsRepository,
    private readonly events: CatalogueEvents,
  ) {}

  /** A new watch from every field of the form. */
  async create(input: WatchInput): Promise<WatchEntity> {
    const record = watchRecordOf(input);
    await this.assertCollectionExists(record.collectionId!);
    await this.assertSlugFree(record.slug!);
    return this.written(await this.watches.add(record), 'watch created');
  }

  /** The operator's edit of every field; fields marked keep-when-absent (availability, source) stay when left out. */
  async replace(id: number, input: WatchInput): Promise<WatchEntity> {
    const existing = await this.existing(id);
    const record = watchRecordOf(input);
    await this.assertCollectionExists(record.collectionId!);
    if (record.slug !== existing.slug) await this.assertSlugFree(record.slug!);
    await this.watches.update(id, { ...record, ...availabilityByHand(existing, record) });
    return this.written(id, 'watch changed');
  }

  /** The operator's edit of some fields (a row edit, the featured or availability toggle); the slug stays, so links keep working. */
  async patch(id: number, input: WatchInput): Promise<WatchEntity> {
    const existing = await this.existing(id);
    const { slug: _kept, ...fields } = watchFieldsOf(input);
    if (fields.collectionId !== undefined) await this.assertCollectionExists(fields.collectionId);
    await this.watches.update(id, { ...fields, ...availabilityByHand(existing, fields) });
    return this.written(id, 'watch changed');
  }

  /** The eBay sync found the listing ended or sold: the watch is sold, unless the operator set its availability since (docs/ebay-sync.md). */
  async markSoldOnEbay(id: number, at: Date): Promise<boolean> {
    const marked = await this.watches.markSoldUnlessSetByHand(id, at);
    if (marked) await this.events.announce({ watchIds: [id], collections: false, reason: 'listing ended on eBay' });
    return marked;
  }

  /**
   * A suspect eBay sync run (`isSuspectSyncRun` in contracts) found these listings ended: instead of being sold, each
   * watch the sync would have sold waits for the operator. Nothing public changes, so nothing is announced. The held ids.
   */
  holdEndedOnEbay(ids: number[], at: Date): Promise<number[]> {
    return this.watches.holdEndedUnlessSetByHand(ids, at);
  }

  /** The operator confirms an ending a suspect run held: the watch is sold as the sync would have sold it (unless set by hand since). */
  confirmEndedOnEbay(id: number, at: Date): Promise<boolean> {
    return this.markSoldOnEbay(id, at);
  }

  /** The operator dismisses an ending a suspect run held: the watch stays as it is. Whether it was waiting. */
  dismissEndedOnEbay(id: number): Promise<boolean> {
    return this.watches.releaseEndedHold(id);
  }

  /**
   * What the eBay sync read of the listing's price (null: it shows none) and the eBay price no longer to flag;
   * the listing is live, so an ending a suspect run held lapses. The back office alone shows these, so nothing
   * public changes and nothing is announced.
   */
  async recordEbayPrice(id: number, ebayPrice: string | null, settled: string | null, at: Date): Promise<void> {
    await this.watches.update(id, { checkedOnEbayAt: at, ebayPrice, ebayPriceSettled: settled, ebayEndedHeldAt: null });
  }

  /** The operator's decision on a differing eBay price: take it as the watch's, or keep the watch's; either way it is settled. */
  async settleEbayPrice(id: number, ebayPrice: string, takeEbays: boolean): Promise<void> {
    if (!takeEbays) {
      await this.watches.update(id, { ebayPriceSettled: ebayPrice });
      return;
    }
    await this.watches.update(id, { price: storedPrice(ebayPrice), ebayPriceSettled: ebayPrice });
    await this.events.announce({ watchIds: [id], collections: false, reason: "eBay's price taken" });
  }

  async remove(id: number): Promise<void> {
    if (!(await this.watches.delete(id))) throw new CatalogueRuleError('unknown-watch', `No watch has the id ${id}`);
    await this.events.announce({ watchIds: [id], collections: false, reason: 'watch deleted' });
  }

  /**
   * A listing as a watch: a listing imported before updates its watch (price, pictures, specifics and
   * description change; slug, featured and collection stay), a new one gets the slug rule's slug.
   */
  async importListing(listing: ListingImport, retried = false): Promise<{ watch: WatchEntity; created: boolean }> {
    const details: WatchInput = { ...listing.fields, imageUrl: listing.gallery[0], imageGallery: listing.gallery };
    const ebayPrice = { ebayPrice: listing.ebayPrice, ebayPriceSettled: listing.ebayPrice };
    const existing = await this.watches.findBySource(listing.source, listing.sourceId);
    if (existing) {
      await this.watches.update(existing.id, { ...watchFieldsOf(details), ...ebayPrice });
      return { watch: await this.written(existing.id, 'listing imported again'), created: false };
    }
    await this.assertCollectionExists(listing.collectionId);
    const record = watchRecordOf({
      ...details,
      collectionId: listing.collectionId,
      featured: false,
      slug: await this.freeSlug(listing.fields, listing.sourceId),
      source: listing.source,
      sourceId: listing.sourceId,
    });
    try {
      return { watch: await this.written(await this.watches.add({ ...record, ...ebayPrice }), 'listing imported'), created: true };
    } catch (error) {
      // Another job took this listing or this slug meanwhile: look again (update it, or append the item id).
      if (!retried && isUniqueViolation(error)) return this.importListing(listing, true);
      throw error;
    }
  }

  /** The slug rule's slug, or with the item id appended when another watch has it (or it is reserved). */
  private async freeSlug(fields: ListingFields, itemId: string): Promise<string> {
    const base = trimmedSlug(watchSlug(fields), itemId);
    if (base && !isReservedSlug(base) && !(await this.watches.isSlugTaken(base))) return base;
    return slugWithItemId(base, itemId);
  }

  private async existing(id: number): Promise<WatchEntity> {
    const watch = await this.watches.findById(id);
    if (!watch) throw new CatalogueRuleError('unknown-watch', `No watch has the id ${id}`);
    return watch;
  }

  private async written(id: number, reason: string): Promise<WatchEntity> {
    await this.events.announce({ watchIds: [id], collections: false, reason });
    return (await this.watches.findById(id))!;
  }

  private async assertCollectionExists(collectionId: number): Promise<void> {
    if (!(await this.collections.exists(collectionId))) throw new CatalogueRuleError('collection-reference', `No collection has the id ${collectionId}`);
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.watches.isSlugTaken(slug)) throw new CatalogueRuleError('slug-taken', `The slug "${slug}" is already used by another watch`);
  }
}

/** An availability the operator changes is theirs: the eBay sync leaves it until it next sets one (docs/ebay-sync.md). */
function availabilityByHand(existing: WatchEntity, written: { availability?: string | null }): Partial<WatchEntity> {
  return written.availability && written.availability !== existing.availability ? { availabilitySetByHandAt: new Date() } : {};
}

/** The slug cut to leave room for "-<item id>" within the slug's length. */
const trimmedSlug = (slug: string, itemId: string) => slug.slice(0, LIMITS.slug - itemId.length - 1).replace(/-$/, '');
const slugWithItemId = (base: string, itemId: string) => (base ? `${base}-${itemId}` : `ebay-${itemId}`);

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
