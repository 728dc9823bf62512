import type { CollectionFormPayload, ReorderPayload } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { CatalogueEvents } from '../catalogue/catalogue-events.service.js';
import { CatalogueRuleError } from '../catalogue/catalogue-rule-error.js';
import { WatchesRepository } from '../watches/watches.repository.js';
import { CollectionsRepository } from './collections.repository.js';

/** Every write of a collection, each announced once as a catalogue change (docs/architecture.md). */
@Injectable()
export class CollectionWriter {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly watches: WatchesRepository,
    private readonly events: CatalogueEvents,
  ) {}

  async create(payload: CollectionFormPayload): Promise<CollectionEntity> {
    await this.assertSlugFree(payload.slug);
    return this.written(await this.collections.save({ ...fieldsOf(payload), displayOrder: payload.displayOrder ?? 0 }), 'collection created');
  }

  async update(id: number, payload: CollectionFormPayload): Promise<CollectionEntity> {
    const existing = await this.collections.findById(id);
    if (!existing) throw new CatalogueRuleError('unknown-collection', `No collection has the id ${id}`);
    if (payload.slug !== existing.slug) await this.assertSlugFree(payload.slug);
    const saved = await this.collections.save({ ...existing, ...fieldsOf(payload), displayOrder: payload.displayOrder ?? existing.displayOrder });
    return this.written(saved, 'collection changed');
  }

  /** A collection that still holds watches is kept: the error says how many must move first. */
  async remove(id: number): Promise<void> {
    if (!(await this.collections.exists(id))) throw new CatalogueRuleError('unknown-collection', `No collection has the id ${id}`);
    const count = await this.watches.countInCollection(id);
    if (count > 0) {
      const them = count === 1 ? 'it' : 'them';
      throw new CatalogueRuleError('collection-not-empty', `This collection still holds ${count} watch${count === 1 ? '' : 'es'}; move or delete ${them} first`);
    }
    await this.collections.delete(id);
    await this.events.announce({ watchIds: [], collections: true, reason: 'collection deleted' });
  }

  /** Every collection id exactly once; all positions applied in one transaction. */
  async reorder({ collectionOrders }: ReorderPayload): Promise<CollectionEntity[]> {
    const reordered = await this.collections.reorder(collectionOrders);
    if (!reordered) throw new CatalogueRuleError('collections-changed', 'The collections changed meanwhile: reload the list and save the order again');
    await this.events.announce({ watchIds: [], collections: true, reason: 'collections reordered' });
    return reordered;
  }

  private async written(collection: CollectionEntity, reason: string): Promise<CollectionEntity> {
    await this.events.announce({ watchIds: [], collections: true, reason });
    return collection;
  }

  private async assertSlugFree(slug: string): Promise<void> {
    if (await this.collections.isSlugTaken(slug)) throw new CatalogueRuleError('slug-taken', `The slug "${slug}" is already used by another collection`);
  }
}

function fieldsOf(payload: CollectionFormPayload): Partial<CollectionEntity> {
  return { name: payload.name.trim(), description: payload.description.trim(), imageUrl: payload.imageUrl.trim(), slug: payload.slug };
}
