import { withPublicImages, type Collection } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';

/** The API shape of a collection, its image in its stored form (the admin API's). */
export const toCollection = ({ id, name, description, imageUrl, slug, displayOrder }: CollectionEntity): Collection => ({
  id,
  name,
  description,
  imageUrl,
  slug,
  displayOrder,
});

/** A collection as the public API answers it: its image at the image host when there is one (docs/api.md, "Images"). */
export const toPublicCollection = (entity: CollectionEntity, imageHost: string | null): Collection => withPublicImages(toCollection(entity), imageHost);
