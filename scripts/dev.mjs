// `npm run dev`: development builds of the servers and the four front-ends in watch mode, the database
// prepared as by `npm start`, then the BFF and the worker, started again after each rebuild (the BFF holds
// the front-ends' files and rendered pages in memory, so it restarts when a front-end is rebuilt too).
// Ctrl-C stops everything.
import { fork, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { FRONT_ENDS, SERVER_PROJECTS } from './lib/apps.mjs';
import { repoRoot, secondsSince } from './lib/run.mjs';
import { loadDotEnv, prepareDatabase, processGroup, useOneMachineDefaults } from './lib/site.mjs';
import { ensureInstalled, forgetBuild } from './lib/stamps.mjs';

loadDotEnv();
useOneMachineDefaults();
await ensureInstalled();
// The apps' dist/ will hold development builds: the next `npm start` or `npm test` builds again.
forgetBuild();

const WIDTH = Math.max('servers'.length, ...FRONT_ENDS.map((app) => app.length));
const group = processGroup();
/** Builds under way: name → when it started. */
const building = new Map();
/** Servers to start again once no build is under way. */
const due = new Set();
/** 'building' until every first build is done, 'preparing' the database, then 'serving'. */
let phase = 'building';
let servers;
/**
 * Restarts wait this long after the last build: a file saved by renaming a new copy over it makes tsc
 * build twice in a row, and a change to packages/contracts rebuilds servers and front-ends at once.
 */
const SETTLE_MS = 500;
let restartTimer;

function onBuilding(name) {
  clearTimeout(restartTimer);
  if (!building.has(name)) building.set(name, performance.now());
}

function restartDue() {
  console.log(`  restarting ${[...due].join(' and ')}`);
  for (const server of due) servers[server].restart();
  due.clear();
}

function onBuilt(name, { failed }) {
  const startedAt = building.get(name) ?? performance.now();
  building.delete(name);
  const verb = phase === 'building' ? 'built' : 'rebuilt';
  console.log(`  ${name.padEnd(WIDTH)}  ${verb} in ${secondsSince(startedAt)}${failed ? ', with errors (above)' : ''}`);
  if (phase === 'serving') for (const server of name === 'servers' ? ['bff', 'worker'] : ['bff']) due.add(server);
  if (building.size > 0) return;
  if (phase === 'building') void startSite();
  else if (phase === 'serving' && due.size > 0) restartTimer = setTimeout(restartDue, SETTLE_MS);
}

async function startSite() {
  phase = 'preparing';
  try {
    await prepareDatabase();
  } catch {
    group.stop(1);
    return;
  }
  servers = {
    bff: group.restartable('bff', ['--enable-source-maps', 'bff/dist/main.js']),
    worker: group.restartable('worker', ['--enable-source-maps', 'worker/dist/main.js']),
  };
  console.log('Starting the BFF and the worker: they restart after each rebuild; Ctrl-C stops everything.');
  servers.bff.restart();
  servers.worker.restart();
  phase = 'serving';
}

console.log('Development builds, watching for changes:');

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
onBuilding('servers');
const serverBuild = group.add(
  'servers',
  spawn(process.execPath, [tsc, '-b', '--watch', '--preserveWatchOutput', ...SERVER_PROJECTS], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] }),
);
// tsc's own watch messages mark a build's start and end; anything else it prints is an error.
createInterface({ input: serverBuild.stdout }).on('line', (line) => {
  const found = /Found (\d+) errors?\. Watching for file changes/.exec(line);
  if (found) onBuilt('servers', { failed: found[1] !== '0' });
  else if (/Starting compilation in watch mode|File change detected/.test(line)) onBuilding('servers');
  else if (line.trim()) console.error(line);
});

for (const app of FRONT_ENDS) {
  onBuilding(app);
  const watcher = group.add(app, fork(path.join(repoRoot, 'scripts/lib/watch-front-end.mjs'), [app], { cwd: repoRoot }));
  watcher.on('message', ({ state, errors }) => {
    if (state === 'building') return onBuilding(app);
    if (errors) console.error(errors);
    onBuilt(app, { failed: Boolean(errors) });
  });
}
