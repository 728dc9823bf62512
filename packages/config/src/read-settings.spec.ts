import { DEFAULT_BUSINESS_SETTINGS, DEFAULT_BUSINESS_TIMEZONE } from '@caliber/contracts';
import { generateKeyPairSync } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { loadBffConfig, loadPrepareConfig, loadWorkerConfig } from './process-configs.js';
import { ConfigError, readSettings, type Environment } from './read-settings.js';
import { REPO_ROOT, VARIABLE_LIST } from './variables.js';

const problemsOf = (read: () => unknown): string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the environment was accepted');
};

describe('the declaration', () => {
  it('gives every variable readers, a description and a default that passes its own check', () => {
    for (const [name, variable] of VARIABLE_LIST) {
      expect(variable.readers.length, name).toBeGreaterThan(0);
      expect(variable.description.length, name).toBeGreaterThan(10);
      if (variable.default === null) continue;
      const [error, value] = validate(String(variable.default), variable.type, { coerce: true });
      expect(error?.message, name).toBeUndefined();
      expect(value, name).toEqual(variable.default);
    }
  });
});

describe('a malformed URL', () => {
  it('is reported without its password', () => {
    const env = { DATABASE_URL: 'postgres://app:s3cr/et@db:5432:99/caliber', REDIS_URL: 'redis://:hunter2@[bad/0' };
    let message = '';
    try {
      loadBffConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL is not a valid URL (got "postgres://app:***@db:5432:99/caliber")');
    expect(message).toContain('REDIS_URL is not a valid URL (got "redis://:***@[bad/0")');
    expect(message).not.toContain('s3cr');
    expect(message).not.toContain('hunter2');
  });
});

describe('defaults', () => {
  it('starts the BFF with no environment at all', () => {
    expect(loadBffConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      http: { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 5000, maxConnections: 10_000 },
      publicUrl: 'http://localhost:3000',
      trustProxy: 'loopback',
      publicWritesPerMinute: 20,
      renderBudgetPerMinute: 300,
      renderConcurrency: 8 * availableParallelism(),
      session: { idleMs: 2 * 60 * 60 * 1000, lifetimeMs: 12 * 60 * 60 * 1000 },
      passwordChecks: { atOnce: 2, waitMs: 2000 },
      database: { url: 'postgres://postgres@127.0.0.1:5432/caliber', poolSize: 10 },
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'caliber',
      storage: { uploadDir: path.join(REPO_ROOT, 'uploads'), s3: null, publicUrl: null },
      webRoot: REPO_ROOT,
      sessionSecret: null,
      analyticsId: null,
      analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      business: DEFAULT_BUSINESS_SETTINGS,
      businessTimezone: DEFAULT_BUSINESS_TIMEZONE,
      remoteUrls: { catalog: '/remotes/catalog/remoteEntry.js', forms: '/remotes/forms/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' },
      remotePublicKeys: { catalog: [], forms: [], admin: [] },
      deployEnvironment: 'production',
      remoteManifestPollMs: 15_000,
      remoteFileMaxBytes: 8 * 1024 * 1024,
      publicCacheMaxBytes: 64 * 1024 * 1024,
      searchCacheMaxBytes: 16 * 1024 * 1024,
      jobWaitMs: 20_000,
      uploadWaitMs: 8000,
      secretsDir: path.join(REPO_ROOT, '.secrets'),
      ebay: {
        clientId: null,
        clientSecret: null,
        ruName: null,
        env: 'production',
        apiBaseUrl: 'https://api.ebay.com',
        authBaseUrl: 'https://auth.ebay.com',
        webBaseUrl: 'https://www.ebay.com',
        imageBaseUrl: 'https://i.ebayimg.com',
      },
      mailEnabled: false,
      shutdown: { drainMs: 5000, finishMs: 20_000 },
      logLevel: 'info',
      telemetry: { metrics: null, traces: null },
    });
  });

  it('starts the worker with no environment at all', () => {
    const config = loadWorkerConfig({});
    expect(config).toMatchObject({ concurrency: { marketplace: 2, images: 1, mail: 2 }, lockDurationMs: 30_000, logLevel: 'info', mail: null });
    expect(config.ebay).toEqual({
      clientId: null,
      clientSecret: null,
      apiBaseUrl: 'https://api.ebay.com',
      webBaseUrl: 'https://www.ebay.com',
      imageBaseUrl: 'https://i.ebayimg.com',
      callsPerSecond: 20,
      dailyApiCalls: 5000,
      syncMinutes: 15,
    });
  });

  it('computes the defaults that follow another variable', () => {
    const config = loadBffConfig({ PORT: '4100', JOB_WAIT_MS: '3000', EBAY_ENV: 'sandbox' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.uploadWaitMs).toBe(3000);
    expect(config.ebay).toMatchObject({ env: 'sandbox', apiBaseUrl: 'https://api.sandbox.ebay.com', authBaseUrl: 'https://auth.sandbox.ebay.com' });
    expect(loadWorkerConfig({ EBAY_ENV: 'sandbox' }).ebay.webBaseUrl).toBe('https://www.sandbox.ebay.com');
    // Another phone number is printed as given unless its printed form is set too.
    expect(loadBffConfig({ BUSINESS_PHONE: '+442071234567' }).business).toMatchObject({ phone: '+442071234567', phoneDisplay: null });
    expect(loadBffConfig({ BUSINESS_PHONE_DISPLAY: '214.555.0142' }).business).toMatchObject({ phone: '+12145550142', phoneDisplay: '214.555.0142' });
  });

  it('serves /metrics only with METRICS_PORT, and traces only with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(loadWorkerConfig({}).telemetry).toEqual({ metrics: null, traces: null });
    expect(loadBffConfig({ METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).telemetry).toEqual({ metrics: { port: 9464, host: '0.0.0.0' }, traces: { serviceName: 'caliber-bff' } });
    expect(loadWorkerConfig({ METRICS_PORT: '9465', METRICS_HOST: '127.0.0.1' }).telemetry.metrics).toEqual({ port: 9465, host: '127.0.0.1' });
    expect(loadWorkerConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).telemetry.traces).toEqual({ serviceName: 'caliber-worker' });
    expect(loadWorkerConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'shop-worker' }).telemetry.traces).toEqual({ serviceName: 'shop-worker' });
  });

  it('sends e-mail only with SMTP_URL, from the shop to NOTIFY_EMAIL unless MAIL_FROM says otherwise', () => {
    const smtp = 'smtp://user:pass@mail.example:587';
    expect(loadBffConfig({ SMTP_URL: smtp }).mailEnabled).toBe(true);
    expect(loadWorkerConfig({ SMTP_URL: smtp, NOTIFY_EMAIL: 'owner@shop.example' }).mail).toEqual({
      smtpUrl: smtp,
      notifyEmail: 'owner@shop.example',
      from: 'Caliber <owner@shop.example>',
    });
    expect(loadWorkerConfig({ SMTP_URL: smtp, MAIL_FROM: 'Alerts <alerts@shop.example>' }).mail).toMatchObject({
      notifyEmail: 'concierge@caliberwatches.com',
      from: 'Alerts <alerts@shop.example>',
    });
  });

  it('takes given values over defaults, typed, and counts an empty value as unset', () => {
    const config = loadBffConfig({ PORT: '', JOB_WAIT_MS: '500', UPLOAD_WAIT_MS: '9000', EBAY_API_BASE_URL: 'http://127.0.0.1:4010/', UPLOAD_DIR: 'relative/uploads' });
    expect(config.port).toBe(3000);
    expect(config.jobWaitMs).toBe(500);
    expect(config.uploadWaitMs).toBe(9000);
    expect(config.ebay.apiBaseUrl).toBe('http://127.0.0.1:4010');
    expect(config.storage.uploadDir).toBe(path.resolve('relative/uploads'));
    expect(loadWorkerConfig({ DATABASE_POOL_SIZE: '3' }).database.poolSize).toBe(3);
  });

  it('stores images in the bucket when S3_BUCKET is set, its prefix ending in one slash', () => {
    const env = { S3_BUCKET: 'caliber-images', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'shop/images/', S3_PUBLIC_URL: 'https://cdn.example.com/' };
    expect(loadWorkerConfig(env).storage).toEqual({
      uploadDir: path.join(REPO_ROOT, 'uploads'),
      s3: { bucket: 'caliber-images', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true, prefix: 'shop/images/' },
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadBffConfig({ S3_BUCKET: 'caliber-images' }).storage.s3).toMatchObject({ endpoint: null, forcePathStyle: false, prefix: '' });
    expect(() => loadBffConfig({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
  });
});

describe('the trusted proxies', () => {
  it.each([
    ['false', false],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8, fd00::/8, 192.168.1.7', 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.7'],
  ])('reads TRUST_PROXY=%j as Express takes it', (text, expected) => {
    expect(loadBffConfig({ TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });
});

const RELEASE_KEYS_RULE = 'must be one or more `<id>:<Ed25519 public key in base64>`, separated by commas, as `npm run keys` prints them';
const ED25519_KEY = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const TRUST_PROXY_RULE = 'must be false, a number of proxies, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets';

describe('validation', () => {
  const cases: [Environment, string][] = [
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: '-5' }, 'PORT must be a whole number from 0 to 65535 (got "-5")'],
    [{ JOB_WAIT_MS: '1.5' }, 'JOB_WAIT_MS must be a whole number from 0 to 120000 (got "1.5")'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "0")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must use postgres: or postgresql: (got "mysql://x")'],
    [{ REDIS_URL: 'nope' }, 'REDIS_URL is not a valid URL (got "nope")'],
    [{ PUBLIC_URL: 'ftp://shop' }, 'PUBLIC_URL must use http: or https: (got "ftp://shop")'],
    [{ HOST: 'a b' }, 'HOST must be a host name or an IP address (got "a b")'],
    [{ REDIS_PREFIX: 'a b' }, 'REDIS_PREFIX may hold letters, digits, ":", "_" and "-" only (at most 64) (got "a b")'],
    [{ ANALYTICS_ID: 'ua' }, 'ANALYTICS_ID must look like G-XXXXXXXXXX (got "ua")'],
    [{ REMOTE_FORMS_URL: 'forms.js' }, 'REMOTE_FORMS_URL must be a path starting with / or an http(s) URL (got "forms.js")'],
    [{ REMOTE_CATALOG_URL: '//cdn.example/catalog/remoteEntry.js' }, 'REMOTE_CATALOG_URL must not hold "\\" nor start with "//" (either names another host) (got "//cdn.example/catalog/remoteEntry.js")'],
    [{ REMOTE_CATALOG_URL: '/\\cdn.example/catalog/remoteEntry.js' }, 'REMOTE_CATALOG_URL must not hold "\\" nor start with "//" (either names another host) (got "/\\cdn.example/catalog/remoteEntry.js")'],
    [{ REMOTE_CATALOG_URL: '/.//cdn.example/remoteEntry.js' }, 'REMOTE_CATALOG_URL must not hold "\\" nor start with "//" (either names another host) (got "/.//cdn.example/remoteEntry.js")'],
    [{ REMOTE_FORMS_PUBLIC_KEYS: 'bm90IGEga2V5' }, `REMOTE_FORMS_PUBLIC_KEYS ${RELEASE_KEYS_RULE} (got "bm90IGEga2V5")`],
    [{ REMOTE_FORMS_PUBLIC_KEYS: 'k1:bm90IGEga2V5' }, `REMOTE_FORMS_PUBLIC_KEYS ${RELEASE_KEYS_RULE} (got "k1:bm90IGEga2V5")`],
    [{ REMOTE_FORMS_PUBLIC_KEYS: `k1:${ED25519_KEY},k1:${ED25519_KEY}` }, `REMOTE_FORMS_PUBLIC_KEYS names one key id twice (got "k1:${ED25519_KEY},k1:${ED25519_KEY}")`],
    [{ DEPLOY_ENVIRONMENT: 'Prod uction' }, 'DEPLOY_ENVIRONMENT must be a name such as production or staging (lower-case letters, digits and hyphens) (got "Prod uction")'],
    [{ EBAY_ENV: 'staging' }, 'EBAY_ENV must be one of production, sandbox (got "staging")'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "verbose")'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 bytes (make one with `openssl rand -base64 48`)'],
    [{ TRUST_PROXY: 'true' }, `TRUST_PROXY ${TRUST_PROXY_RULE} (got "true")`],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/33' }, `TRUST_PROXY ${TRUST_PROXY_RULE} (got "loopback, 10.0.0.0/33")`],
    [{ TRUST_PROXY: 'proxy.internal' }, `TRUST_PROXY ${TRUST_PROXY_RULE} (got "proxy.internal")`],
    [{ PUBLIC_WRITES_PER_MINUTE: '0' }, 'PUBLIC_WRITES_PER_MINUTE must be a whole number from 1 to 1000000 (got "0")'],
    [{ SESSION_IDLE_MINUTES: 'forever' }, 'SESSION_IDLE_MINUTES must be a whole number from 5 to 10080 (got "forever")'],
    [{ SMTP_URL: 'http://user:secret@mail.example' }, 'SMTP_URL must use smtp: or smtps:'],
    [{ BUSINESS_PHONE: '214-555-0142' }, 'BUSINESS_PHONE must be an international number such as +12145550142 (got "214-555-0142")'],
    [{ BUSINESS_EMAIL: 'desk@caliber.example?cc=x' }, 'BUSINESS_EMAIL must be an e-mail address without ?, &, spaces or line breaks (got "desk@caliber.example?cc=x")'],
    [{ BUSINESS_HOURS: 'weekdays 10 to 7' }, 'BUSINESS_HOURS must be days and times such as "Mo-Fr 10:00-19:00, Sa 11:00-16:00" (got "weekdays 10 to 7")'],
    [{ BUSINESS_COUNTRY: 'USA' }, 'BUSINESS_COUNTRY must be a two-letter country code such as US (got "USA")'],
    [{ BUSINESS_YOUTUBE_URL: 'youtube' }, 'BUSINESS_YOUTUBE_URL is not a valid URL (got "youtube")'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number from 1 to 65535 (got "0")'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT must not be PORT (8080): /metrics is never served on the public port'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT must use http: or https: (got "collector:4318")'],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: 'udp' }, 'OTEL_EXPORTER_OTLP_PROTOCOL must be one of http/protobuf, http/json, grpc (got "udp")'],
  ];
  it.each(cases)('refuses %o', (env, problem) => {
    expect(problemsOf(() => loadBffConfig(env))).toEqual([problem]);
  });

  it('checks the worker-only numbers', () => {
    expect(problemsOf(() => loadWorkerConfig({ MARKETPLACE_CONCURRENCY: '0', JOB_LOCK_MS: '10' }))).toEqual([
      'JOB_LOCK_MS must be a whole number from 1000 to 600000 (got "10")',
      'MARKETPLACE_CONCURRENCY must be a whole number from 1 to 50 (got "0")',
    ]);
  });

  it('checks the mail addresses', () => {
    expect(problemsOf(() => loadWorkerConfig({ NOTIFY_EMAIL: 'shop', MAIL_FROM: 'Shop <a b@x.co>' }))).toEqual([
      'NOTIFY_EMAIL must be an e-mail address such as shop@example.com (got "shop")',
      'MAIL_FROM must be an address or Name <address> (got "Shop <a b@x.co>")',
    ]);
  });

  it('checks the first operator without repeating the password', () => {
    expect(problemsOf(() => loadPrepareConfig({ ADMIN_USERNAME: 'no spaces', ADMIN_PASSWORD: 'short' }))).toEqual([
      'ADMIN_USERNAME may hold letters, digits, ".", "_" and "-" only (at most 64) (got "no spaces")',
      'ADMIN_PASSWORD must be 12 to 200 characters',
    ]);
  });

  it('lists every problem at once, one line each naming the variable', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', SESSION_SECRET: 'short' };
    expect(() => loadBffConfig(env)).toThrow(
      new ConfigError([
        'DATABASE_URL must use postgres: or postgresql: (got "mysql://x")',
        'REDIS_URL is not a valid URL (got "nope")',
        'PORT must be a whole number from 0 to 65535 (got "eighty")',
        'SESSION_SECRET must be at least 32 bytes (make one with `openssl rand -base64 48`)',
      ]),
    );
    try {
      loadBffConfig(env);
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        'Invalid setting: DATABASE_URL must use postgres: or postgresql: (got "mysql://x")',
        'Invalid setting: REDIS_URL is not a valid URL (got "nope")',
        'Invalid setting: PORT must be a whole number from 0 to 65535 (got "eighty")',
        'Invalid setting: SESSION_SECRET must be at least 32 bytes (make one with `openssl rand -base64 48`)',
      ]);
    }
  });
});

