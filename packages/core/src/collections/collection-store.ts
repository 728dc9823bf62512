import type { ReorderPayload } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';
import type { DeepPartial } from 'typeorm';
import { CollectionsRepository } from './collections.repository.js';

/**
 * The collections as a writer's transaction reads and writes them (`CatalogueWrites`). Not exported from the
 * package: the apps get the read-only `CollectionsRepository`, and write through `CollectionWriter`.
 */
export class CollectionStore extends CollectionsRepository {
  /** Adds a collection, or replaces the one with the same id. */
  save(collection: DeepPartial<CollectionEntity>): Promise<CollectionEntity> {
    return this.collections.save(this.collections.create(collection));
  }

  async delete(id: number): Promise<void> {
    await this.collections.delete({ id });
  }

  /**
   * Applies every position, the rows locked until the transaction ends; null (and nothing changed) when
   * `orders` does not name exactly the collections there are.
   */
  async reorder(orders: ReorderPayload['collectionOrders']): Promise<CollectionEntity[] | null> {
    const current = new Set((await this.collections.find({ lock: { mode: 'pessimistic_write' } })).map((collection) => collection.id));
    if (current.size !== orders.length || orders.some(({ id }) => !current.has(id))) return null;
    for (const { id, displayOrder } of orders) await this.collections.update({ id }, { displayOrder });
    return this.collections.find();
  }
}
