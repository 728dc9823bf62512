// `npm run build`: the servers, then the four front-ends two at a time; one line per app, with its size.
// A build's own output is shown only when it fails.
import { browserScriptSize, FRONT_ENDS, SERVER_PROJECTS } from './lib/apps.mjs';
import { run, secondsSince } from './lib/run.mjs';

const WIDTH = Math.max('servers'.length, ...FRONT_ENDS.map((app) => app.length));
let failed = false;

async function build(name, command, args, size) {
  const startedAt = performance.now();
  try {
    await run(command, args, { quiet: true });
    console.log(`  ${name.padEnd(WIDTH)}  built in ${secondsSince(startedAt)}${size ? `: ${size()}` : ''}`);
  } catch {
    console.error(`  ${name.padEnd(WIDTH)}  failed (its output is above)`);
    failed = true;
  }
}

await build('servers', 'npx', ['tsc', '-b', ...SERVER_PROJECTS]);
// Two cores: two webpack builds at a time; after a failure, the one under way finishes and no other starts.
const pending = failed ? [] : [...FRONT_ENDS];
const buildNext = async () => {
  for (let app = pending.shift(); app && !failed; app = pending.shift()) {
    await build(app, 'npm', ['run', 'build', '--silent', '-w', app], () => browserScriptSize(app));
  }
};
await Promise.all([buildNext(), buildNext()]);
process.exitCode = failed ? 1 : 0;
