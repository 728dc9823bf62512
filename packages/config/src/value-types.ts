import { createPublicKey } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { isTimeZone } from '@caliber/contracts';
import { coerce, define, string, type Struct } from 'superstruct';

// The types of environment values. Each reads the raw text and, when it cannot, says what the value
// must be; the caller puts the variable's name in front (docs/configuration.md).

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number): Struct<number, null> {
  const inRange = define<number>(
    'wholeNumber',
    (value) => (Number.isInteger(value) && (value as number) >= min && (value as number) <= max) || `must be a whole number from ${min} to ${max}`,
  );
  return coerce(inRange, string(), (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text));
}

/** An IANA time zone name Intl knows, such as America/Chicago. */
export const timeZone: Struct<string, null> = define<string>('timeZone', (value) => (typeof value === 'string' && isTimeZone(value)) || 'must be an IANA time zone such as America/Chicago');

/** An absolute URL with one of these protocols. */
export function url(protocols: readonly string[]): Struct<string, null> {
  return define<string>('url', (value) => {
    let parsed: URL;
    try {
      parsed = new URL(String(value));
    } catch {
      return 'is not a valid URL';
    }
    return protocols.includes(parsed.protocol) || `must use ${protocols.join(' or ')}`;
  });
}

/** An http(s) URL, without its trailing slash so that paths can be appended. */
export const webUrl: Struct<string, null> = coerce(url(['http:', 'https:']), string(), (text) => text.replace(/\/+$/, ''));

/**
 * A path on this site (starting with one /) or an http(s) URL. `//host/...` and `/\host/...` are refused:
 * browsers and URL parsers read them as another host.
 */
export const pathOrWebUrl = define<string>('pathOrWebUrl', (value) => {
  if (typeof value !== 'string' || !/^(\/[^\s]*|https?:\/\/[^\s]+)$/.test(value)) return 'must be a path starting with / or an http(s) URL';
  // `/.//host/...` reads as a path here and as another host once its dot segment is resolved.
  const resolvedPath = value.startsWith('/') ? new URL(value, 'http://self').pathname : '';
  if (value.includes('\\') || value.startsWith('//') || resolvedPath.startsWith('//')) return 'must not hold "\\" nor start with "//" (either names another host)';
  return true;
});

/** A remote team's release key: the id its releases name (`keyId`) and the Ed25519 public key (base64 SPKI DER). */
export interface ReleaseKey {
  id: string;
  publicKey: string;
}

const isEd25519 = (base64: string) => {
  try {
    return createPublicKey({ key: Buffer.from(base64, 'base64'), format: 'der', type: 'spki' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
};
const RELEASE_KEY = /^([A-Za-z0-9._-]{1,64}):([A-Za-z0-9+/]+={0,2})$/;

/**
 * A remote team's release keys, `<id>:<public key>` separated by commas (what `npm run keys` in a remote's
 * folder prints): several while a new key is brought in beside the old one.
 */
export const releaseKeys: Struct<ReleaseKey[], null> = coerce(
  define<ReleaseKey[]>('releaseKeys', (value) => {
    const rule = 'must be one or more `<id>:<Ed25519 public key in base64>`, separated by commas, as `npm run keys` prints them';
    if (!Array.isArray(value) || value.length === 0) return rule;
    const keys = value as (ReleaseKey | null)[];
    if (keys.some((key) => !key || !isEd25519(key.publicKey))) return rule;
    return new Set(keys.map((key) => key!.id)).size === keys.length || 'names one key id twice';
  }),
  string(),
  (text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const match = RELEASE_KEY.exec(entry);
        return match ? { id: match[1], publicKey: match[2] } : null;
      }),
);

/** One of a fixed list. */
export function oneOf<T extends string>(values: readonly T[]): Struct<T, null> {
  return define<T>('oneOf', (value) => values.includes(value as T) || `must be one of ${values.join(', ')}`);
}

/** Text matching a pattern; `rule` says what the pattern asks for. */
export function matching(pattern: RegExp, rule: string): Struct<string, null> {
  return define<string>('matching', (value) => (typeof value === 'string' && pattern.test(value)) || rule);
}

/** Text from `min` to `max` characters long. */
export function textOfLength(min: number, max = Number.MAX_SAFE_INTEGER): Struct<string, null> {
  const rule = max === Number.MAX_SAFE_INTEGER ? `must be at least ${min} characters` : `must be ${min} to ${max} characters`;
  return define<string>('textOfLength', (value) => (typeof value === 'string' && value.length >= min && value.length <= max) || rule);
}

/** A secret of at least `min` bytes (UTF-8), with the command that makes one. */
export function secretOfBytes(min: number): Struct<string, null> {
  return define<string>(
    'secretOfBytes',
    (value) => (typeof value === 'string' && Buffer.byteLength(value) >= min) || `must be at least ${min} bytes (make one with \`openssl rand -base64 48\`)`,
  );
}

/** Any text. */
export const text = textOfLength(1);

/** A folder, resolved against the working directory. */
export const folder: Struct<string, null> = coerce(text, string(), (value) => path.resolve(value));

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Which proxies in front of the BFF are trusted to say the client's address (X-Forwarded-For): `false`
 * (none), a number of hops, or a comma-separated list of addresses, subnets and Express's names for ranges.
 */
export const proxyTrust = define<string>('proxyTrust', (value) => {
  const rule = 'must be false, a number of proxies, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets';
  if (typeof value !== 'string') return rule;
  if (value === 'false' || /^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((entry) => isProxyAddress(entry.trim())) || rule;
});
const ADDRESS = /^[^\s<>@?&"]+@[^\s<>@?&"]+\.[^\s<>@?&"]+$/;

/** An e-mail address. */
export const emailAddress = matching(ADDRESS, 'must be an e-mail address such as shop@example.com');

/** An e-mail sender: `address` or `Name <address>`. */
export const mailbox = define<string>(
  'mailbox',
  (value) => {
    const match = /^(?:([^<>\r\n]*\S)\s*<([^<>]+)>|([^<>]+))$/.exec(String(value).trim());
    const address = match?.[2] ?? match?.[3];
    return (address !== undefined && ADDRESS.test(address.trim())) || 'must be an address or Name <address>';
  },
);
