import type { Collection, Inquiry, Watch } from './entities.js';

export interface CollectionDetail {
  collection: Collection;
  watches: Watch[];
}

export interface SubscriptionResult {
  subscribed: true;
}

export interface InquiryCreated {
  id: number;
}

export interface Stats {
  totalWatches: number;
  totalCollections: number;
  totalInquiries: number;
  watchesByCollection: { collectionName: string; count: number }[];
}

export interface UploadedImage {
  url: string;
  filename: string;
}

export interface UploadResult {
  url: string;
  compressed: boolean;
  originalSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type InquiryPage = Page<Inquiry>;

export type DependencyState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  dependencies: { database: DependencyState; redis: DependencyState };
}

export interface SessionUser {
  id: number;
  username: string;
}
