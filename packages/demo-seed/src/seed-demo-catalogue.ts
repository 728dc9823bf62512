import type { DataSource } from 'typeorm';
import { CollectionEntity, TestimonialEntity, ViewingSettingsEntity, WatchEntity } from '@caliber/db';
import { DEMO_COLLECTIONS, DEMO_TESTIMONIALS, DEMO_WATCHES } from './demo-catalogue.js';
import { placeDemoImage, type StoreDemoFile } from './demo-image-cache.js';
import { demoCollectionImageId, demoImageId } from './watch-images.js';
import { DEFAULT_VIEWING_SETTINGS, watchSlug } from '@caliber/contracts';

export interface SeedReport {
  seeded: boolean;
  collections: number;
  watches: number;
  testimonials: number;
}

const DAY_MS = 86_400_000;

/** Fills an empty catalogue with the demo stock; a catalogue that holds any collection is left alone. */
export async function seedDemoCatalogue(dataSource: DataSource, storeFile: StoreDemoFile): Promise<SeedReport> {
  if ((await dataSource.getRepository(CollectionEntity).count()) > 0) {
    return { seeded: false, collections: 0, watches: 0, testimonials: 0 };
  }
  const collectionImages = await Promise.all(
    DEMO_COLLECTIONS.map((collection) => placeDemoImage(storeFile, demoCollectionImageId(collection.slug), collection.image)),
  );
  const watchImages: string[][] = [];
  for (const watch of DEMO_WATCHES) {
    const slug = watchSlug(watch);
    watchImages.push(await Promise.all(watch.images.map((spec, index) => placeDemoImage(storeFile, demoImageId(slug, index + 1), spec))));
  }

  await dataSource.transaction(async (manager) => {
    const collections = await manager.save(
      DEMO_COLLECTIONS.map((collection, index) =>
        manager.create(CollectionEntity, {
          name: collection.name,
          description: collection.description,
          slug: collection.slug,
          displayOrder: collection.displayOrder,
          imageUrl: collectionImages[index],
        }),
      ),
    );
    const collectionIds = new Map(collections.map((collection) => [collection.slug, collection.id]));
    const now = Date.now();
    await manager.save(
      DEMO_WATCHES.map(({ collection, createdDaysAgo, images: _images, ...fields }, index) =>
        manager.create(WatchEntity, {
          ...fields,
          imageUrl: watchImages[index][0],
          imageGallery: watchImages[index],
          collectionId: collectionIds.get(collection)!,
          slug: watchSlug(fields),
          createdAt: new Date(now - createdDaysAgo * DAY_MS),
        }),
      ),
    );
    await manager.save(DEMO_TESTIMONIALS.map((testimonial) => manager.create(TestimonialEntity, testimonial)));
    // The demo shop's viewing hours, for the Viewings tab to show and the operator to change (docs/viewings.md).
    await manager.upsert(ViewingSettingsEntity, { id: 1, ...DEFAULT_VIEWING_SETTINGS }, ['id']);
  });
  return { seeded: true, collections: DEMO_COLLECTIONS.length, watches: DEMO_WATCHES.length, testimonials: DEMO_TESTIMONIALS.length };
}
