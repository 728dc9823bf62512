import type { Collection } from '@caliber/contracts';
import type { CollectionEntity } from '@caliber/db';

export const toCollection = ({ id, name, description, imageUrl, slug, displayOrder }: CollectionEntity): Collection => ({
  id,
  name,
  description,
  imageUrl,
  slug,
  displayOrder,
});
