import { INVENTORY_DEFAULTS, isInlineEdit, type Watch, type WatchFormPayload, type WatchInventoryQuery, type WatchPage, type WatchUpdatePayload } from '@caliber/contracts';
import { WatchesRepository, WatchWriter } from '@caliber/core';
import { Injectable } from '@nestjs/common';
import { toWatch } from '../catalog/watch.mapper.js';

@Injectable()
export class AdminWatchesService {
  constructor(
    private readonly watches: WatchesRepository,
    private readonly writer: WatchWriter,
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
    return toWatch(await this.writer.create(payload));
  }

  /** A full watch replaces every field; a body with one of the row's fields (ROW_EDIT_FIELDS) edits only that. */
  async update(id: number, payload: WatchUpdatePayload): Promise<Watch> {
    return toWatch(isInlineEdit(payload) ? await this.writer.patch(id, payload) : await this.writer.replace(id, payload));
  }

  async remove(id: number): Promise<void> {
    await this.writer.remove(id);
  }
}

function definedOnly<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null)) as Partial<T>;
}
