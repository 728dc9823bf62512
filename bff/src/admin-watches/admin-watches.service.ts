import {
  INVENTORY_DEFAULTS,
  type Availability,
  isInlineEdit,
  watchRecordOf,
  type Watch,
  type WatchFieldPatch,
  type WatchFormPayload,
  type WatchInventoryQuery,
  type WatchPage,
  type WatchUpdatePayload,
} from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { CollectionsRepository } from '../catalog/collections.repository.js';
import { toWatch } from '../catalog/watch.mapper.js';
import { WatchesRepository } from '../catalog/watches.repository.js';
import { badRequest, conflict, notFound } from '../common/api-error.js';

@Injectable()
export class AdminWatchesService {
  constructor(
    private readonly watches: WatchesRepository,
    private readonly collections: CollectionsRepository,
    private readonly cache: PublicCacheService,
  ) {}

  /** Every watch, sold ones included, newest first (the whole list, docs/back-office.md). */
  async list(): Promise<Watch[]> {
    return (await this.watches.findAllIncludingSold()).map(toWatch);
  }

  /** One page of the inventory; what the query leaves out is the inventory's default. */
  async page(query: WatchInventoryQuery): Promise<WatchPage> {
    const asked = { ...INVENTORY_DEFAULTS, ...definedOnly(query) };
    const [items, total] = await this.watches.findInventoryPage(asked);
    return { items: items.map(toWatch), total, page: asked.page, pageSize: asked.pageSize };
  }

  async create(payload: WatchFormPayload): Promise<Watch> {
    await this.assertCollectionExists(payload.collectionId);
    await this.assertSlugFree(payload.slug);
    return this.afterWrite(await this.watches.add(watchRecordOf(payload)));
  }

  /** A full watch replaces every field; a body with one of the row's fields (ROW_EDIT_FIELDS) edits only that. */
  async update(id: number, payload: WatchUpdatePayload): Promise<Watch> {
    const existing = await this.watches.findById(id);
    if (!existing) throw notFound(`No watch has the id ${id}`);
    if (isInlineEdit(payload)) {
      // A row edit never changes the slug: links to the watch keep working.
      await this.watches.update(id, { ...(payload as WatchFieldPatch), ...availabilityByHand(existing, payload) });
      return this.afterWrite(id);
    }
    const full = payload as WatchFormPayload;
    await this.assertCollectionExists(full.collectionId);
    if (full.slug !== existing.slug) await this.assertSlugFree(full.slug);
    await this.watches.update(id, { ...watchRecordOf(full), ...availabilityByHand(existing, full) });
    return this.afterWrite(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.watches.delete(id))) throw notFound(`No watch has the id ${id}`);
    await this.cache.invalidate();
  }

  private async afterWrite(id: number): Promise<Watch> {
    await this.cache.invalidate();
    return toWatch((await this.watches.findById(id))!);
  }

  private async assertCollectionExists(collectionId: number): Promise<void> {
    if (!(await this.collections.exists(collectionId))) throw badRequest(`collectionId: No collection has the id ${collectionId}`);
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.watches.isSlugTaken(slug)) throw conflict(`The slug "${slug}" is already used by another watch`);
  }
}

/** An availability the operator changes is theirs: the eBay sync leaves it until it next sets one (docs/ebay-sync.md). */
function availabilityByHand(existing: WatchEntity, payload: { availability?: Availability | null }): Partial<WatchEntity> {
  return payload.availability && payload.availability !== existing.availability ? { availabilitySetByHandAt: new Date() } : {};
}

function definedOnly<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null)) as Partial<T>;
}
