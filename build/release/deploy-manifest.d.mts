import type { DeployManifest } from '@caliber/contracts';

/** Writes `<dir>/dist/deploy-manifest.json` and the versioned entries; `dir` holds the remote's package.json. */
export function writeDeployManifest(dir?: string): DeployManifest;
