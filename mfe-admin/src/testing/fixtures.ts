import type { Collection, Watch } from '@caliber/contracts';

export function collection(id: number, name: string, displayOrder: number): Collection {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return { id, name, description: `${name} pieces`, imageUrl: `/uploads/${slug}.jpg`, slug, displayOrder };
}

export const WATCH: Watch = {
  id: 7,
  brand: 'Rolex',
  model: 'Submariner Date',
  reference: '126610LN',
  price: '14500.00',
  movement: 'Automatic',
  caseMaterial: 'Oystersteel',
  caseSize: '41mm',
  condition: 'Excellent',
  year: 2021,
  description: 'Full set.',
  imageUrl: '/uploads/sub.jpg',
  imageGallery: ['/uploads/sub.jpg', '/uploads/sub-back.jpg'],
  collectionId: 2,
  collectionSlug: 'dive-watches',
  collectionName: 'Dive Watches',
  featured: true,
  availability: 'available',
  slug: 'rolex-submariner-date-126610ln',
  source: null,
  sourceId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};
