import type { RemoteName } from './runtime-config.js';
import type { Availability, Collection, Inquiry, Watch } from './entities.js';
import type { Page } from './paging.js';

export interface CollectionDetail {
  collection: Collection;
  watches: Watch[];
}

export interface SubscriptionResult {
  subscribed: true;
}

export interface ConfirmSubscriptionResult {
  confirmed: true;
}

export interface UnsubscribeResult {
  unsubscribed: true;
}

export interface InquiryCreated {
  id: number;
}

export interface Stats {
  totalWatches: number;
  totalCollections: number;
  totalInquiries: number;
  /** Inquiries not yet answered or archived. */
  newInquiries: number;
  /** Whether every new message is e-mailed to the operator (SMTP_URL is set). */
  emailAlerts: boolean;
  watchesByCollection: { collectionName: string; count: number }[];
  /** How many watches are available, on hold and sold. */
  watchesByAvailability: Record<Availability, number>;
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

export type InquiryPage = Page<Inquiry>;

export type DependencyState = 'up' | 'down';

export interface CacheShelf {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** What /api/health tells the public: up or down, nothing about what is inside. */
export interface PublicHealthReport {
  status: 'ok' | 'degraded';
}

/** What /api/health tells the operator, and callers on the same machine (monitoring, the tests). */
export interface HealthReport {
  status: 'ok' | 'degraded';
  dependencies: { database: DependencyState; redis: DependencyState };
  /** How full the in-memory cache of public answers is, against PUBLIC_CACHE_MAX_BYTES (searches: SEARCH_CACHE_MAX_BYTES). */
  publicCache: CacheShelf & { searches: CacheShelf };
  /** The build of each remote this replica renders with, and the last check of its deploy manifest. */
  remotes: Record<RemoteName, RemoteBuildState>;
}

/** `/api/health/live`: the process answers (docs/operations.md); it never looks at PostgreSQL or Redis. */
export interface LivenessReport {
  status: 'live';
}

/** What `/api/health/ready` tells the public: whether this replica should be sent requests. */
export interface PublicReadinessReport {
  status: 'ready' | 'not-ready';
}

/** What `/api/health/ready` tells the operator and callers on the same machine: each condition of readiness. */
export interface ReadinessReport {
  status: 'ready' | 'not-ready';
  /** `loading` until every remote has a build in use; `draining` from SIGTERM on. */
  checks: { database: DependencyState; redis: DependencyState; remotes: 'loaded' | 'loading'; draining: boolean };
}

export interface RemoteBuildState {
  /** The version of the build in use; null until one passed every check. */
  version: string | null;
  /** The release's sequence and expiry, for a signed release; null for the BFF's own build. */
  sequence: number | null;
  expires: string | null;
  deployedAt: string | null;
  checkedAt: string | null;
  /** Why the newest build is not used (the last good one serves on); null when all is well. */
  error: string | null;
}

export interface SessionUser {
  id: number;
  username: string;
  /** Whether signing in asks for an authenticator's code (docs/security.md). */
  secondFactor: boolean;
}

/** POST /api/admin/account/totp: the new secret (base32, for typing in) and the same as an otpauth:// URL (for the QR code). */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
}

/** POST /api/admin/account/totp/confirm: ten one-time recovery codes, shown this once (only their hashes are kept). */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
