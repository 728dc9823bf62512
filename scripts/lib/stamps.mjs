import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run, secondsSince } from './run.mjs';

const stampDir = path.join(repoRoot, 'node_modules', '.caliber');
const SKIP = new Set(['node_modules', 'dist', '.git', 'uploads', 'coverage', '.stamps', 'bench', 'test-results']);

function readStamp(name) {
  const file = path.join(stampDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function writeStamp(name, value) {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(path.join(stampDir, name), value);
}

/** A fingerprint of every source file (path, size, mtime): cheap, and changes whenever a source does. */
function sourceFingerprint() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const { size, mtimeMs } = statSync(full);
        hash.update(`${path.relative(repoRoot, full)}:${size}:${mtimeMs}\n`);
      }
    }
  };
  for (const dir of ['packages', 'bff', 'worker', 'shell', 'mfe-catalog', 'mfe-forms', 'mfe-admin', 'build']) {
    if (existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
  }
  for (const file of ['package-lock.json', 'tsconfig.base.json']) hash.update(readFileSync(path.join(repoRoot, file)));
  return hash.digest('hex');
}

/** Installs dependencies when the lockfile changed since the last install (or there was none). */
export async function ensureInstalled() {
  const lock = createHash('sha1').update(readFileSync(path.join(repoRoot, 'package-lock.json'))).digest('hex');
  if (existsSync(path.join(repoRoot, 'node_modules')) && readStamp('install') === lock) {
    console.log('Dependencies: up to date');
    return;
  }
  const startedAt = performance.now();
  process.stdout.write('Dependencies: installing… ');
  try {
    // `npm install` rather than `npm ci`: it installs the locked versions too, but tolerates a registry that lacks
    // other platforms' optional binaries (which `npm ci` insists on finding in the lockfile).
    await run('npm', ['install', '--no-audit', '--no-fund'], { quiet: true });
  } catch {
    console.error('\nDependencies: npm install failed (its output is above)');
    process.exit(1);
  }
  console.log(`installed in ${secondsSince(startedAt)}`);
  writeStamp('install', lock);
}

/** Builds the servers and every front-end when a source changed since the last build. */
export async function ensureBuilt() {
  const before = sourceFingerprint();
  if (readStamp('build') === before) {
    console.log('Build: up to date');
    return;
  }
  console.log('Build:');
  try {
    await run('node', ['scripts/build.mjs']);
  } catch {
    process.exit(1); // build.mjs has said which build failed, with its output
  }
  writeStamp('build', sourceFingerprint());
}

/** The next `ensureBuilt()` builds again: `npm run dev` leaves development builds in the apps' `dist/`. */
export function forgetBuild() {
  rmSync(path.join(stampDir, 'build'), { force: true });
}
