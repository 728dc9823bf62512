import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_BUSINESS_TIMEZONE,
  E164_PHONE_PATTERN,
  EMAIL_PATTERN,
  LIMITS,
  OPENING_HOURS_PATTERN,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_USERNAME_PATTERN,
  ownRemoteEntry,
} from '@caliber/contracts';
import { EBAY_HOSTS, type EbayEnvironment } from '@caliber/marketplace';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { releaseKeys, emailAddress, timeZone, folder, mailbox, matching, oneOf, pathOrWebUrl, proxyTrust, secretOfBytes, text, textOfLength, url, webUrl, wholeNumber } from './value-types.js';
import { variable, type Variable } from './variable.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The shortest SESSION_SECRET accepted: 256 bits. */
export const SESSION_SECRET_MIN_BYTES = 32;
const LOG_LEVELS = [...Object.keys(pino.levels.values), 'silent'] as pino.LevelWithSilent[];
const EBAY_ENVIRONMENTS = Object.keys(EBAY_HOSTS) as EbayEnvironment[];
const ebayHostText = (host: keyof (typeof EBAY_HOSTS)['production']) => {
  const { production, sandbox } = EBAY_HOSTS;
  return production[host] === sandbox[host] ? `\`${production[host]}\`` : `\`${production[host]}\`; sandbox: \`${sandbox[host]}\``;
};
const business = DEFAULT_BUSINESS_SETTINGS;
const socialLink = (network: keyof typeof business.socialLinks) =>
  variable({ readers: ['bff', 'worker'], type: url(['http:', 'https:']), default: business.socialLinks[network], description: `the shop's ${network} page (footer link)` });
const remoteEntry = (name: string) =>
  variable({ readers: ['bff'], type: pathOrWebUrl, default: ownRemoteEntry(name), description: `where the ${name} remote is deployed (its browser entry; its deploy manifest is beside it)` });
const remotePublicKeys = (name: string) =>
  variable({
    readers: ['bff'],
    type: releaseKeys,
    description: `the ${name} team's release keys, \`<id>:<key>\` separated by commas; a remote on another host (loopback included) is used only when a manifest one of them signed names it (docs/deploying-a-remote.md)`,
  });

