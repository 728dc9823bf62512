import { DEFAULT_DATABASE_URL } from '@caliber/db';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix for every Redis key and channel, so several installs (or test runs) can share one Redis. */
  redisPrefix: string;
  uploadDir: string;
  webRoot: string;
  sessionSecret: string | null;
  analyticsId: string | null;
  analyticsScriptUrl: string;
  remoteUrls: { catalog: string; forms: string; admin: string };
  jobWaitMs: number;
  /** How long an upload waits for its compressed copies before answering `compressed: false`. */
  uploadWaitMs: number;
  /** Folder of generated secrets (the eBay token key when SESSION_SECRET is not set). */
  secretsDir: string;
  ebay: EbayConfig;
  logLevel: string;
}

/** eBay application keys and hosts; tests and demos point the base URLs at the fake eBay server. */
export interface EbayConfig {
  clientId: string | null;
  clientSecret: string | null;
  ruName: string | null;
  env: 'production' | 'sandbox';
  apiBaseUrl: string;
  authBaseUrl: string;
  webBaseUrl: string;
  imageBaseUrl: string;
}

/** The eBay hosts of each environment (docs/architecture.md). */
export const EBAY_HOSTS = {
  production: { api: 'https://api.ebay.com', auth: 'https://auth.ebay.com', web: 'https://www.ebay.com', image: 'https://i.ebayimg.com' },
  sandbox: { api: 'https://api.sandbox.ebay.com', auth: 'https://auth.sandbox.ebay.com', web: 'https://www.sandbox.ebay.com', image: 'https://i.ebayimg.com' },
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and checks the environment once at start; a bad environment stops the process with a list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
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
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) problems.push(`${name} must use ${protocols.join(' or ')} (got "${value}")`);
    } catch {
      problems.push(`${name} is not a valid URL (got "${value}")`);
    }
    return value;
  };
  const optional = (name: string) => (env[name] ? env[name]! : null);

  const port = integer('PORT', 3000, 0, 65535);
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port || 3000}`, ['http:', 'https:']).replace(/\/$/, '');
  const sessionSecret = optional('SESSION_SECRET');
  if (sessionSecret && sessionSecret.length < 16) problems.push('SESSION_SECRET must be at least 16 characters');
  const analyticsId = optional('ANALYTICS_ID');
  if (analyticsId && !/^[A-Z0-9-]{4,40}$/.test(analyticsId)) problems.push('ANALYTICS_ID must look like G-XXXXXXXXXX');
  const redisPrefix = env.REDIS_PREFIX || 'caliber';
  if (!/^[A-Za-z0-9:_-]{1,64}$/.test(redisPrefix)) problems.push('REDIS_PREFIX may hold letters, digits, ":", "_" and "-" only');

  const ebayEnv = env.EBAY_ENV || 'production';
  if (ebayEnv !== 'production' && ebayEnv !== 'sandbox') problems.push(`EBAY_ENV must be production or sandbox (got "${ebayEnv}")`);
  const hosts = EBAY_HOSTS[ebayEnv === 'sandbox' ? 'sandbox' : 'production'];
  const jobWaitMs = integer('JOB_WAIT_MS', 20_000, 0, 120_000);

  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    databaseUrl: url('DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(repoRoot, 'uploads')),
    webRoot: path.resolve(env.WEB_ROOT || repoRoot),
    sessionSecret,
    analyticsId,
    analyticsScriptUrl: url('ANALYTICS_SCRIPT_URL', 'https://www.googletagmanager.com/gtag/js', ['http:', 'https:']),
    remoteUrls: {
      catalog: env.REMOTE_CATALOG_URL || '/remotes/catalog/remoteEntry.js',
      forms: env.REMOTE_FORMS_URL || '/remotes/forms/remoteEntry.js',
      admin: env.REMOTE_ADMIN_URL || '/remotes/admin/remoteEntry.js',
    },
    jobWaitMs,
    uploadWaitMs: integer('UPLOAD_WAIT_MS', Math.min(jobWaitMs, 8000), 0, 120_000),
    secretsDir: path.resolve(env.SECRETS_DIR || path.join(repoRoot, '.secrets')),
    ebay: {
      clientId: optional('EBAY_CLIENT_ID'),
      clientSecret: optional('EBAY_CLIENT_SECRET'),
      ruName: optional('EBAY_RU_NAME'),
      env: ebayEnv === 'sandbox' ? 'sandbox' : 'production',
      apiBaseUrl: url('EBAY_API_BASE_URL', hosts.api, ['http:', 'https:']).replace(/\/$/, ''),
      authBaseUrl: url('EBAY_AUTH_BASE_URL', hosts.auth, ['http:', 'https:']).replace(/\/$/, ''),
      webBaseUrl: url('EBAY_WEB_BASE_URL', hosts.web, ['http:', 'https:']).replace(/\/$/, ''),
      imageBaseUrl: url('EBAY_IMAGE_BASE_URL', hosts.image, ['http:', 'https:']).replace(/\/$/, ''),
    },
    logLevel: env.LOG_LEVEL || 'info',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
