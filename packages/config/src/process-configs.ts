import { BUSINESS_NAME, DEFAULT_BUSINESS_SETTINGS, standardZoneLabel, type BusinessSettings } from '@caliber/contracts';
import { EBAY_HOSTS, type EbayEnvironment } from '@caliber/marketplace';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { pino } from 'pino';
import { ConfigError, readSettings, type Environment, type Settings } from './read-settings.js';
import { READERS, type Reader } from './variable.js';
import { VARIABLES } from './variables.js';
import type { ReleaseKey } from './value-types.js';

// The typed configuration of each process, shaped for its code, built from the checked variables.
// Defaults that depend on another variable are computed here (their `defaultText` in variables.ts says so).

/** Where a process serves `/metrics` (METRICS_PORT, METRICS_HOST). */
export interface MetricsAddress {
  port: number;
  host: string;
}

/** A process's metrics and traces (docs/operations.md, "Metrics and traces"). */
export interface TelemetryConfig {
  /** null: `/metrics` is not served. */
  metrics: MetricsAddress | null;
  /** With OTEL_EXPORTER_OTLP_ENDPOINT, OpenTelemetry is loaded before the rest and traces are sent, under this name; else null. */
  traces: { serviceName: string } | null;
}

export interface DatabaseSettings {
  url: string;
  poolSize: number;
}

/** eBay's application keys and hosts, as both the BFF and the worker use them. */
export interface EbayAppConfig {
  clientId: string | null;
  clientSecret: string | null;
  apiBaseUrl: string;
  webBaseUrl: string;
  imageBaseUrl: string;
}

export interface BffEbayConfig extends EbayAppConfig {
  ruName: string | null;
  env: EbayEnvironment;
  authBaseUrl: string;
}

/** Where images are stored: the bucket when S3_BUCKET is set, else the local folder (docs/operations.md, "Object storage"). */
export interface StorageSettings {
  uploadDir: string;
  s3: { bucket: string; endpoint: string | null; region: string; forcePathStyle: boolean; prefix: string } | null;
  /** Where images are public, when not at this site's /uploads/ (a CDN or a public bucket). */
  publicUrl: string | null;
}

export interface BffConfig {
  port: number;
  host: string;
  /** Time limits and connection limit of the HTTP server (docs/abuse-limits.md, slow clients). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  publicUrl: string;
  /** Express's `trust proxy`: which proxies may name the client's address. */
  trustProxy: boolean | number | string;
  /** Public writes (inquiries; newsletter sign-ups) one client address may send per minute, each kind apart. */
  publicWritesPerMinute: number;
  /** Renders and searches no cache answered that one client address may ask for per minute (docs/abuse-limits.md). */
  renderBudgetPerMinute: number;
  /** Pages this BFF renders at once, from every client together (docs/abuse-limits.md). */
  renderConcurrency: number;
  /** An operator session ends when unused for `idleMs` or `lifetimeMs` after signing in. */
  session: { idleMs: number; lifetimeMs: number };
  /** Password checks run at once, and how long one waits its turn before it is refused (docs/abuse-limits.md). */
  passwordChecks: { atOnce: number; waitMs: number };
  database: DatabaseSettings;
  redisUrl: string;
  /** Prefix for every Redis key and channel, so several installs (or test runs) can share one Redis. */
  redisPrefix: string;
  storage: StorageSettings;
  webRoot: string;
  sessionSecret: string | null;
  analyticsId: string | null;
  analyticsScriptUrl: string;
  /** The dealer's details as the operator set them (docs/configuration.md). */
  business: BusinessSettings;
  /** BUSINESS_TIMEZONE: the shop's IANA time zone, whose clock the viewing hours follow. */
  businessTimezone: string;
  remoteUrls: { catalog: string; forms: string; admin: string };
  /** Release keys of the remote teams (docs/deploying-a-remote.md); null: none configured. */
  remotePublicKeys: { catalog: ReleaseKey[]; forms: ReleaseKey[]; admin: ReleaseKey[] };
  deployEnvironment: string;
  remoteManifestPollMs: number;
  remoteFileMaxBytes: number;
  /** Bytes the public cache may hold (bodies and compressed copies), docs/server-rendering.md. */
  publicCacheMaxBytes: number;
  searchCacheMaxBytes: number;
  jobWaitMs: number;
  /** How long an upload waits for its compressed copies before answering `compressed: false`. */
  uploadWaitMs: number;
  /** Folder of generated secrets (the eBay token key when SESSION_SECRET is not set). */
  secretsDir: string;
  ebay: BffEbayConfig;
  /** Whether e-mail alerts and welcome e-mails are sent (SMTP_URL is set); the worker sends them. */
  mailEnabled: boolean;
  /** On SIGTERM: serve not-ready for `drainMs`, then wait at most `finishMs` for the requests in flight (docs/operations.md). */
  shutdown: { drainMs: number; finishMs: number };
  logLevel: pino.LevelWithSilent;
  telemetry: TelemetryConfig;
}

