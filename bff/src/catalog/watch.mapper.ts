import type { Watch } from '@caliber/contracts';
import type { WatchEntity } from '@caliber/db';

/** The API shape of a watch, with the collection's slug and name the breadcrumb needs. */
export function toWatch(entity: WatchEntity): Watch {
  return {
    id: entity.id,
    brand: entity.brand,
    model: entity.model,
    reference: entity.reference,
    price: entity.price,
    movement: entity.movement,
    caseMaterial: entity.caseMaterial,
    caseSize: entity.caseSize,
    condition: entity.condition,
    year: entity.year,
    description: entity.description,
    imageUrl: entity.imageUrl,
    imageGallery: entity.imageGallery,
    collectionId: entity.collectionId,
    collectionSlug: entity.collection?.slug ?? null,
    collectionName: entity.collection?.name ?? null,
    featured: entity.featured,
    slug: entity.slug,
    source: entity.source,
    sourceId: entity.sourceId,
    createdAt: entity.createdAt.toISOString(),
  };
}
