import type { TradeInAnswers } from './trade-in.js';
import type { WatchRecord } from './watch-fields.js';

/** Watch conditions offered by the admin form (docs/back-office.md). */
export const CONDITIONS = ['New', 'Excellent', 'Very Good', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Whether a watch can be bought (docs/storefront.md): a sold one leaves the lists, its page stays. */
export const AVAILABILITIES = ['available', 'on_hold', 'sold'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS: Record<Availability, string> = { available: 'Available', on_hold: 'On Hold', sold: 'Sold' };

export const INQUIRY_KINDS = ['watch', 'contact', 'trade-in'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Where an inquiry stands in the operator's work: every message arrives `new`. */
export const INQUIRY_STATUSES = ['new', 'answered', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

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

export interface Watch extends WatchRecord {
  id: number;
  collectionSlug: string | null;
  collectionName: string | null;
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
  status: InquiryStatus;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  watchId: number | null;
  /** Snapshot taken when the inquiry arrived, so it still names a watch deleted later. */
  watchBrand: string | null;
  watchModel: string | null;
  watchReference: string | null;
  /** A trade-in request's answers, read by the alert and the back office instead of its message; null for other kinds. */
  tradeIn: TradeInAnswers | null;
  createdAt: string;
}

export interface Subscription {
  id: number;
  email: string;
  createdAt: string;
  /** When the subscriber left through the unsubscribe link; null while subscribed. */
  unsubscribedAt: string | null;
}
