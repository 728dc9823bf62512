import type { EbaySyncRun, EbaySyncTrigger } from './ebay-sync.js';
import type { ImportedWatch, ListingPreview, ScrapedListing, StoreImportResult, WatchOverrides } from './marketplace.js';

/** The BullMQ queues the BFF fills and the worker drains (docs/architecture.md). */
export const QUEUES = { marketplace: 'marketplace', images: 'images', mail: 'mail' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Every job name, by queue. */
export const JOBS = {
  previewListing: 'preview-listing',
  importListing: 'import-listing',
  importStore: 'import-store',
  scrapeListing: 'scrape-listing',
  importFromUrl: 'import-from-url',
  syncEbay: 'sync-ebay',
  compressUpload: 'compress-upload',
  inquiryAlert: 'inquiry-alert',
  confirmSubscriber: 'confirm-subscriber',
  welcomeSubscriber: 'welcome-subscriber',
  matchSearchAlerts: 'match-search-alerts',
  confirmSearchAlert: 'confirm-search-alert',
  searchAlertDigest: 'search-alert-digest',
  searchAlertManageLink: 'search-alert-manage-link',
  viewingBooked: 'viewing-booked',
  viewingReminder: 'viewing-reminder',
  viewingCancelled: 'viewing-cancelled',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** The queue each job runs on. */
export const JOB_QUEUE = {
  'preview-listing': 'marketplace',
  'import-listing': 'marketplace',
  'import-store': 'marketplace',
  'scrape-listing': 'marketplace',
  'import-from-url': 'marketplace',
  'sync-ebay': 'marketplace',
  'compress-upload': 'images',
  'inquiry-alert': 'mail',
  'confirm-subscriber': 'mail',
  'welcome-subscriber': 'mail',
  'match-search-alerts': 'mail',
  'confirm-search-alert': 'mail',
  'search-alert-digest': 'mail',
  'search-alert-manage-link': 'mail',
  'viewing-booked': 'mail',
  'viewing-reminder': 'mail',
  'viewing-cancelled': 'mail',
} as const satisfies Readonly<Record<JobName, QueueName>>;

/**
 * BullMQ priority of the mail queue's jobs (1 first; docs/mail.md): the dealer's inquiry and trade-in alerts
 * go before the mails collectors asked for, which strangers can also make the shop send. Every mail job
 * has one, since BullMQ takes a job without priority before any prioritized one.
 */
export const MAIL_JOB_PRIORITY = {
  'inquiry-alert': 1,
  'viewing-booked': 2,
  'viewing-cancelled': 2,
  'viewing-reminder': 2,
  'match-search-alerts': 5,
  'welcome-subscriber': 10,
  'search-alert-digest': 10,
  'search-alert-manage-link': 10,
  'confirm-subscriber': 20,
  'confirm-search-alert': 20,
} as const satisfies Readonly<Record<QueueJobName<'mail'>, number>>;

/** The jobs of one queue. */
export type QueueJobName<Q extends QueueName> = { [N in JobName]: (typeof JOB_QUEUE)[N] extends Q ? N : never }[JobName];

/** A listing named by its legacy item id (the only thing kept from an operator's URL). */
export interface ListingRef {
  itemId: string;
}

/** Payload of each job. */
export interface JobPayloads {
  'preview-listing': ListingRef;
  'import-listing': ListingRef & { collectionId: number; editedData?: WatchOverrides };
  /** `seller` is a login username, or `store` a store slug the worker resolves to one. */
  'import-store': { input: string; seller?: string; store?: string; collectionId: number };
  'scrape-listing': ListingRef;
  'import-from-url': ListingRef & { collectionId: number; customData?: WatchOverrides | null };
  /** The eBay sync (docs/ebay-sync.md), scheduled by the worker or asked for by the operator. */
  'sync-ebay': { trigger: EbaySyncTrigger };
  'compress-upload': { uploadId: string };
  'inquiry-alert': { inquiryId: number };
  /** The links are built by the BFF, which signs and checks their tokens. */
  'confirm-subscriber': { subscriptionId: number; confirmUrl: string };
  'welcome-subscriber': { subscriptionId: number; unsubscribeUrl: string };
  /** Run by the worker's job scheduler (docs/search-alerts.md). */
  'match-search-alerts': Record<string, never>;
  'confirm-search-alert': { alertId: number; confirmUrl: string };
  /** One address's e-mail: the watches each of its alerts matched. */
  'search-alert-digest': { email: string; matches: { alertId: number; watchIds: number[] }[] };
  /** A new manage link, asked for from an expired one's page. */
  'search-alert-manage-link': { email: string };
  /** The collector's confirmation (or, rescheduled, the new time), with the .ics invitation and the signed links. */
  'viewing-booked': { viewingId: number; rescheduled: boolean };
  /** Delayed to 24 hours before the viewing; its id is fixed by `viewingReminderJobId`, so cancelling removes it. */
  'viewing-reminder': { viewingId: number; start: string };
  'viewing-cancelled': { viewingId: number };
}

/** What the worker compressed: the copies written and their total size. */
export interface CompressResult {
  uploadId: string;
  /** 'skipped' when the copies already existed or the upload is gone. */
  outcome: 'compressed' | 'skipped';
  widths: number[];
  originalBytes: number;
  compressedBytes: number;
}

/** What a mail job did: 'skipped' when its inquiry or subscriber is gone (or left) or it was sent before. */
export interface MailResult {
  outcome: 'sent' | 'skipped';
  messageId: string | null;
}

/** What a run of the search alerts' matching did: unconfirmed alerts forgotten, e-mails queued. */
export interface SearchAlertMatchResult {
  forgotten: number;
  digests: number;
}

/** Result of each job. */
export interface JobResults {
  'preview-listing': ListingPreview;
  'import-listing': ImportedWatch;
  'import-store': StoreImportResult;
  'scrape-listing': ScrapedListing;
  'import-from-url': ImportedWatch;
  /** null when a scheduled sync found another running and did nothing. */
  'sync-ebay': EbaySyncRun | null;
  'compress-upload': CompressResult;
  'inquiry-alert': MailResult;
  'confirm-subscriber': MailResult;
  'welcome-subscriber': MailResult;
  'match-search-alerts': SearchAlertMatchResult;
  'confirm-search-alert': MailResult;
  'search-alert-digest': MailResult;
  'search-alert-manage-link': MailResult;
  'viewing-booked': MailResult;
  'viewing-reminder': MailResult;
  'viewing-cancelled': MailResult;
}

/** Retries of every job, set once by the BFF; the worker's backoff honours eBay's Retry-After on top. */
export const JOB_RETRY = {
  attempts: 5,
  /** First retry after this long (unless a queue's options say otherwise), doubling each time... */
  baseDelayMs: 1000,
  /** ...up to this long between two attempts. */
  maxDelayMs: 30 * 60_000,
  /** The custom backoff type the worker implements. */
  backoffType: 'exponential-retry-after',
  /** Finished jobs are kept this long so their result can be read. */
  keepFinishedSeconds: 3600,
} as const;

/** BullMQ job options: attempts, the first retry's delay (then doubling) and how long a failed job is kept. */
function jobOptions(attempts: number, firstDelayMs: number, keepFailedSeconds: number) {
  return {
    attempts,
    backoff: { type: JOB_RETRY.backoffType, delay: firstDelayMs },
    removeOnComplete: { age: JOB_RETRY.keepFinishedSeconds },
    removeOnFail: { age: keepFailedSeconds },
  };
}

/** BullMQ job options of every job, so the BFF and the worker enqueue alike. */
export const JOB_OPTIONS = jobOptions(JOB_RETRY.attempts, JOB_RETRY.baseDelayMs, JOB_RETRY.keepFinishedSeconds);

/**
 * Mail jobs outlast a mail server outage of hours: 40 attempts, the first retry after 5 s, doubling up to
 * one every 30 minutes (about 16 hours in all; docs/adding-a-job.md). Kept a week when failed, to be seen.
 */
export const MAIL_RETRY = {
  attempts: 40,
  baseDelayMs: 5000,
  keepFailedSeconds: 7 * 24 * 3600,
} as const;

/** BullMQ job options of the mail queue, in place of {@link JOB_OPTIONS}. */
export const MAIL_JOB_OPTIONS = jobOptions(MAIL_RETRY.attempts, MAIL_RETRY.baseDelayMs, MAIL_RETRY.keepFailedSeconds);

/** Job ids start with their queue's name, so a job is found from its id alone. */
export function jobId(name: JobName, key: string): string {
  return `${JOB_QUEUE[name]}-${key}`;
}

/** The one compress job of an upload: enqueueing it twice is a no-op. */
export function compressJobId(uploadId: string): string {
  return jobId(JOBS.compressUpload, `compress-${uploadId}`);
}

/** BullMQ's job states as the status call reports them. */
export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed' | 'waiting-children' | 'prioritized' | 'unknown';

/** n of N, for the store import's progress bar. */
export interface JobProgress {
  done: number;
  total: number;
}

/** Why a job failed, with the HTTP status the BFF answers for it. */
export interface JobError {
  status: number;
  message: string;
}

/** `GET /api/admin/jobs/{id}`. */
export interface JobStatus<N extends JobName = JobName> {
  id: string;
  name: N;
  state: JobState;
  progress: JobProgress;
  result: JobResults[N] | null;
  error: JobError | null;
}

/** The 202 answer of a call whose job is still running past the wait. */
export interface JobAccepted {
  jobId: string;
  state: JobState;
  statusUrl: string;
}

const FAILURE = /^\[(\d{3})\] ([\s\S]*)$/;

/**
 * A job's failure as its `failedReason`: the status the BFF should answer and the operator's message.
 * BullMQ keeps only an error's message, so the status travels inside it.
 */
export function formatJobFailure(status: number, message: string): string {
  return `[${status}] ${message}`;
}

/** Reads a `failedReason`; a reason without a status (a crash in the worker) is a 502 with a neutral message. */
export function parseJobFailure(reason: string | undefined): JobError {
  const match = FAILURE.exec(reason ?? '');
  if (match) return { status: Number(match[1]), message: match[2] };
  return { status: 502, message: 'The background job failed unexpectedly; try again, and check the worker log if it persists' };
}

/** An inquiry as its alert's job id names it. */
export interface AlertedInquiryRef {
  id: number;
  createdAt: Date;
}

/**
 * The one alert of an inquiry: queued again (the worker's sweep), it is still sent once. The time it was
 * stored is part of the id, so that after a database restore an inquiry stored under a reused id never
 * meets the finished job of the one it replaces, which Redis still keeps (docs/operations.md).
 */
export function inquiryAlertJobId({ id, createdAt }: AlertedInquiryRef): string {
  return jobId(JOBS.inquiryAlert, `inquiry-${id}-${createdAt.getTime()}`);
}

/** The one reminder of a viewing at one time: rescheduling or cancelling removes it by this id. */
export function viewingReminderJobId(viewingId: number, start: Date): string {
  return jobId(JOBS.viewingReminder, `viewing-${viewingId}-${start.getTime()}`);
}
