import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './run.mjs';

const hasSources = (dir) => existsSync(path.join(repoRoot, dir, 'src')) && readdirSync(path.join(repoRoot, dir, 'src')).length > 0;

/** The TypeScript projects run by Node, built together with `tsc -b` (in dependency order). */
export const SERVER_PROJECTS = [
  'packages/contracts',
  'packages/marketplace',
  'packages/config',
  'packages/logging',
  'packages/images',
  'packages/db',
  'packages/core',
  'packages/demo-seed',
  'packages/test-stack',
  'bff',
  'worker',
].filter(hasSources);

/** The webpack apps: the shell and its three remotes. */
export const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-forms', 'mfe-admin'].filter((app) => existsSync(path.join(repoRoot, app, 'webpack.config.mjs')));

/** What a browser may download of a built front-end: its scripts in `dist/` (not the Node build), gzipped. */
export function browserScriptSize(app) {
  const dist = path.join(repoRoot, app, 'dist');
  const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
  const bytes = scripts.reduce((total, name) => total + gzipSync(readFileSync(path.join(dist, name))).length, 0);
  return `${(bytes / 1024).toFixed(1)} KB of JavaScript gzipped in ${scripts.length} files`;
}
