// `npm run release` in a remote's folder (docs/deploying-a-remote.md): builds the remote, then makes the
// release: dist/deploy-manifest.json gets its sequence, expiry, environment and key id, and is signed with the
// team's Ed25519 private key (PEM file named by REMOTE_SIGNING_KEY). Each release is also kept in releases/,
// so `npm run release -- --from <version>` can release an earlier build again (a rollback) with a higher sequence.
import { execFileSync } from 'node:child_process';
import { createPrivateKey, sign } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEPLOY_MANIFEST_FILE, signedManifestBytes } from '@caliber/contracts';
import { releaseKeyId } from './release-key.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_VALID_DAYS = 90;
const RELEASE_FIELDS = ['sequence', 'expires', 'environment', 'keyId', 'signature'];

const releasesDir = (dir) => path.join(dir, 'releases');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The build a release is made of: the manifest the build wrote, or an earlier release's, without its release fields. */
function buildOf(dir, from) {
  const file = from ? path.join(releasesDir(dir), `${from}.json`) : path.join(dir, 'dist', DEPLOY_MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(from ? `no release of version ${from} in ${releasesDir(dir)}` : `${file} is missing: build first`);
  return Object.fromEntries(Object.entries(readJson(file)).filter(([field]) => !RELEASE_FIELDS.includes(field)));
}

/** Higher than any release kept here, and than the time in milliseconds, so releases from several machines keep rising. */
function nextSequence(dir, now) {
  const kept = existsSync(releasesDir(dir)) ? readdirSync(releasesDir(dir)).filter((name) => name.endsWith('.json')) : [];
  const highest = Math.max(0, ...kept.map((name) => readJson(path.join(releasesDir(dir), name)).sequence ?? 0));
  return Math.max(now.getTime(), highest + 1);
}

export function signDeployManifest({
  dir = process.cwd(),
  keyFile = process.env.REMOTE_SIGNING_KEY,
  from,
  environment = process.env.DEPLOY_ENVIRONMENT || 'production',
  validDays = DEFAULT_VALID_DAYS,
  sequence,
  now = new Date(),
} = {}) {
  if (!keyFile) throw new Error("REMOTE_SIGNING_KEY must name the PEM file of the remote team's Ed25519 private key (`npm run keys` makes one)");
  const key = createPrivateKey(readFileSync(keyFile));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${keyFile} holds an ${key.asymmetricKeyType} key; an Ed25519 key is needed`);
  const manifest = {
    ...buildOf(dir, from),
    sequence: sequence ?? nextSequence(dir, now),
    expires: new Date(now.getTime() + validDays * DAY_MS).toISOString(),
    environment,
    keyId: releaseKeyId(key),
  };
  const signed = { ...manifest, signature: sign(null, signedManifestBytes(manifest), key).toString('base64') };
  const text = `${JSON.stringify(signed, null, 2)}\n`;
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', DEPLOY_MANIFEST_FILE), text);
  mkdirSync(releasesDir(dir), { recursive: true });
  writeFileSync(path.join(releasesDir(dir), `${signed.version}.json`), text);
  return signed;
}

if (import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    const { values } = parseArgs({ options: { from: { type: 'string' }, environment: { type: 'string' }, 'valid-days': { type: 'string' } } });
    const validDays = values['valid-days'] === undefined ? DEFAULT_VALID_DAYS : Number(values['valid-days']);
    if (!Number.isInteger(validDays) || validDays < 1 || validDays > 366) throw new Error('--valid-days must be a whole number of days from 1 to 366');
    if (!values.from) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    const { remote, version, sequence, environment, expires } = signDeployManifest({ from: values.from, environment: values.environment, validDays });
    console.log(`${remote} ${version}: release ${sequence} for ${environment}, valid until ${expires}, signed in dist/${DEPLOY_MANIFEST_FILE}`);
    console.log(values.from ? `upload dist/${DEPLOY_MANIFEST_FILE} alone: the build's files are on the host already` : 'upload dist/ (the manifest last)');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