/** How the worker sends e-mail; null without SMTP_URL, when none is sent. */
export interface MailConfig {
  smtpUrl: string;
  /** The operator's address: every customer message is e-mailed there. */
  notifyEmail: string;
  from: string;
}

export interface WorkerConfig {
  database: DatabaseSettings;
  redisUrl: string;
  /** Prefix of every queue and Redis key; the BFF uses the same one. */
  redisPrefix: string;
  storage: StorageSettings;
  sessionSecret: string | null;
  secretsDir: string;
  concurrency: { marketplace: number; images: number; mail: number };
  mail: MailConfig | null;
  /** The public address, for the links of the e-mails the worker composes (search alerts). */
  publicUrl: string;
  /** How often confirmed search alerts are matched against the watches newly available. */
  searchAlertsEveryMs: number;
  /** The dealer's details as the operator set them, for the e-mails. */
  business: BusinessSettings;
  /** BUSINESS_TIMEZONE, for the times of the viewings' e-mails and invitations. */
  businessTimezone: string;
  /** How long a job's lock lasts; a job whose worker died is picked up again once it lapses. */
  lockDurationMs: number;
  /** On SIGTERM, how long the jobs in hand may take before the worker exits anyway (docs/operations.md). */
  shutdownFinishMs: number;
  ebay: EbayAppConfig & {
    /** All eBay calls of every worker together, per second. */
    callsPerSecond: number;
    /** Browse API calls per day (eBay's default quota is 5,000). */
    dailyApiCalls: number;
    /** Minutes between two runs of the eBay sync (docs/ebay-sync.md); 0: no scheduled sync. */
    syncMinutes: number;
  };
  logLevel: pino.LevelWithSilent;
  telemetry: TelemetryConfig;
}

/** What `npm start`'s preparation step needs: the database, Redis to check, where demo images go, the first operator. */
export interface PrepareConfig {
  database: DatabaseSettings;
  redisUrl: string;
  storage: StorageSettings;
  /** Whether an empty catalogue is filled with the demo watches (DEMO_CATALOGUE=on). */
  demoCatalogue: boolean;
  firstOperator: { username: string; password: string } | null;
  /** Where a generated first operator password is written (readable by its owner only), not printed. */
  firstOperatorPasswordFile: string;
}

// Picked from every setting, so that any reader's settings that hold these keys fit.
type DatabaseVariables = Pick<Settings<Reader>, keyof Settings<'db'>>;
/** The settings both the BFF and the worker read. */
/** The settings of the image storage. */
type StorageVariables = Pick<Settings<Reader>, 'UPLOAD_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'>;
type ServerSettings = Pick<Settings<Reader>, keyof Settings<'bff'> & keyof Settings<'worker'>>;

const UPLOAD_WAIT_CAP_MS = 8000;
/** Renders at once per core when RENDER_CONCURRENCY is unset: a render waits on data as well as computing. */
const RENDERS_PER_CORE = 8;

export function loadDatabaseSettings(env: Environment = process.env): DatabaseSettings {
  return databaseSettings(readSettings(['db'], env));
}

