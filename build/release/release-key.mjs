// A release key's id: the first 16 hex digits of the SHA-256 of its public key (SPKI DER), as TUF names keys
// by their hash. `npm run keys` prints it beside the key; `npm run release` writes it into the manifest.
import { createHash, createPublicKey } from 'node:crypto';

/** The id of the key pair that `key` (a private or public KeyObject) belongs to. */
export function releaseKeyId(key) {
  const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/** What a BFF's REMOTE_<NAME>_PUBLIC_KEYS lists for this key: `<id>:<public key in base64>`. */
export function releaseKeyEntry(key) {
  return `${releaseKeyId(key)}:${createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64')}`;
}
