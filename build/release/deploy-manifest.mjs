// After a remote's webpack build: writes dist/deploy-manifest.json (every file with its SHA-384 digest, a
// version derived from them) and versioned copies of the entries that the manifest names, so a page always
// loads the entry of the build it was rendered with (docs/deploying-a-remote.md). Run from the remote's folder.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPLOY_MANIFEST_FILE } from '@caliber/contracts';

const ENTRY = 'remoteEntry.js';
const SERVER_ENTRY = `server/${ENTRY}`;

const digestOf = (file) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix + name;
    return statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), `${relative}/`) : [relative];
  });
}

/** `remoteEntry.js` → `remoteEntry.<version>.js`, with its precompressed copies. */
const versioned = (file, version) => file.replace(/\.js$/, `.${version}.js`);

export function writeDeployManifest(dir = process.cwd()) {
  const dist = path.join(dir, 'dist');
  const remote = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).caliber?.remote;
  if (!remote) throw new Error(`${dir}/package.json names no remote ("caliber": {"remote": "<name>"})`);
  // A version is that of the files webpack wrote; copies of an earlier release are left out.
  const built = filesUnder(dist).filter((file) => file !== DEPLOY_MANIFEST_FILE && !/remoteEntry\.[0-9a-f]{16}\.js/.test(file)).sort();
  const files = Object.fromEntries(built.map((file) => [file, digestOf(path.join(dist, file))]));
  const version = createHash('sha256')
    .update(built.map((file) => `${file} ${files[file]}\n`).join(''))
    .digest('hex')
    .slice(0, 16);
  // The BFF evaluates a remote's Node build as one checked file; a chunk beside it would be fetched unchecked.
  const serverFiles = built.filter((file) => file.startsWith('server/'));
  if (serverFiles.some((file) => file !== SERVER_ENTRY)) throw new Error(`dist/server must hold ${SERVER_ENTRY} alone, not ${serverFiles.join(', ')}`);
  const entries = [ENTRY, ...(serverFiles.length ? [SERVER_ENTRY] : [])];
  for (const entry of entries) {
    for (const suffix of ['', '.br', '.gz']) {
      if (!existsSync(path.join(dist, entry + suffix))) continue;
      copyFileSync(path.join(dist, entry + suffix), path.join(dist, versioned(entry, version) + suffix));
      files[versioned(entry, version) + suffix] = files[entry + suffix];
    }
  }
  const manifest = {
    remote,
    version,
    builtAt: new Date().toISOString(),
    browserEntry: versioned(ENTRY, version),
    ...(entries.includes(SERVER_ENTRY) ? { serverEntry: versioned(SERVER_ENTRY, version) } : {}),
    files,
  };
  writeFileSync(path.join(dist, DEPLOY_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { remote, version } = writeDeployManifest();
  console.log(`${remote} ${version}: dist/${DEPLOY_MANIFEST_FILE} written`);
}