/** Every environment variable Caliber reads, in the order the README lists them (docs/configuration.md). */
export const VARIABLES = {
  DATABASE_URL: variable({
    readers: ['db'],
    type: url(['postgres:', 'postgresql:']),
    default: 'postgres://postgres@127.0.0.1:5432/caliber',
    description: 'PostgreSQL database; `npm start` creates it when missing',
  }),
  DATABASE_POOL_SIZE: variable({ readers: ['db'], type: wholeNumber(1, 1000), default: 10, description: 'database connections per process; a request waits up to 10 s for a free one, then answers 503' }),
  REDIS_URL: variable({
    readers: ['bff', 'worker', 'cli'],
    type: url(['redis:', 'rediss:']),
    default: 'redis://127.0.0.1:6379',
    description: 'Redis: queues and cache invalidation',
  }),
  REDIS_PREFIX: variable({
    readers: ['bff', 'worker'],
    type: matching(/^[A-Za-z0-9:_-]{1,64}$/, 'may hold letters, digits, ":", "_" and "-" only (at most 64)'),
    default: 'caliber',
    description: 'prefix of every Redis key and channel, so installs can share a Redis',
  }),
  PORT: variable({
    readers: ['bff', 'worker'],
    type: wholeNumber(0, 65535),
    default: 3000,
    description: "HTTP port of the BFF (0: any free port); without PUBLIC_URL the BFF's and the worker's links name `localhost` at this port",
  }),
  HOST: variable({
    readers: ['bff'],
    type: matching(/^[A-Za-z0-9.:_-]+$/, 'must be a host name or an IP address'),
    default: '0.0.0.0',
    description: 'address the BFF listens on',
  }),
  HTTP_HEADERS_TIMEOUT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(1000, 120_000),
    default: 10_000,
    description: "how long a client may take to send a request's headers before its connection is closed",
  }),
  HTTP_REQUEST_TIMEOUT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(1000, 600_000),
    default: 120_000,
    description: 'how long a client may take to send a whole request: a 15 MB photo at 1 Mbit/s takes two minutes',
  }),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(1000, 120_000),
    default: 5000,
    description: 'how long an idle kept-alive connection stays open',
  }),
  HTTP_MAX_CONNECTIONS: variable({
    readers: ['bff'],
    type: wholeNumber(100, 1_000_000),
    default: 10_000,
    description: 'open connections the BFF accepts at once; past it new ones are refused',
  }),
  TRUST_PROXY: variable({
    readers: ['bff'],
    type: proxyTrust,
    default: 'loopback',
    description: "which proxies may name the client's address (X-Forwarded-For): `false`, a number of hops, or addresses, subnets, `loopback`, `linklocal`, `uniquelocal`",
  }),
  PUBLIC_WRITES_PER_MINUTE: variable({
    readers: ['bff'],
    type: wholeNumber(1, 1_000_000),
    default: 20,
    description: 'inquiries, and separately newsletter sign-ups, one client address may send per minute (all BFFs together, counted in Redis)',
  }),
  RENDER_BUDGET_PER_MINUTE: variable({
    readers: ['bff'],
    type: wholeNumber(1, 1_000_000),
    default: 300,
    description:
      'pages rendered, and searches run, that no cache answered, one client address may ask for per minute (all BFFs together, counted in Redis); cached pages are never counted',
  }),
  RENDER_CONCURRENCY: variable({
    readers: ['bff'],
    type: wholeNumber(1, 10_000),
    defaultText: '8 per core',
    description:
      'pages one BFF renders at once (those no cache answered, from every client); past it a new page answers 503 with `Retry-After` at once while cached pages flow (docs/abuse-limits.md)',
  }),
  PUBLIC_URL: variable({
    readers: ['bff', 'worker'],
    type: webUrl,
    defaultText: '`http://localhost:<PORT>`',
    description: "the public address, for canonical links, the sitemap and the links of the worker's e-mails; when `https:`, SESSION_SECRET is required",
  }),
  NODE_ENV: variable({
    readers: ['bff', 'worker'],
    type: text,
    description: '`production` (as in the Docker image) requires SESSION_SECRET, as an `https:` PUBLIC_URL does',
  }),
  UPLOAD_DIR: variable({
    readers: ['bff', 'worker', 'seed', 'cli'],
    type: folder,
    default: path.join(REPO_ROOT, 'uploads'),
    defaultText: '`uploads/` in the repository',
    description: 'where images are stored when S3_BUCKET is unset (one machine: the BFF and the worker share the folder)',
  }),
  S3_BUCKET: variable({
    readers: ['bff', 'worker', 'seed', 'cli'],
    type: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, "." and "-"'),
    description: 'S3-compatible bucket holding the images instead of UPLOAD_DIR, shared by every machine; credentials are the AWS SDK\'s own (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile, or the instance\'s role)',
  }),
  S3_ENDPOINT: variable({
    readers: ['bff', 'worker', 'seed', 'cli'],
    type: webUrl,
    defaultText: "AWS's endpoint for S3_REGION",
    description: 'address of an S3-compatible store (MinIO, R2, ...)',
  }),
  S3_REGION: variable({ readers: ['bff', 'worker', 'seed', 'cli'], type: matching(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1'), default: 'us-east-1', description: "the bucket's region" }),
  S3_FORCE_PATH_STYLE: variable({
    readers: ['bff', 'worker', 'seed', 'cli'],
    type: oneOf(['true', 'false']),
    default: 'false',
    description: '`true` to name the bucket in the path (`<endpoint>/<bucket>/…`), as MinIO and most self-hosted stores need',
  }),
  S3_PREFIX: variable({
    readers: ['bff', 'worker', 'seed', 'cli'],
    type: matching(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a key prefix such as caliber/images'),
    description: "folder of the images in the bucket, when it holds other things too",
  }),
  S3_PUBLIC_URL: variable({
    readers: ['bff', 'worker'],
    type: webUrl,
    description: "public address of the images (a CDN or the bucket's public URL, where `<S3_PUBLIC_URL>/<name>` is the object `<S3_PREFIX>/<name>`): the pages, the public API, e-mails, the merchant feed and link previews name images there, and `/uploads/<name>` on the site redirects there permanently",
  }),
  WEB_ROOT: variable({
    readers: ['bff'],
    type: folder,
    default: REPO_ROOT,
    defaultText: 'the repository',
    description: "the folder holding the front-ends' builds (`shell/dist`, `mfe-*/dist`)",
  }),
  ANALYTICS_ID: variable({
    readers: ['bff'],
    type: matching(/^[A-Z0-9-]{4,40}$/, 'must look like G-XXXXXXXXXX'),
    description: 'Google Analytics 4 id; analytics load only when set',
  }),
  ANALYTICS_SCRIPT_URL: variable({
    readers: ['bff'],
    type: webUrl,
    default: 'https://www.googletagmanager.com/gtag/js',
    description: 'where the analytics script is loaded from',
  }),
  PUBLIC_CACHE_MAX_BYTES: variable({
    readers: ['bff'],
    type: wholeNumber(0, 4 * 1024 ** 3),
    default: 64 * 1024 ** 2,
    defaultText: '`67108864` (64 MiB)',
    description: 'bytes the in-memory cache of public answers may hold, counting their compressed copies; the least recently read go first',
  }),
  SEARCH_CACHE_MAX_BYTES: variable({
    readers: ['bff'],
    type: wholeNumber(0, 4 * 1024 ** 3),
    default: 16 * 1024 ** 2,
    defaultText: '`16777216` (16 MiB)',
    description: "bytes the cache may hold of search answers, apart from the catalogue's, so searches never push the catalogue out",
  }),
  BUSINESS_PHONE: variable({
    readers: ['bff', 'worker'],
    type: matching(E164_PHONE_PATTERN, 'must be an international number such as +12145550142'),
    default: business.phone,
    description: "the shop's phone number for `tel:` links and structured data",
  }),
  BUSINESS_PHONE_DISPLAY: variable({
    readers: ['bff', 'worker'],
    type: textOfLength(1, LIMITS.phone),
    defaultText: `\`${business.phoneDisplay}\` with the default BUSINESS_PHONE, else BUSINESS_PHONE`,
    description: 'the phone number as printed on the pages',
  }),
  BUSINESS_EMAIL: variable({
    readers: ['bff', 'worker'],
    type: matching(EMAIL_PATTERN, 'must be an e-mail address without ?, &, spaces or line breaks'),
    default: business.email,
    description: "the shop's published e-mail address",
  }),
  BUSINESS_STREET_ADDRESS: variable({ readers: ['bff', 'worker'], type: textOfLength(1, 200), description: 'street address; unpublished when unset (by appointment)' }),
  BUSINESS_CITY: variable({ readers: ['bff', 'worker'], type: textOfLength(1, 100), default: business.address.city, description: "the shop's city" }),
  BUSINESS_REGION: variable({ readers: ['bff', 'worker'], type: textOfLength(1, 100), default: business.address.region, description: "the shop's state or region" }),
  BUSINESS_POSTAL_CODE: variable({ readers: ['bff', 'worker'], type: textOfLength(1, 20), description: "the shop's postal code; unpublished when unset" }),
  BUSINESS_COUNTRY: variable({
    readers: ['bff', 'worker'],
    type: matching(/^[A-Z]{2}$/, 'must be a two-letter country code such as US'),
    default: business.address.country,
    description: "the shop's country (ISO 3166 code)",
  }),
  BUSINESS_HOURS: variable({
    readers: ['bff', 'worker'],
    type: matching(OPENING_HOURS_PATTERN, 'must be days and times such as "Mo-Fr 10:00-19:00, Sa 11:00-16:00"'),
    default: business.openingHours,
    description: 'opening hours, printed as e.g. "Mon-Fri 10am-7pm CST"',
  }),
  BUSINESS_TIMEZONE: variable({
    readers: ['bff', 'worker'],
    type: timeZone,
    default: DEFAULT_BUSINESS_TIMEZONE,
    description: "the shop's IANA time zone: viewing hours and the times in e-mails are its clock (docs/viewings.md)",
  }),
  BUSINESS_TIME_ZONE: variable({
    readers: ['bff', 'worker'],
    type: textOfLength(1, 10),
    defaultText: "BUSINESS_TIMEZONE's short name in standard time, e.g. `CST`",
    description: 'time zone printed after the opening hours',
  }),
  BUSINESS_INSTAGRAM_URL: socialLink('Instagram'),
  BUSINESS_FACEBOOK_URL: socialLink('Facebook'),
  BUSINESS_YOUTUBE_URL: socialLink('YouTube'),
  REMOTE_CATALOG_URL: remoteEntry('catalog'),
  REMOTE_FORMS_URL: remoteEntry('forms'),
  REMOTE_ADMIN_URL: remoteEntry('admin'),
  REMOTE_CATALOG_PUBLIC_KEYS: remotePublicKeys('catalog'),
  REMOTE_FORMS_PUBLIC_KEYS: remotePublicKeys('forms'),
  REMOTE_ADMIN_PUBLIC_KEYS: remotePublicKeys('admin'),
  DEPLOY_ENVIRONMENT: variable({
    readers: ['bff'],
    type: matching(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a name such as production or staging (lower-case letters, digits and hyphens)'),
    default: 'production',
    description: "the deployment this BFF serves; a remote's release signed for another is refused (docs/deploying-a-remote.md)",
  }),
  REMOTE_MANIFEST_POLL_SECONDS: variable({
    readers: ['bff'],
    type: wholeNumber(1, 30),
    default: 15,
    description: "how often each BFF asks for each remote's deploy manifest (a conditional GET)",
  }),
  REMOTE_FILE_MAX_BYTES: variable({
    readers: ['bff'],
    type: wholeNumber(1024, 64 * 1024 * 1024),
    default: 8 * 1024 * 1024,
    defaultText: '`8388608` (8 MiB)',
    description: "the largest manifest or Node file of a remote the BFF fetches; a larger one is refused",
  }),
  JOB_WAIT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(0, 120_000),
    default: 20_000,
    description: 'how long an import call waits for its job before answering 202',
  }),
  UPLOAD_WAIT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(0, 120_000),
    defaultText: 'the lesser of `JOB_WAIT_MS` and `8000`',
    description: 'how long an upload waits for its compressed copies',
  }),
  JOB_LOCK_MS: variable({
    readers: ['worker'],
    type: wholeNumber(1000, 600_000),
    default: 30_000,
    description: "how long a job's lock lasts; a job whose worker died is taken up again once it lapses",
  }),
  MARKETPLACE_CONCURRENCY: variable({ readers: ['worker'], type: wholeNumber(1, 50), default: 2, description: 'eBay jobs a worker runs at once' }),
  SEARCH_ALERTS_EVERY_SECONDS: variable({
    readers: ['worker'],
    type: wholeNumber(1, 86_400),
    default: 300,
    description: 'how often the worker matches confirmed search alerts against the watches newly available (docs/search-alerts.md)',
  }),
  MAIL_CONCURRENCY: variable({ readers: ['worker'], type: wholeNumber(1, 16), default: 2, description: 'e-mails a worker sends at once' }),
  IMAGES_CONCURRENCY: variable({ readers: ['worker'], type: wholeNumber(1, 16), default: 1, description: 'image jobs a worker runs at once' }),
  SESSION_IDLE_MINUTES: variable({
    readers: ['bff'],
    type: wholeNumber(5, 10_080),
    default: 120,
    description: 'an operator session unused this long ends',
  }),
  SESSION_LIFETIME_HOURS: variable({
    readers: ['bff'],
    type: wholeNumber(1, 720),
    default: 12,
    description: 'an operator session ends this long after signing in, however active',
  }),
  PASSWORD_CHECKS_AT_ONCE: variable({
    readers: ['bff'],
    type: wholeNumber(1, 64),
    default: 2,
    description: 'password checks (argon2, 19 MiB each) a BFF runs at once; the others wait their turn',
  }),
  PASSWORD_CHECK_WAIT_MS: variable({
    readers: ['bff'],
    type: wholeNumber(0, 60_000),
    default: 2000,
    description: 'how long a sign-in waits for its turn to have its password checked before it is answered 429 with Retry-After',
  }),
  SMTP_URL: variable({
    readers: ['bff', 'worker'],
    type: url(['smtp:', 'smtps:']),
    secret: true,
    description: 'mail server, `smtp://user:pass@host:port` (`smtps:` for TLS from the start); without it no e-mail is sent and the dashboard says alerts are off',
  }),
  NOTIFY_EMAIL: variable({
    readers: ['worker'],
    type: emailAddress,
    default: business.email,
    description: 'who receives an e-mail for every inquiry, contact message and trade-in request',
  }),
  MAIL_FROM: variable({
    readers: ['worker'],
    type: mailbox,
    defaultText: '`Caliber <NOTIFY_EMAIL>`',
    description: 'sender of every e-mail, `address` or `Name <address>`',
  }),
  SESSION_SECRET: variable({
    readers: ['bff', 'worker'],
    type: secretOfBytes(SESSION_SECRET_MIN_BYTES),
    secret: true,
    description:
      'the one secret of every machine: the keys that sign e-mail links and encrypt stored eBay tokens are derived from it; required when PUBLIC_URL is `https:` or NODE_ENV is `production` (make one with `openssl rand -base64 48`; docs/operations.md)',
  }),
  SECRETS_DIR: variable({
    readers: ['bff', 'worker', 'cli'],
    type: folder,
    default: path.join(REPO_ROOT, '.secrets'),
    defaultText: '`.secrets/` in the repository',
    description:
      'without SESSION_SECRET (one machine only) that key is generated once and kept here, shared by the BFF and the worker; `npm start` writes a generated first operator password here too',
  }),
  ADMIN_USERNAME: variable({
    readers: ['cli'],
    type: matching(OPERATOR_USERNAME_PATTERN, `may hold letters, digits, ".", "_" and "-" only (at most ${LIMITS.username})`),
    description: 'the first operator, with ADMIN_PASSWORD; without them `npm start` creates `admin` with a random password, writes it to a file in SECRETS_DIR readable only by its owner and prints the file\'s path',
  }),
  ADMIN_PASSWORD: variable({
    readers: ['cli'],
    type: textOfLength(OPERATOR_PASSWORD_MIN_LENGTH, LIMITS.password),
    secret: true,
    description: "the first operator's password",
  }),
  EBAY_CLIENT_ID: variable({
    readers: ['bff', 'worker'],
    type: text,
    description: 'eBay API App ID, with EBAY_CLIENT_SECRET; import by item id and by store need them, import by URL works without',
  }),
  EBAY_CLIENT_SECRET: variable({ readers: ['bff', 'worker'], type: text, secret: true, description: 'eBay API Cert ID' }),
  EBAY_RU_NAME: variable({ readers: ['bff'], type: text, description: 'the RuName eBay redirects to after "Connect eBay account"' }),
  EBAY_ENV: variable({ readers: ['bff', 'worker'], type: oneOf(EBAY_ENVIRONMENTS), default: 'production', description: "which eBay: its hosts are the defaults below" }),
  EBAY_API_BASE_URL: variable({ readers: ['bff', 'worker'], type: webUrl, defaultText: ebayHostText('api'), description: "eBay's REST API" }),
  EBAY_AUTH_BASE_URL: variable({ readers: ['bff'], type: webUrl, defaultText: ebayHostText('auth'), description: "eBay's account consent pages" }),
  EBAY_WEB_BASE_URL: variable({ readers: ['bff', 'worker'], type: webUrl, defaultText: ebayHostText('web'), description: "eBay's web site (listing and store pages)" }),
  EBAY_IMAGE_BASE_URL: variable({
    readers: ['bff', 'worker'],
    type: webUrl,
    defaultText: ebayHostText('image'),
    description: "eBay's pictures; tests and demos point the four base URLs at the fake eBay",
  }),
  EBAY_CALLS_PER_SECOND: variable({
    readers: ['worker'],
    type: wholeNumber(1, 1000),
    default: 20,
    description: 'eBay calls per second of every worker together',
  }),
  EBAY_DAILY_API_CALLS: variable({
    readers: ['worker'],
    type: wholeNumber(1, 10_000_000),
    default: 5000,
    description: "Browse API calls per day of every worker together (eBay's default quota)",
  }),
  EBAY_SYNC_MINUTES: variable({
    readers: ['worker'],
    type: wholeNumber(0, 1440),
    default: 15,
    description: 'how often the worker checks every watch imported from eBay for a sale, an end or a new price (docs/ebay-sync.md); 0 turns the sync off',
  }),
  SHUTDOWN_DRAIN_SECONDS: variable({
    readers: ['bff'],
    type: wholeNumber(0, 300),
    default: 5,
    description: 'on SIGTERM the BFF answers not ready at once and keeps serving this long, so load balancers take it out, before it stops accepting connections (docs/operations.md)',
  }),
  SHUTDOWN_FINISH_SECONDS: variable({
    readers: ['bff', 'worker'],
    type: wholeNumber(1, 3600),
    default: 20,
    description:
      'then how long the BFF waits for the requests in flight, and the worker for the jobs in hand, before exiting; a job left unfinished is taken up by another worker once its lock lapses (JOB_LOCK_MS)',
  }),
  LOG_LEVEL: variable({ readers: ['bff', 'worker'], type: oneOf(LOG_LEVELS), default: 'info', description: 'pino level; successful reads log at `debug`' }),
  DEMO_CATALOGUE: variable({
    readers: ['cli'],
    type: oneOf(['on', 'off']),
    default: 'off',
    description: '`on`: the preparation step fills an empty catalogue with the demo watches (`npm start` and `npm run dev` turn it on); `off`: an empty database stays empty',
  }),
  METRICS_PORT: variable({
    readers: ['bff', 'worker'],
    type: wholeNumber(1, 65535),
    description: 'port of `/metrics`, Prometheus text (docs/operations.md, "Metrics and traces"); not served when unset; never the BFF\'s PORT',
  }),
  METRICS_HOST: variable({
    readers: ['bff', 'worker'],
    type: matching(/^[A-Za-z0-9.:_-]+$/, 'must be a host name or an IP address'),
    default: '0.0.0.0',
    description: 'address `/metrics` listens on',
  }),
  OTEL_EXPORTER_OTLP_ENDPOINT: variable({
    readers: ['bff', 'worker'],
    type: webUrl,
    description: "OpenTelemetry collector (OTLP) that traces are sent to; OpenTelemetry is loaded only when set, and reads its other `OTEL_*` variables itself",
  }),
  OTEL_EXPORTER_OTLP_PROTOCOL: variable({
    readers: ['bff', 'worker'],
    type: oneOf(['http/protobuf', 'http/json', 'grpc']),
    default: 'http/protobuf',
    description: 'how traces are sent to OTEL_EXPORTER_OTLP_ENDPOINT',
  }),
  OTEL_SERVICE_NAME: variable({
    readers: ['bff', 'worker'],
    type: matching(/^[A-Za-z0-9._-]{1,64}$/, 'may hold letters, digits, ".", "_" and "-" only (at most 64)'),
    defaultText: '`caliber-bff`, `caliber-worker`',
    description: "the process's name in traces",
  }),
  DEMO_IMAGE_CACHE_DIR: variable({
    readers: ['seed'],
    type: folder,
    default: path.join(tmpdir(), 'caliber-demo-images'),
    defaultText: '`caliber-demo-images/` in the system temp folder',
    description: 'where the rendered demo images are kept between runs',
  }),
};

export type VariableName = keyof typeof VARIABLES;

/** The declaration as a list, each variable seen through the general {@link Variable} type. */
export const VARIABLE_LIST = Object.entries(VARIABLES) as unknown as readonly [VariableName, Variable][];

/** Variables that only work together: both set or neither. */
export const PAIRED: readonly (readonly [VariableName, VariableName])[] = [
  ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET'],
  ['ADMIN_USERNAME', 'ADMIN_PASSWORD'],
];
