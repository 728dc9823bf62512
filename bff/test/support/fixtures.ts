import { CollectionEntity, TestimonialEntity, WatchEntity } from '@caliber/db';
import { watchSlug, type Availability, type Condition } from '@caliber/contracts';
import type { DataSource } from 'typeorm';

export interface WatchFixture {
  brand: string;
  model: string;
  reference: string;
  price: string;
  featured?: boolean;
  availability?: Availability;
  condition?: Condition;
  daysAgo?: number;
}

/** A small catalogue written straight through TypeORM: two collections, a few watches, two testimonials. */
export async function seedFixtures(dataSource: DataSource, watches: WatchFixture[][] = DEFAULT_WATCHES) {
  const collections = await dataSource.getRepository(CollectionEntity).save(
    ['Luxury Timepieces', 'Dress Watches'].map((name, index) => ({
      name,
      description: `${name} chosen by our specialists.`,
      imageUrl: `/uploads/fixture-${index}.jpg`,
      slug: name.toLowerCase().replace(/ /g, '-'),
      displayOrder: index,
    })),
  );
  const now = Date.now();
  const saved = await dataSource.getRepository(WatchEntity).save(
    watches.flatMap((group, collectionIndex) =>
      group.map((watch) => ({
        ...watch,
        movement: 'Automatic',
        caseMaterial: 'Stainless Steel',
        caseSize: '40 mm',
        condition: watch.condition ?? 'Excellent',
        year: 2019,
        description: 'Full set, serviced.',
        imageUrl: '/uploads/fixture-watch.jpg',
        imageGallery: ['/uploads/fixture-watch.jpg'],
        collectionId: collections[collectionIndex].id,
        featured: watch.featured ?? false,
        slug: watchSlug(watch),
        createdAt: new Date(now - (watch.daysAgo ?? 0) * 86_400_000),
      })),
    ),
  );
  await dataSource.getRepository(TestimonialEntity).save([
    { name: 'James Whitfield', initials: 'JW', text: 'Exactly as described.', collectorSince: '2012', rating: 5 },
    { name: 'Amelia Chen', initials: 'AC', text: 'A careful, honest dealer.', collectorSince: '2018', rating: 4 },
  ]);
  return { collections, watches: saved };
}

const DEFAULT_WATCHES: WatchFixture[][] = [
  [
    { brand: 'Rolex', model: 'Submariner Date', reference: '126610LN', price: '14500.00', featured: true, daysAgo: 3 },
    { brand: 'Omega', model: 'Speedmaster Professional', reference: '310.30.42.50.01.001', price: '6200.00', featured: true, daysAgo: 1 },
  ],
  [{ brand: 'Cartier', model: 'Tank Louis', reference: 'WGTA0011', price: '11800.00', daysAgo: 7 }],
];