export function loadBffConfig(env: Environment = process.env): BffConfig {
  const settings = readSettings(['bff', 'db'], env);
  if (settings.METRICS_PORT !== null && settings.METRICS_PORT === settings.PORT) {
    throw new ConfigError([`METRICS_PORT must not be PORT (${settings.PORT}): /metrics is never served on the public port`]);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    http: {
      headersTimeoutMs: settings.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: settings.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: settings.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: settings.HTTP_MAX_CONNECTIONS,
    },
    publicUrl: publicUrl(settings),
    trustProxy: expressTrustProxy(settings.TRUST_PROXY),
    publicWritesPerMinute: settings.PUBLIC_WRITES_PER_MINUTE,
    renderBudgetPerMinute: settings.RENDER_BUDGET_PER_MINUTE,
    renderConcurrency: settings.RENDER_CONCURRENCY ?? RENDERS_PER_CORE * availableParallelism(),
    session: { idleMs: settings.SESSION_IDLE_MINUTES * 60_000, lifetimeMs: settings.SESSION_LIFETIME_HOURS * 3_600_000 },
    passwordChecks: { atOnce: settings.PASSWORD_CHECKS_AT_ONCE, waitMs: settings.PASSWORD_CHECK_WAIT_MS },
    database: databaseSettings(settings),
    redisUrl: settings.REDIS_URL,
    redisPrefix: settings.REDIS_PREFIX,
    storage: storageSettings(settings),
    webRoot: settings.WEB_ROOT,
    sessionSecret: settings.SESSION_SECRET,
    analyticsId: settings.ANALYTICS_ID,
    analyticsScriptUrl: settings.ANALYTICS_SCRIPT_URL,
    business: businessSettings(settings),
    businessTimezone: settings.BUSINESS_TIMEZONE,
    remoteUrls: { catalog: settings.REMOTE_CATALOG_URL, forms: settings.REMOTE_FORMS_URL, admin: settings.REMOTE_ADMIN_URL },
    remotePublicKeys: { catalog: settings.REMOTE_CATALOG_PUBLIC_KEYS ?? [], forms: settings.REMOTE_FORMS_PUBLIC_KEYS ?? [], admin: settings.REMOTE_ADMIN_PUBLIC_KEYS ?? [] },
    deployEnvironment: settings.DEPLOY_ENVIRONMENT,
    remoteManifestPollMs: settings.REMOTE_MANIFEST_POLL_SECONDS * 1000,
    remoteFileMaxBytes: settings.REMOTE_FILE_MAX_BYTES,
    publicCacheMaxBytes: settings.PUBLIC_CACHE_MAX_BYTES,
    searchCacheMaxBytes: settings.SEARCH_CACHE_MAX_BYTES,
    jobWaitMs: settings.JOB_WAIT_MS,
    uploadWaitMs: settings.UPLOAD_WAIT_MS ?? Math.min(settings.JOB_WAIT_MS, UPLOAD_WAIT_CAP_MS),
    secretsDir: settings.SECRETS_DIR,
    ebay: {
      ...ebayAppConfig(settings),
      ruName: settings.EBAY_RU_NAME,
      env: settings.EBAY_ENV,
      authBaseUrl: settings.EBAY_AUTH_BASE_URL ?? EBAY_HOSTS[settings.EBAY_ENV].auth,
    },
    mailEnabled: settings.SMTP_URL !== null,
    shutdown: { drainMs: settings.SHUTDOWN_DRAIN_SECONDS * 1000, finishMs: settings.SHUTDOWN_FINISH_SECONDS * 1000 },
    logLevel: settings.LOG_LEVEL,
    telemetry: telemetryConfig(settings, 'bff'),
  };
}

export function loadWorkerConfig(env: Environment = process.env): WorkerConfig {
  const settings = readSettings(['worker', 'db'], env);
  return {
    database: databaseSettings(settings),
    redisUrl: settings.REDIS_URL,
    redisPrefix: settings.REDIS_PREFIX,
    storage: storageSettings(settings),
    sessionSecret: settings.SESSION_SECRET,
    secretsDir: settings.SECRETS_DIR,
    concurrency: { marketplace: settings.MARKETPLACE_CONCURRENCY, images: settings.IMAGES_CONCURRENCY, mail: settings.MAIL_CONCURRENCY },
    mail: settings.SMTP_URL
      ? { smtpUrl: settings.SMTP_URL, notifyEmail: settings.NOTIFY_EMAIL, from: settings.MAIL_FROM ?? `${BUSINESS_NAME} <${settings.NOTIFY_EMAIL}>` }
      : null,
    publicUrl: publicUrl(settings),
    searchAlertsEveryMs: settings.SEARCH_ALERTS_EVERY_SECONDS * 1000,
    business: businessSettings(settings),
    businessTimezone: settings.BUSINESS_TIMEZONE,
    lockDurationMs: settings.JOB_LOCK_MS,
    shutdownFinishMs: settings.SHUTDOWN_FINISH_SECONDS * 1000,
    ebay: { ...ebayAppConfig(settings), callsPerSecond: settings.EBAY_CALLS_PER_SECOND, dailyApiCalls: settings.EBAY_DAILY_API_CALLS, syncMinutes: settings.EBAY_SYNC_MINUTES },
    logLevel: settings.LOG_LEVEL,
    telemetry: telemetryConfig(settings, 'worker'),
  };
}

