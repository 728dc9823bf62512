import { pickWatchRecord, type Watch } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';

/** The API shape of a watch, with the collection's slug and name the breadcrumb needs. */
export function toWatch(entity: WatchEntity): Watch {
  return {
    id: entity.id,
    ...pickWatchRecord(entity),
    collectionSlug: entity.collection?.slug ?? null,
    collectionName: entity.collection?.name ?? null,
    createdAt: entity.createdAt.toISOString(),
  };
}
