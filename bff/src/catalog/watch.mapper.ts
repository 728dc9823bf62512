import { pickWatchRecord, withPublicImages, type Watch } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';

/** The API shape of a watch, with the collection's slug and name the breadcrumb needs; its images in their stored form (the admin API's). */
export function toWatch(entity: WatchEntity): Watch {
  return {
    id: entity.id,
    ...pickWatchRecord(entity),
    collectionSlug: entity.collection?.slug ?? null,
    collectionName: entity.collection?.name ?? null,
    createdAt: entity.createdAt.toISOString(),
  };
}

/** A watch as the public API answers it: its images at the image host when there is one (docs/api.md, "Images"). */
export function toPublicWatch(entity: WatchEntity, imageHost: string | null): Watch {
  return withPublicImages(toWatch(entity), imageHost);
}
