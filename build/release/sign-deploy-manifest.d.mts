import type { DeployManifest } from '@caliber/contracts';

/** Signs `<dir>/dist/deploy-manifest.json` with the Ed25519 private key in the PEM file `keyFile`. */
export function signDeployManifest(options?: { dir?: string; keyFile?: string }): DeployManifest;
