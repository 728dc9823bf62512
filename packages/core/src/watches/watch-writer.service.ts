import { isReservedSlug, LIMITS, storedPrice, watchFieldsOf, watchRecordOf, watchSlug, type ListingFields, type WatchFieldName } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { CatalogueRuleError } from '../catalogue/catalogue-rule-error.js';
import { CatalogueWrites, type CatalogueTransaction } from '../catalogue/catalogue-writes.service.js';
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
 * one slug rule, and one catalogue-changed event per write, sent in the write's transaction (docs/architecture.md).
 */
@Injectable()
export class WatchWriter {
  constructor(
    private readonly writes: CatalogueWrites,
    private readonly watches: WatchesRepository,
  ) {}

  /** A new watch from every field of the form. */
  async create(input: WatchInput): Promise<WatchEntity> {
    const record = watchRecordOf(input);
    const id = await this.writes.run(async (tx) => {
      await assertCollectionExists(tx, record.collectionId!);
      await assertSlugFree(tx, record.slug!);
      return announced(tx, await tx.watches.add(record), 'watch created');
    });
    return this.read(id);
  }

  /** The operator's edit of every field; fields marked keep-when-absent (availability, source) stay when left out. */
  async replace(id: number, input: WatchInput): Promise<WatchEntity> {
    await this.writes.run(async (tx) => {
      const existing = await existingWatch(tx, id);
      const record = watchRecordOf(input);
      await assertCollectionExists(tx, record.collectionId!);
      if (record.slug !== existing.slug) await assertSlugFree(tx, record.slug!);
      await tx.watches.update(id, { ...record, ...availabilityByHand(existing, record) });
      await announced(tx, id, 'watch changed');
    });
    return this.read(id);
  }

  /** The operator's edit of some fields (a row edit, the featured or availability toggle); the slug stays, so links keep working. */
  async patch(id: number, input: WatchInput): Promise<WatchEntity> {
    await this.writes.run(async (tx) => {
      const existing = await existingWatch(tx, id);
      const { slug: _kept, ...fields } = watchFieldsOf(input);
      if (fields.collectionId !== undefined) await assertCollectionExists(tx, fields.collectionId);
      await tx.watches.update(id, { ...fields, ...availabilityByHand(existing, fields) });
      await announced(tx, id, 'watch changed');
    });
    return this.read(id);
  }

  /** The eBay sync found the listing ended or sold: the watch is sold, unless the operator set its availability since (docs/ebay-sync.md). */
  markSoldOnEbay(id: number, at: Date): Promise<boolean> {
    return this.writes.run(async (tx) => {
      const marked = await tx.watches.markSoldUnlessSetByHand(id, at);
      if (marked) await announced(tx, id, 'listing ended on eBay');
      return marked;
    });
  }

  /**
   * A suspect eBay sync run (`isSuspectSyncRun` in contracts) found these listings ended: instead of being sold, each
   * watch the sync would have sold waits for the operator. Nothing public changes, so nothing is announced. The held ids.
   */
  holdEndedOnEbay(ids: number[], at: Date): Promise<number[]> {
    return this.writes.run((tx) => tx.watches.holdEndedUnlessSetByHand(ids, at));
  }

  /** The operator confirms an ending a suspect run held: the watch is sold as the sync would have sold it (unless set by hand since). */
  confirmEndedOnEbay(id: number, at: Date): Promise<boolean> {
    return this.markSoldOnEbay(id, at);
  }

  /** The operator dismisses an ending a suspect run held: the watch stays as it is. Whether it was waiting. */
  dismissEndedOnEbay(id: number): Promise<boolean> {
    return this.writes.run((tx) => tx.watches.releaseEndedHold(id));
  }

  /**
   * What the eBay sync read of the listing's price (null: it shows none) and the eBay price no longer to flag;
   * the listing is live, so an ending a suspect run held lapses. The back office alone shows these, so nothing
   * public changes and nothing is announced.
   */
  async recordEbayPrice(id: number, ebayPrice: string | null, settled: string | null, at: Date): Promise<void> {
    await this.writes.run((tx) => tx.watches.update(id, { checkedOnEbayAt: at, ebayPrice, ebayPriceSettled: settled, ebayEndedHeldAt: null }));
  }

