import type { ReorderPayload } from '@caliber/contracts';
import { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeepPartial, Repository } from 'typeorm';

@Injectable()
export class CollectionsRepository {
  constructor(@InjectRepository(CollectionEntity) private readonly collections: Repository<CollectionEntity>) {}

  findAllOrdered(): Promise<CollectionEntity[]> {
    return this.collections.find({ order: { displayOrder: 'ASC', id: 'ASC' } });
  }

  findBySlug(slug: string): Promise<CollectionEntity | null> {
    return this.collections.findOneBy({ slug });
  }

  findById(id: number): Promise<CollectionEntity | null> {
    return this.collections.findOneBy({ id });
  }

  exists(id: number): Promise<boolean> {
    return this.collections.existsBy({ id });
  }

  isSlugTaken(slug: string): Promise<boolean> {
    return this.collections.existsBy({ slug });
  }

  /** Adds a collection, or replaces the one with the same id. */
  save(collection: DeepPartial<CollectionEntity>): Promise<CollectionEntity> {
    return this.collections.save(this.collections.create(collection));
  }

  async delete(id: number): Promise<void> {
    await this.collections.delete({ id });
  }

  /**
   * Applies every position in one transaction, the rows locked meanwhile; null (and nothing changed)
   * when `orders` does not name exactly the collections there are.
   */
  reorder(orders: ReorderPayload['collectionOrders']): Promise<CollectionEntity[] | null> {
    return this.collections.manager.transaction(async (manager) => {
      const collections = manager.getRepository(CollectionEntity);
      const current = new Set((await collections.find({ lock: { mode: 'pessimistic_write' } })).map((collection) => collection.id));
      if (current.size !== orders.length || orders.some(({ id }) => !current.has(id))) return null;
      for (const { id, displayOrder } of orders) await collections.update({ id }, { displayOrder });
      return collections.find();
    });
  }
}