describe('the secret shared by every machine', () => {
  const missing =
    'SESSION_SECRET must be set when PUBLIC_URL is https: or NODE_ENV is production, the same on every machine (make one with `openssl rand -base64 48`; docs/operations.md)';
  const secret = 'x'.repeat(32);

  it.each([{ PUBLIC_URL: 'https://shop.example' }, { NODE_ENV: 'production' }])('is required by the BFF and the worker with %o', (env) => {
    expect(problemsOf(() => loadBffConfig(env))).toEqual([missing]);
    expect(problemsOf(() => loadWorkerConfig(env))).toEqual([missing]);
    expect(loadBffConfig({ ...env, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(loadWorkerConfig({ ...env, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('is counted in bytes, not characters', () => {
    expect(loadBffConfig({ SESSION_SECRET: 'é'.repeat(16) }).sessionSecret).toBe('é'.repeat(16));
    expect(problemsOf(() => loadBffConfig({ SESSION_SECRET: 'x'.repeat(31) }))).toEqual([
      'SESSION_SECRET must be at least 32 bytes (make one with `openssl rand -base64 48`)',
    ]);
  });

  it('is optional on one machine over plain HTTP, where SECRETS_DIR keeps a generated key', () => {
    expect(loadBffConfig({ PUBLIC_URL: 'http://shop.lan' }).sessionSecret).toBeNull();
  });

  it("stops `npm start`'s preparation too, before it prepares anything", () => {
    expect(problemsOf(() => loadPrepareConfig({ PUBLIC_URL: 'https://shop.example' }))).toEqual([missing]);
  });
});

describe('the public address', () => {
  it('is the same for the BFF and the worker: PUBLIC_URL, else localhost at PORT', () => {
    expect(loadWorkerConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadBffConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadWorkerConfig({ PORT: '4100', PUBLIC_URL: 'https://shop.example/', SESSION_SECRET: 'x'.repeat(32) }).publicUrl).toBe('https://shop.example');
  });
});

describe('paired variables', () => {
  it('wants the eBay client id and secret together', () => {
    const problem = 'EBAY_CLIENT_ID and EBAY_CLIENT_SECRET must be set together';
    expect(problemsOf(() => loadWorkerConfig({ EBAY_CLIENT_ID: 'only-the-id' }))).toEqual([problem]);
    expect(problemsOf(() => loadBffConfig({ EBAY_CLIENT_SECRET: 'only-the-secret' }))).toEqual([problem]);
    expect(loadBffConfig({ EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret' }).ebay).toMatchObject({ clientId: 'id', clientSecret: 'secret' });
  });

  it('wants the first operator name and password together', () => {
    expect(problemsOf(() => loadPrepareConfig({ ADMIN_USERNAME: 'operator' }))).toEqual(['ADMIN_USERNAME and ADMIN_PASSWORD must be set together']);
    expect(loadPrepareConfig({ ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'long enough password' }).firstOperator).toEqual({
      username: 'operator',
      password: 'long enough password',
    });
    expect(loadPrepareConfig({}).firstOperator).toBeNull();
  });

  it('leaves the demo catalogue out unless DEMO_CATALOGUE is on', () => {
    expect(loadPrepareConfig({}).demoCatalogue).toBe(false);
    expect(loadPrepareConfig({ DEMO_CATALOGUE: 'off' }).demoCatalogue).toBe(false);
    expect(loadPrepareConfig({ DEMO_CATALOGUE: 'on' }).demoCatalogue).toBe(true);
    expect(problemsOf(() => loadPrepareConfig({ DEMO_CATALOGUE: 'yes' }))).toEqual(['DEMO_CATALOGUE must be one of on, off (got "yes")']);
  });
});

describe('readers', () => {
  it('checks only what a process reads', () => {
    expect(loadWorkerConfig({ HTTP_MAX_CONNECTIONS: 'many' }).redisPrefix).toBe('caliber');
    expect(loadBffConfig({ JOB_LOCK_MS: '1' }).port).toBe(3000);
    expect(Object.keys(readSettings(['db'], {})).sort()).toEqual(['DATABASE_POOL_SIZE', 'DATABASE_URL']);
  });

  it("checks every process's variables before npm start starts anything", () => {
    expect(problemsOf(() => loadPrepareConfig({ PORT: 'eighty', JOB_LOCK_MS: '1', DEMO_IMAGE_CACHE_DIR: '' }))).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'JOB_LOCK_MS must be a whole number from 1000 to 600000 (got "1")',
    ]);
  });
});

describe('release keys', () => {
  it('reads several keys with their ids, so a new key can stand beside the old one', () => {
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const config = loadBffConfig({ REMOTE_CATALOG_PUBLIC_KEYS: ` old:${ED25519_KEY}, new:${other} ` });
    expect(config.remotePublicKeys.catalog).toEqual([
      { id: 'old', publicKey: ED25519_KEY },
      { id: 'new', publicKey: other },
    ]);
    expect(config.remotePublicKeys.forms).toEqual([]);
  });
});
