import type { CollectionFormPayload, ReorderPayload } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';
import { Injectable } from '@nestjs/common';
import { CatalogueRuleError } from '../catalogue/catalogue-rule-error.js';
import { CatalogueWrites, type CatalogueTransaction } from '../catalogue/catalogue-writes.service.js';

/** Every write of a collection, each announced once as a catalogue change, in its transaction (docs/architecture.md). */
@Injectable()
export class CollectionWriter {
  constructor(private readonly writes: CatalogueWrites) {}

  create(payload: CollectionFormPayload): Promise<CollectionEntity> {
    return this.writes.run(async (tx) => {
      await assertSlugFree(tx, payload.slug);
      return announced(tx, await tx.collections.save({ ...fieldsOf(payload), displayOrder: payload.displayOrder ?? 0 }), 'collection created');
    });
  }

  update(id: number, payload: CollectionFormPayload): Promise<CollectionEntity> {
    return this.writes.run(async (tx) => {
      const existing = await tx.collections.findById(id);
      if (!existing) throw new CatalogueRuleError('unknown-collection', `No collection has the id ${id}`);
      if (payload.slug !== existing.slug) await assertSlugFree(tx, payload.slug);
      const saved = await tx.collections.save({ ...existing, ...fieldsOf(payload), displayOrder: payload.displayOrder ?? existing.displayOrder });
      return announced(tx, saved, 'collection changed');
    });
  }

  /** A collection that still holds watches is kept: the error says how many must move first. */
  async remove(id: number): Promise<void> {
    await this.writes.run(async (tx) => {
      if (!(await tx.collections.exists(id))) throw new CatalogueRuleError('unknown-collection', `No collection has the id ${id}`);
      const count = await tx.watches.countInCollection(id);
      if (count > 0) {
        const them = count === 1 ? 'it' : 'them';
        throw new CatalogueRuleError('collection-not-empty', `This collection still holds ${count} watch${count === 1 ? '' : 'es'}; move or delete ${them} first`);
      }
      await tx.collections.delete(id);
      await tx.announce({ watchIds: [], collections: true, reason: 'collection deleted' });
    });
  }

  /** Every collection id exactly once; all positions applied in one transaction. */
  reorder({ collectionOrders }: ReorderPayload): Promise<CollectionEntity[]> {
    return this.writes.run(async (tx) => {
      const reordered = await tx.collections.reorder(collectionOrders);
      if (!reordered) throw new CatalogueRuleError('collections-changed', 'The collections changed meanwhile: reload the list and save the order again');
      return announced(tx, reordered, 'collections reordered');
    });
  }
}

/** Announces a change of the collections with their write; what was written. */
async function announced<T>(tx: CatalogueTransaction, written: T, reason: string): Promise<T> {
  await tx.announce({ watchIds: [], collections: true, reason });
  return written;
}

async function assertSlugFree(tx: CatalogueTransaction, slug: string): Promise<void> {
  if (await tx.collections.isSlugTaken(slug)) throw new CatalogueRuleError('slug-taken', `The slug "${slug}" is already used by another collection`);
}

function fieldsOf(payload: CollectionFormPayload): Partial<CollectionEntity> {
  return { name: payload.name.trim(), description: payload.description.trim(), imageUrl: payload.imageUrl.trim(), slug: payload.slug };
}
