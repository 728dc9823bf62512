import { byDisplayOrder, type Collection, type CollectionFormPayload, type ReorderPayload } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { PublicCacheService } from '../cache/public-cache.service.js';
import { toCollection } from '../catalog/collection.mapper.js';
import { CollectionsRepository } from '../catalog/collections.repository.js';
import { WatchesRepository } from '../catalog/watches.repository.js';
import { badRequest, conflict, notFound } from '../common/api-error.js';

@Injectable()
export class AdminCollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly watches: WatchesRepository,
    private readonly cache: PublicCacheService,
  ) {}

  async list(): Promise<Collection[]> {
    return (await this.collections.findAllOrdered()).map(toCollection);
  }

  async create(payload: CollectionFormPayload): Promise<Collection> {
    await this.assertSlugFree(payload.slug);
    const saved = await this.collections.save({ ...this.fields(payload), displayOrder: payload.displayOrder ?? 0 });
    await this.cache.invalidate();
    return toCollection(saved);
  }

  async update(id: number, payload: CollectionFormPayload): Promise<Collection> {
    const existing = await this.collections.findById(id);
    if (!existing) throw notFound(`No collection has the id ${id}`);
    if (payload.slug !== existing.slug) await this.assertSlugFree(payload.slug);
    const saved = await this.collections.save({ ...existing, ...this.fields(payload), displayOrder: payload.displayOrder ?? existing.displayOrder });
    await this.cache.invalidate();
    return toCollection(saved);
  }

  /** A collection that still holds watches is kept: 409 says how many must move first. */
  async remove(id: number): Promise<void> {
    if (!(await this.collections.exists(id))) throw notFound(`No collection has the id ${id}`);
    const count = await this.watches.countInCollection(id);
    if (count > 0) {
      throw conflict(`This collection still holds ${count} watch${count === 1 ? '' : 'es'}; move or delete ${count === 1 ? 'it' : 'them'} first`);
    }
    await this.collections.delete(id);
    await this.cache.invalidate();
  }

  /** Every collection id exactly once; all positions applied in one transaction. */
  async reorder({ collectionOrders }: ReorderPayload): Promise<Collection[]> {
    const ids = collectionOrders.map((order) => order.id);
    if (new Set(ids).size !== ids.length) throw badRequest('collectionOrders: each collection id may appear only once');
    const reordered = await this.collections.reorder(collectionOrders);
    if (!reordered) throw conflict('The collections changed meanwhile: reload the list and save the order again');
    await this.cache.invalidate();
    return reordered.map(toCollection).sort(byDisplayOrder);
  }

  private fields(payload: CollectionFormPayload): Partial<CollectionEntity> {
    return {
      name: payload.name.trim(),
      description: payload.description.trim(),
      imageUrl: payload.imageUrl.trim(),
      slug: payload.slug,
    };
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.collections.isSlugTaken(slug)) throw conflict(`The slug "${slug}" is already used by another collection`);
  }
}
