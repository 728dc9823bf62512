/**
 * The deploy manifest a remote's build writes beside its browser entry, and the BFF reads to know which
 * build to render with and to check every file it evaluates (docs/deploying-a-remote.md).
 */
export const DEPLOY_MANIFEST_FILE = 'deploy-manifest.json';

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
  /** Ed25519 signature (base64) of `signedManifestBytes(manifest)` by the remote team's key. */
  signature?: string;
}

/** What the signature covers: the manifest without its signature, as JSON in the order it was written. */
export function signedManifestBytes(manifest: DeployManifest): Uint8Array {
  const { signature: _signature, ...signed } = manifest;
  return new TextEncoder().encode(JSON.stringify(signed));
}