/** The image storage alone, for `npm run storage:copy`. */
export function loadStorageSettings(env: Environment = process.env): StorageSettings {
  return storageSettings(readSettings(['cli'], env));
}

/** Checks every variable of every process, so that `npm start` stops before starting anything, with the whole list. */
export function loadPrepareConfig(env: Environment = process.env): PrepareConfig {
  const settings = readSettings(READERS, env);
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = settings;
  return {
    database: databaseSettings(settings),
    redisUrl: settings.REDIS_URL,
    storage: storageSettings(settings),
    demoCatalogue: settings.DEMO_CATALOGUE === 'on',
    firstOperator: username && password ? { username, password } : null,
    firstOperatorPasswordFile: path.join(settings.SECRETS_DIR, 'first-operator-password'),
  };
}

/** The public address of the BFF's pages and of the worker's e-mail links: PUBLIC_URL, else this machine at PORT. */
function publicUrl(settings: ServerSettings): string {
  return settings.PUBLIC_URL ?? `http://localhost:${settings.PORT || VARIABLES.PORT.default}`;
}

/** TRUST_PROXY as Express reads it: `false`, a hop count, or the list as text. */
function expressTrustProxy(text: string): boolean | number | string {
  if (text === 'false') return false;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The dealer's published details as the operator set them (docs/configuration.md). */
function businessSettings(settings: ServerSettings): BusinessSettings {
  return {
    phone: settings.BUSINESS_PHONE,
    phoneDisplay:
      settings.BUSINESS_PHONE_DISPLAY ?? (settings.BUSINESS_PHONE === DEFAULT_BUSINESS_SETTINGS.phone ? DEFAULT_BUSINESS_SETTINGS.phoneDisplay : null),
    email: settings.BUSINESS_EMAIL,
    address: {
      street: settings.BUSINESS_STREET_ADDRESS,
      city: settings.BUSINESS_CITY,
      region: settings.BUSINESS_REGION,
      postalCode: settings.BUSINESS_POSTAL_CODE,
      country: settings.BUSINESS_COUNTRY,
    },
    openingHours: settings.BUSINESS_HOURS,
    timeZone: settings.BUSINESS_TIME_ZONE ?? standardZoneLabel(settings.BUSINESS_TIMEZONE),
    socialLinks: { Instagram: settings.BUSINESS_INSTAGRAM_URL, Facebook: settings.BUSINESS_FACEBOOK_URL, YouTube: settings.BUSINESS_YOUTUBE_URL },
  };
}

function storageSettings(settings: StorageVariables & { S3_PUBLIC_URL?: string | null }): StorageSettings {
  const bucket = settings.S3_BUCKET;
  return {
    uploadDir: settings.UPLOAD_DIR,
    s3: bucket
      ? {
          bucket,
          endpoint: settings.S3_ENDPOINT,
          region: settings.S3_REGION,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE === 'true',
          prefix: settings.S3_PREFIX ? `${settings.S3_PREFIX.replace(/\/+$/, '')}/` : '',
        }
      : null,
    publicUrl: settings.S3_PUBLIC_URL ?? null,
  };
}

function telemetryConfig(settings: ServerSettings, processName: 'bff' | 'worker'): TelemetryConfig {
  return {
    metrics: settings.METRICS_PORT === null ? null : { port: settings.METRICS_PORT, host: settings.METRICS_HOST },
    traces: settings.OTEL_EXPORTER_OTLP_ENDPOINT === null ? null : { serviceName: settings.OTEL_SERVICE_NAME ?? `caliber-${processName}` },
  };
}

function databaseSettings(settings: DatabaseVariables): DatabaseSettings {
  return { url: settings.DATABASE_URL, poolSize: settings.DATABASE_POOL_SIZE };
}

function ebayAppConfig(settings: ServerSettings): EbayAppConfig {
  const hosts = EBAY_HOSTS[settings.EBAY_ENV];
  return {
    clientId: settings.EBAY_CLIENT_ID,
    clientSecret: settings.EBAY_CLIENT_SECRET,
    apiBaseUrl: settings.EBAY_API_BASE_URL ?? hosts.api,
    webBaseUrl: settings.EBAY_WEB_BASE_URL ?? hosts.web,
    imageBaseUrl: settings.EBAY_IMAGE_BASE_URL ?? hosts.image,
  };
}
