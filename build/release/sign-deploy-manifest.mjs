// `npm run release` in a remote's folder: signs dist/deploy-manifest.json with the team's Ed25519 private key
// (PEM file named by REMOTE_SIGNING_KEY), so BFFs that hold the matching public key will run its Node build
// (docs/deploying-a-remote.md).
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPLOY_MANIFEST_FILE, signedManifestBytes } from '@caliber/contracts';

export function signDeployManifest({ dir = process.cwd(), keyFile = process.env.REMOTE_SIGNING_KEY } = {}) {
  if (!keyFile) throw new Error('REMOTE_SIGNING_KEY must name the PEM file of the remote team\'s Ed25519 private key (`npm run keys` makes one)');
  const key = createPrivateKey(readFileSync(keyFile));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${keyFile} holds an ${key.asymmetricKeyType} key; an Ed25519 key is needed`);
  const file = path.join(dir, 'dist', DEPLOY_MANIFEST_FILE);
  const { signature: _previous, ...manifest } = JSON.parse(readFileSync(file, 'utf8'));
  const signature = sign(null, signedManifestBytes(manifest), key).toString('base64');
  writeFileSync(file, `${JSON.stringify({ ...manifest, signature }, null, 2)}\n`);
  return { ...manifest, signature };
}

if (import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    const { remote, version } = signDeployManifest();
    console.log(`${remote} ${version}: dist/${DEPLOY_MANIFEST_FILE} signed; upload dist/ (the manifest last)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
