// `npm test`: install what is missing, build what changed, make sure the browser tests' Chromium starts, run
// every workspace's tests (browser tests included) and close with one 'N passed, N failed' line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ensureBuilt, ensureInstalled } from './lib/stamps.mjs';

await ensureInstalled();
await ensureBuilt();

const args = process.argv.slice(2);
const { closingLine, ensureChromium, summarizeReport } = await import('@caliber/test-stack');

/** The projects named by `--project x` or `--project=x`; none means every project. */
function namedProjects() {
  return args.flatMap((arg, index) => (arg === '--project' ? [args[index + 1]] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : []));
}

const projects = namedProjects();
if (projects.length === 0 || projects.includes('e2e')) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'caliber-test-'));
const reportFile = path.join(reportDir, 'report.json');
let failedRun = false;
try {
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args]);
} catch {
  failedRun = true;
}

let summary = null;
try {
  summary = summarizeReport(JSON.parse(readFileSync(reportFile, 'utf8')), { runFailed: failedRun });
} catch {
  // no report: the run failed before any test
}
rmSync(reportDir, { recursive: true, force: true });
if (summary) console.log(`\n${closingLine(summary)}`);
process.exit(failedRun || !summary || summary.failed > 0 || summary.passed === 0 ? 1 : 0);
