import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DeployManifest } from '@caliber/contracts';

/** The repository this package sits in (`packages/test-stack/dist` when built). */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** What `npm run release` may be told beside its key (build/release/sign-deploy-manifest.mjs). */
export interface ReleaseOptions {
  /** Release an earlier build again, kept in the stage's releases/ (`--from <version>`). */
  from?: string;
  /** `DEPLOY_ENVIRONMENT` the release is for; production when not given. */
  environment?: string;
  validDays?: number;
  /** The moment of signing, for a release that has expired by now. */
  now?: Date;
}

/** The release steps a remote team runs (build/release/), used here exactly as `npm run release` uses them. */
interface ReleaseSteps {
  writeDeployManifest(dir: string): DeployManifest;
  signDeployManifest(options: { dir: string; keyFile: string } & ReleaseOptions): DeployManifest;
  releaseKeyEntry(key: KeyObject): string;
}
const releaseStep = (file: string) => import(pathToFileURL(path.join(repoRoot, 'build', 'release', file)).href);
const releaseSteps = async (): Promise<ReleaseSteps> => ({
  ...(await releaseStep('deploy-manifest.mjs')),
  ...(await releaseStep('sign-deploy-manifest.mjs')),
  ...(await releaseStep('release-key.mjs')),
});

export interface ReleaseKey {
  /** PEM file of the private key, as REMOTE_SIGNING_KEY names it. */
  file: string;
  /** `<id>:<public key>`, as REMOTE_<NAME>_PUBLIC_KEYS lists it. */
  entry: string;
}

/** A remote team's signing key, as `npm run keys` makes it. */
export async function makeReleaseKey(dir: string, name = 'release-signing-key.pem'): Promise<ReleaseKey> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const file = path.join(dir, name);
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return { file, entry: (await releaseSteps()).releaseKeyEntry(privateKey) };
}

/** A text change made to a build: every file holding `find` holds `replace` instead. */
export interface BuildChange {
  find: string;
  replace: string;
}

/**
 * A release of the remote in `folder` staged in a temporary folder (its package.json and dist/), as
 * `npm run release` leaves it: the repository's build, optionally changed by `change` (a browser chunk
 * changed gets a new content-hashed name, as webpack would give it), with its deploy manifest written and
 * signed with `key`. Returns the staged dist/ and its manifest.
 */
export async function stageRelease({
  folder,
  key,
  change,
  parent = tmpdir(),
  release = {},
}: {
  folder: string;
  key?: ReleaseKey;
  change?: BuildChange;
  /** Where the staging folder is made; the caller removes it. */
  parent?: string;
  release?: Omit<ReleaseOptions, 'from'>;
}): Promise<{ dist: string; manifest: DeployManifest }> {
  const { writeDeployManifest, signDeployManifest } = await releaseSteps();
  const stage = mkdtempSync(path.join(parent, `release-${folder}-`));
  cpSync(path.join(repoRoot, folder, 'package.json'), path.join(stage, 'package.json'));
  const dist = path.join(stage, 'dist');
  cpSync(path.join(repoRoot, folder, 'dist'), dist, { recursive: true, filter: (source) => !/remoteEntry\.[0-9a-f]{16}\.js|deploy-manifest\.json/.test(source) });
  if (change) applyChange(dist, change);
  writeDeployManifest(stage);
  const manifest = key ? signDeployManifest({ dir: stage, keyFile: key.file, ...release }) : (JSON.parse(readFileSync(path.join(dist, 'deploy-manifest.json'), 'utf8')) as DeployManifest);
  return { dist, manifest };
}

/**
 * An earlier build released again from the stage that released it (`npm run release -- --from <version>`):
 * a new manifest in its dist/, with a higher sequence, for the same files. Returns that manifest.
 */
export async function releaseAgain({ dist, version, key, ...release }: { dist: string; version: string; key: ReleaseKey } & Omit<ReleaseOptions, 'from'>): Promise<DeployManifest> {
  return (await releaseSteps()).signDeployManifest({ dir: path.dirname(dist), keyFile: key.file, from: version, ...release });
}

/** Uploads a release's manifest alone, as for a build whose files are on the host already. */
export function uploadManifest(dist: string, host: string): void {
  cpSync(path.join(dist, 'deploy-manifest.json'), path.join(host, 'deploy-manifest.json.uploading'));
  renameSync(path.join(host, 'deploy-manifest.json.uploading'), path.join(host, 'deploy-manifest.json'));
}

function applyChange(dist: string, { find, replace }: BuildChange): void {
  const entry = path.join(dist, 'remoteEntry.js');
  let entryText = readFileSync(entry, 'utf8');
  for (const file of filesUnder(dist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (!text.includes(find)) continue;
    const changed = text.split(find).join(replace);
    const chunk = /^(\d+)\.([0-9a-f]{8})\.js$/.exec(file);
    if (!chunk) {
      writeFileSync(path.join(dist, file), changed);
      continue;
    }
    // A browser chunk: a new name from its new content, and the entry's chunk map pointing at it.
    const hash = createHash('sha256').update(changed).digest('hex').slice(0, 8);
    for (const suffix of ['.br', '.gz']) rmSync(path.join(dist, file + suffix), { force: true });
    writeFileSync(path.join(dist, `${chunk[1]}.${hash}.js`), changed);
    rmSync(path.join(dist, file));
    entryText = entryText.replace(`${chunk[1]}:"${chunk[2]}"`, `${chunk[1]}:"${hash}"`);
  }
  writeFileSync(entry, entryText);
  for (const suffix of ['.br', '.gz']) rmSync(entry + suffix, { force: true });
}

/**
 * Uploads a staged release to a remote's host folder as docs/deploying-a-remote.md says: new files first,
 * the entries next and the deploy manifest last; files already there (an earlier build's) are kept.
 */
export function uploadRelease(dist: string, host: string): void {
  const last = ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'server/remoteEntry.js', 'deploy-manifest.json'];
  const files = filesUnder(dist);
  for (const file of [...files.filter((file) => !last.includes(file)), ...last.filter((file) => files.includes(file))]) {
    mkdirSync(path.dirname(path.join(host, file)), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    cpSync(path.join(dist, file), `${path.join(host, file)}.uploading`);
    renameSync(`${path.join(host, file)}.uploading`, path.join(host, file));
  }
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}
