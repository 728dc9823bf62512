/**
 * The deploy manifest a remote's build writes beside its browser entry, and the BFF reads to know which
 * build to render with and to check every file it serves or evaluates (docs/deploying-a-remote.md).
 */
export const DEPLOY_MANIFEST_FILE = 'deploy-manifest.json';

/** Where a BFF serves the browser files of a remote's build it verified (docs/deploying-a-remote.md). */
export const VERIFIED_REMOTE_FILES_PATH = '/remote-builds/';

export interface DeployManifest {
  /** The remote's federation name ('catalog'). */
  remote: string;
  /** Names the build: derived from its files' digests, so the same files give the same version. */
  version: string;
  builtAt: string;
  /** The build's browser entry, relative to the manifest; its name carries the version. */
  browserEntry: string;
  /** The build's Node entry, relative to the manifest; absent for a remote drawn in the browser only. */
  serverEntry?: string;
  /** Every file of the build, relative to the manifest, with its digest (`sha384-<base64>`, as in SRI). */
  files: Record<string, string>;
  // The release's fields, added by `npm run release` (the build of the BFF's own remotes has none).
  /** Strictly increasing per remote: a BFF never accepts a lower one than it accepted before. */
  sequence?: number;
  /** When the release stops being accepted (ISO time): a manifest put back long after is refused. */
  expires?: string;
  /** The deployment it is for (`DEPLOY_ENVIRONMENT`): a staging release is refused in production. */
  environment?: string;
  /** Which of the team's keys signed it (the id `npm run keys` printed beside the public key). */
  keyId?: string;
  /** Ed25519 signature (base64) of `signedManifestBytes(manifest)` by the key `keyId`. */
  signature?: string;
}

/** What the signature covers: the manifest without its signature, as JSON in the order it was written. */
export function signedManifestBytes(manifest: DeployManifest): Uint8Array {
  const { signature: _signature, ...signed } = manifest;
  return new TextEncoder().encode(JSON.stringify(signed));
}

/** The browser entry of the BFF's own build of a remote, served from the files it was deployed with. */
export const ownRemoteEntry = (remote: string): string => `/remotes/${remote}/remoteEntry.js`;
