import type { Watch } from '@caliber/contracts';

/** A complete watch record for component tests; override what the test is about. */
export function watchFixture(overrides: Partial<Watch> & Pick<Watch, 'id'>): Watch {
  return {
    brand: 'Rolex',
    model: 'Submariner Date',
    reference: '126610LN',
    price: '12500.00',
    movement: 'Automatic',
    caseMaterial: 'Steel',
    caseSize: '41mm',
    condition: 'Excellent',
    year: 2021,
    description: 'Full set.',
    imageUrl: '/uploads/abc.jpg',
    imageGallery: null,
    collectionId: 1,
    collectionSlug: 'luxury-timepieces',
    collectionName: 'Luxury Timepieces',
    featured: true,
    availability: 'available',
    slug: `watch-${overrides.id}`,
    source: null,
    sourceId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
