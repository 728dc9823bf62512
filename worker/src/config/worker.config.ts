import { DEFAULT_DATABASE_URL } from '@caliber/db';
import path from 'node:path';

/** The worker's settings, read and checked once at start. */
export interface WorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every queue and Redis key; the BFF uses the same one. */
  redisPrefix: string;
  uploadDir: string;
  sessionSecret: string | null;
  secretsDir: string;
  concurrency: { marketplace: number; images: number };
  /** How long a job's lock lasts; a job whose worker died is picked up again once it lapses. */
  lockDurationMs: number;
  ebay: {
    clientId: string | null;
    clientSecret: string | null;
    apiBaseUrl: string;
    webBaseUrl: string;
    imageBaseUrl: string;
    /** All eBay calls of every worker together, per second. */
    callsPerSecond: number;
    /** Browse API calls per day (eBay's default quota is 5,000). */
    dailyApiCalls: number;
  };
  logLevel: string;
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

export class WorkerConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The worker cannot start; fix its environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const EBAY_HOSTS = {
  production: { api: 'https://api.ebay.com', web: 'https://www.ebay.com', image: 'https://i.ebayimg.com' },
  sandbox: { api: 'https://api.sandbox.ebay.com', web: 'https://www.sandbox.ebay.com', image: 'https://i.ebayimg.com' },
} as const;

/** Reads the environment; every problem is listed at once in a {@link WorkerConfigError}. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return value;
  };
  const url = (name: string, fallback: string, protocols: string[]) => {
    const value = env[name] || fallback;
    try {
      if (!protocols.includes(new URL(value).protocol)) problems.push(`${name} must use ${protocols.join(' or ')} (got "${value}")`);
    } catch {
      problems.push(`${name} is not a valid URL (got "${value}")`);
    }
    return value.replace(/\/$/, '');
  };
  const optional = (name: string) => env[name] || null;

  const redisPrefix = env.REDIS_PREFIX || 'caliber';
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(redisPrefix)) problems.push('REDIS_PREFIX may hold letters, digits, ":", "_" and "-" only');
  const sessionSecret = optional('SESSION_SECRET');
  if (sessionSecret && sessionSecret.length < 16) problems.push('SESSION_SECRET must be at least 16 characters');
  const ebayEnv = env.EBAY_ENV || 'production';
  if (ebayEnv !== 'production' && ebayEnv !== 'sandbox') problems.push(`EBAY_ENV must be production or sandbox (got "${ebayEnv}")`);
  const hosts = EBAY_HOSTS[ebayEnv === 'sandbox' ? 'sandbox' : 'production'];
  const clientId = optional('EBAY_CLIENT_ID');
  const clientSecret = optional('EBAY_CLIENT_SECRET');
  if (Boolean(clientId) !== Boolean(clientSecret)) problems.push('EBAY_CLIENT_ID and EBAY_CLIENT_SECRET must be set together');

  const config: WorkerConfig = {
    databaseUrl: url('DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(repoRoot, 'uploads')),
    sessionSecret,
    secretsDir: path.resolve(env.SECRETS_DIR || path.join(repoRoot, '.secrets')),
    concurrency: {
      marketplace: integer('MARKETPLACE_CONCURRENCY', 2, 1, 50),
      images: integer('IMAGES_CONCURRENCY', 1, 1, 16),
    },
    lockDurationMs: integer('JOB_LOCK_MS', 30_000, 1000, 600_000),
    ebay: {
      clientId,
      clientSecret,
      apiBaseUrl: url('EBAY_API_BASE_URL', hosts.api, ['http:', 'https:']),
      webBaseUrl: url('EBAY_WEB_BASE_URL', hosts.web, ['http:', 'https:']),
      imageBaseUrl: url('EBAY_IMAGE_BASE_URL', hosts.image, ['http:', 'https:']),
      callsPerSecond: integer('EBAY_CALLS_PER_SECOND', 20, 1, 1000),
      dailyApiCalls: integer('EBAY_DAILY_API_CALLS', 5000, 1, 10_000_000),
    },
    logLevel: env.LOG_LEVEL || 'info',
  };
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(config.logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${config.logLevel}")`);
  }
  if (problems.length > 0) throw new WorkerConfigError(problems);
  return config;
}
