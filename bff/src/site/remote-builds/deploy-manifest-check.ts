import type { ReleaseKey } from '@caliber/config';
import { signedManifestBytes, type DeployManifest } from '@caliber/contracts';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { RemoteFileRefused } from './remote-file-fetch.js';

/**
 * What a release of a remote on another host must satisfy (docs/deploying-a-remote.md): signed by one of the
 * team's keys, for this deployment, not expired. The BFF's own build (a relative remote) has no release.
 */
export interface ReleasePolicy {
  keys: readonly ReleaseKey[];
  environment: string;
  now: Date;
}

const RELATIVE_FILE = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]+$/;
export const VERSION = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The manifest of `remote` read from `bytes`, its shape checked, and its release when `policy` is given;
 * anything else is refused with a message naming what is wrong.
 */
export function readDeployManifest(bytes: Buffer | string, url: URL, remote: string, policy: ReleasePolicy | null): DeployManifest {
  let manifest: DeployManifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as DeployManifest;
  } catch {
    throw new RemoteFileRefused(`${url.href} is not JSON`);
  }
  const files = manifest?.files;
  const wellFormed =
    typeof manifest?.version === 'string' &&
    VERSION.test(manifest.version) &&
    typeof manifest.browserEntry === 'string' &&
    (manifest.serverEntry === undefined || typeof manifest.serverEntry === 'string') &&
    typeof files === 'object' &&
    files !== null &&
    Object.entries(files).every(([file, digest]) => RELATIVE_FILE.test(file) && typeof digest === 'string' && digest.startsWith('sha384-')) &&
    [manifest.browserEntry, manifest.serverEntry].every((entry) => entry === undefined || Object.hasOwn(files, entry));
  if (!wellFormed) throw new RemoteFileRefused(`${url.href} is not a deploy manifest (version, browserEntry, serverEntry and files, each file relative and listed with its sha384 digest)`);
  if (manifest.remote !== remote) throw new RemoteFileRefused(`${url.href} is a manifest of the remote "${manifest.remote}", not "${remote}"`);
  if (policy) checkRelease(manifest, url, policy);
  return manifest;
}

function checkRelease(manifest: DeployManifest, url: URL, { keys, environment, now }: ReleasePolicy): void {
  const setting = `REMOTE_${manifest.remote.toUpperCase()}_PUBLIC_KEYS`;
  const named = `${url.href} (version ${manifest.version})`;
  if (keys.length === 0) throw new RemoteFileRefused(`${url.href} is on another host, so its build must be signed: set ${setting} to the team's public keys`);
  const key = keys.find(({ id }) => id === manifest.keyId);
  if (!key) throw new RemoteFileRefused(`${named} is signed by the key "${String(manifest.keyId)}", which ${setting} does not list`);
  const signature = typeof manifest.signature === 'string' ? Buffer.from(manifest.signature, 'base64') : null;
  const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
  if (!signature || !verify(null, signedManifestBytes(manifest), publicKey, signature)) throw new RemoteFileRefused(`${named} is not signed by the key "${key.id}" in ${setting}`);
  if (!Number.isSafeInteger(manifest.sequence) || manifest.sequence! < 1) throw new RemoteFileRefused(`${named} names no release sequence: release it with \`npm run release\``);
  if (manifest.environment !== environment) {
    throw new RemoteFileRefused(`${named} is a release for "${String(manifest.environment)}", not for this BFF's "${environment}" (DEPLOY_ENVIRONMENT)`);
  }
  const expires = typeof manifest.expires === 'string' ? Date.parse(manifest.expires) : NaN;
  if (!(expires > now.getTime())) throw new RemoteFileRefused(`${named} expired at ${String(manifest.expires)}: release it again (\`npm run release -- --from ${manifest.version}\`)`);
}

/** Throws unless `body` is the file the manifest lists under `file`. */
export function checkDigest(manifest: DeployManifest, file: string, body: Buffer, url: URL): void {
  const digest = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  if (manifest.files[file] !== digest) {
    throw new RemoteFileRefused(`${url.href} is not the file that version ${manifest.version}'s manifest lists (its digest differs): not used`);
  }
}
