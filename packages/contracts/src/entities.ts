/** Watch conditions offered by the admin form (docs/back-office.md). */
export const CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const INQUIRY_KINDS = ['watch', 'contact', 'trade-in'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export interface Collection {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  slug: string;
  displayOrder: number;
}

/** Header dropdown item. */
export type CollectionLink = Pick<Collection, 'id' | 'name' | 'slug'>;

export interface Watch {
  id: number;
  brand: string;
  model: string;
  reference: string;
  /** numeric(12,2) travels as a decimal string, e.g. "12500.00" */
  price: string;
  movement: string;
  caseMaterial: string;
  caseSize: string;
  condition: Condition;
  year: number | null;
  description: string;
  imageUrl: string;
  imageGallery: string[] | null;
  collectionId: number;
  collectionSlug: string | null;
  collectionName: string | null;
  featured: boolean;
  slug: string;
  source: string | null;
  sourceId: string | null;
  createdAt: string;
}

export interface Testimonial {
  id: number;
  name: string;
  initials: string;
  text: string;
  collectorSince: string;
  rating: number;
}

export interface Inquiry {
  id: number;
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  watchId: number | null;
  /** Snapshot taken when the inquiry arrived, so it still names a watch deleted later. */
  watchBrand: string | null;
  watchModel: string | null;
  watchReference: string | null;
  createdAt: string;
}

export interface Subscription {
  id: number;
  email: string;
  createdAt: string;
}
