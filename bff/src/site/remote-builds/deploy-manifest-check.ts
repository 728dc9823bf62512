import { signedManifestBytes, type DeployManifest } from '@caliber/contracts';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { RemoteFileRefused } from './remote-file-fetch.js';

/** How a remote's manifest must be signed: with `publicKey` when one is set; when required, a key must be set. */
export interface SignaturePolicy {
  publicKey: string | null;
  required: boolean;
}

const RELATIVE_FILE = /^(?!\/)(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]+$/;

/**
 * The manifest of `remote` read from `bytes`, its shape and signature checked (docs/deploying-a-remote.md);
 * anything else is refused with a message naming what is wrong.
 */
export function readDeployManifest(bytes: Buffer, url: URL, remote: string, { publicKey, required }: SignaturePolicy): DeployManifest {
  let manifest: DeployManifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as DeployManifest;
  } catch {
    throw new RemoteFileRefused(`${url.href} is not JSON`);
  }
  const files = manifest?.files;
  const wellFormed =
    typeof manifest?.version === 'string' &&
    /^[A-Za-z0-9._-]{1,64}$/.test(manifest.version) &&
    typeof manifest.browserEntry === 'string' &&
    (manifest.serverEntry === undefined || typeof manifest.serverEntry === 'string') &&
    typeof files === 'object' &&
    files !== null &&
    Object.entries(files).every(([file, digest]) => RELATIVE_FILE.test(file) && typeof digest === 'string' && digest.startsWith('sha384-')) &&
    [manifest.browserEntry, manifest.serverEntry].every((entry) => entry === undefined || Object.hasOwn(files, entry));
  if (!wellFormed) throw new RemoteFileRefused(`${url.href} is not a deploy manifest (version, browserEntry, serverEntry and files, each file relative and listed with its sha384 digest)`);
  if (manifest.remote !== remote) throw new RemoteFileRefused(`${url.href} is a manifest of the remote "${manifest.remote}", not "${remote}"`);
  if (publicKey) {
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    const signature = typeof manifest.signature === 'string' ? Buffer.from(manifest.signature, 'base64') : null;
    if (!signature || !verify(null, signedManifestBytes(manifest), key, signature)) {
      throw new RemoteFileRefused(`${url.href} (version ${manifest.version}) is not signed by the key in REMOTE_${remote.toUpperCase()}_PUBLIC_KEY`);
    }
  } else if (required) {
    throw new RemoteFileRefused(`${url.href} is on another host, so its build must be signed: set REMOTE_${remote.toUpperCase()}_PUBLIC_KEY to the team's public key`);
  }
  return manifest;
}

/** Throws unless `body` is the file the manifest lists under `file`. */
export function checkDigest(manifest: DeployManifest, file: string, body: Buffer, url: URL): void {
  const digest = `sha384-${createHash('sha384').update(body).digest('base64')}`;
  if (manifest.files[file] !== digest) {
    throw new RemoteFileRefused(`${url.href} is not the file that version ${manifest.version}'s manifest lists (its digest differs): not evaluated`);
  }
}
