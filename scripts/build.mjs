import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib/run.mjs';

const SERVER_PROJECTS = ['packages/contracts', 'packages/db', 'packages/marketplace', 'bff', 'worker'];
const hasSources = (dir) => existsSync(path.join(repoRoot, dir, 'src')) && readdirSync(path.join(repoRoot, dir, 'src')).length > 0;
const FRONT_ENDS = ['shell', 'mfe-catalog', 'mfe-forms', 'mfe-admin'];

await run('npx', ['tsc', '-b', ...SERVER_PROJECTS.filter(hasSources)]);
// Two cores: two webpack builds at a time.
const pending = FRONT_ENDS.filter((app) => existsSync(path.join(repoRoot, app, 'webpack.config.mjs')));
const buildNext = async () => {
  for (let app = pending.shift(); app; app = pending.shift()) await run('npm', ['run', 'build', '--silent', '-w', app]);
};
await Promise.all([buildNext(), buildNext()]);
