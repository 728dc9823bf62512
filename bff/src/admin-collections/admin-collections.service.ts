import { byDisplayOrder, type Collection, type CollectionFormPayload, type ReorderPayload } from '@caliber/contracts';
import { CollectionsRepository, CollectionWriter } from '@caliber/core';
import { Injectable } from '@nestjs/common';
import { toCollection } from '../catalog/collection.mapper.js';
import { badRequest } from '../common/api-error.js';

@Injectable()
export class AdminCollectionsService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly writer: CollectionWriter,
  ) {}

  async list(): Promise<Collection[]> {
    return (await this.collections.findAllOrdered()).map(toCollection);
  }

  async create(payload: CollectionFormPayload): Promise<Collection> {
    return toCollection(await this.writer.create(payload));
  }

  async update(id: number, payload: CollectionFormPayload): Promise<Collection> {
    return toCollection(await this.writer.update(id, payload));
  }

  /** A collection that still holds watches is kept: 409 says how many must move first. */
  async remove(id: number): Promise<void> {
    await this.writer.remove(id);
  }

  /** Every collection id exactly once; all positions applied in one transaction. */
  async reorder(payload: ReorderPayload): Promise<Collection[]> {
    const ids = payload.collectionOrders.map((order) => order.id);
    if (new Set(ids).size !== ids.length) throw badRequest('collectionOrders: each collection id may appear only once');
    return (await this.writer.reorder(payload)).map(toCollection).sort(byDisplayOrder);
  }
}