  /** The operator's decision on a differing eBay price: take it as the watch's, or keep the watch's; either way it is settled. */
  async settleEbayPrice(id: number, ebayPrice: string, takeEbays: boolean): Promise<void> {
    await this.writes.run(async (tx) => {
      if (!takeEbays) return tx.watches.update(id, { ebayPriceSettled: ebayPrice });
      await tx.watches.update(id, { price: storedPrice(ebayPrice), ebayPriceSettled: ebayPrice });
      await announced(tx, id, "eBay's price taken");
    });
  }

  async remove(id: number): Promise<void> {
    await this.writes.run(async (tx) => {
      if (!(await tx.watches.delete(id))) throw new CatalogueRuleError('unknown-watch', `No watch has the id ${id}`);
      await announced(tx, id, 'watch deleted');
    });
  }

  /**
   * A listing as a watch: a listing imported before updates its watch (price, pictures, specifics and
   * description change; slug, featured and collection stay), a new one gets the slug rule's slug.
   */
  async importListing(listing: ListingImport, retried = false): Promise<{ watch: WatchEntity; created: boolean }> {
    try {
      const { id, created } = await this.writes.run((tx) => importWithin(tx, listing));
      return { watch: await this.read(id), created };
    } catch (error) {
      // Another job took this listing or this slug meanwhile: look again (update it, or append the item id).
      if (!retried && isUniqueViolation(error)) return this.importListing(listing, true);
      throw error;
    }
  }

  /** The watch as written, read once its write has committed. */
  private async read(id: number): Promise<WatchEntity> {
    return (await this.watches.findById(id))!;
  }
}

async function importWithin(tx: CatalogueTransaction, listing: ListingImport): Promise<{ id: number; created: boolean }> {
  const details: WatchInput = { ...listing.fields, imageUrl: listing.gallery[0], imageGallery: listing.gallery };
  const ebayPrice = { ebayPrice: listing.ebayPrice, ebayPriceSettled: listing.ebayPrice };
  const existing = await tx.watches.findBySource(listing.source, listing.sourceId);
  if (existing) {
    await tx.watches.update(existing.id, { ...watchFieldsOf(details), ...ebayPrice });
    return { id: await announced(tx, existing.id, 'listing imported again'), created: false };
  }
  await assertCollectionExists(tx, listing.collectionId);
  const record = watchRecordOf({
    ...details,
    collectionId: listing.collectionId,
    featured: false,
    slug: await freeSlug(tx, listing.fields, listing.sourceId),
    source: listing.source,
    sourceId: listing.sourceId,
  });
  return { id: await announced(tx, await tx.watches.add({ ...record, ...ebayPrice }), 'listing imported'), created: true };
}

/** Announces the watch's change with its write; its id. */
async function announced(tx: CatalogueTransaction, id: number, reason: string): Promise<number> {
  await tx.announce({ watchIds: [id], collections: false, reason });
  return id;
}

/** The slug rule's slug, or with the item id appended when another watch has it (or it is reserved). */
async function freeSlug(tx: CatalogueTransaction, fields: ListingFields, itemId: string): Promise<string> {
  const base = trimmedSlug(watchSlug(fields), itemId);
  if (base && !isReservedSlug(base) && !(await tx.watches.isSlugTaken(base))) return base;
  return slugWithItemId(base, itemId);
}

async function existingWatch(tx: CatalogueTransaction, id: number): Promise<WatchEntity> {
  const watch = await tx.watches.findById(id);
  if (!watch) throw new CatalogueRuleError('unknown-watch', `No watch has the id ${id}`);
  return watch;
}

async function assertCollectionExists(tx: CatalogueTransaction, collectionId: number): Promise<void> {
  if (!(await tx.collections.exists(collectionId))) throw new CatalogueRuleError('collection-reference', `No collection has the id ${collectionId}`);
}

async function assertSlugFree(tx: CatalogueTransaction, slug: string): Promise<void> {
  if (await tx.watches.isSlugTaken(slug)) throw new CatalogueRuleError('slug-taken', `The slug "${slug}" is already used by another watch`);
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
