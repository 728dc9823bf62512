// `npm test`: install what is missing, build what changed, run every workspace's tests (browser tests included)
// and close with one 'N passed, N failed' line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ensureBuilt, ensureInstalled } from './lib/stamps.mjs';

await ensureInstalled();
await ensureBuilt();

const reportDir = mkdtempSync(path.join(tmpdir(), 'caliber-test-'));
const reportFile = path.join(reportDir, 'report.json');
let failedRun = false;
try {
  await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)]);
} catch {
  failedRun = true;
}

let summary = null;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  summary = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
} catch {
  // no report: the run failed before any test
}
rmSync(reportDir, { recursive: true, force: true });
if (summary) console.log(`\ntests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(failedRun || !summary || summary.failed > 0 || summary.passed === 0 ? 1 : 0);
