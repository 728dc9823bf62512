import type { CollectionFormPayload } from '@caliber/contracts';
import type { WatchInput } from '../../src/watches/watch-writer.service.js';

export const collectionPayload = (slug: string, displayOrder = 0): CollectionFormPayload => ({
  name: ` Collection ${slug} `,
  description: 'Watches of a kind.',
  imageUrl: '/uploads/collection.jpg',
  slug,
  displayOrder,
});

/** Every field of the admin dialog, with spaces around the text the writer trims. */
export const watchInput = (slug: string, collectionId: number): WatchInput => ({
  brand: ' Rolex ',
  model: 'Submariner',
  reference: '124060',
  price: '12500',
  movement: 'Automatic',
  caseMaterial: 'Steel',
  caseSize: '41 mm',
  condition: 'Excellent',
  year: 2021,
  collectionId,
  slug,
  imageUrl: '/uploads/watch.jpg',
  imageGallery: null,
  description: 'A diver.',
  featured: false,
});
