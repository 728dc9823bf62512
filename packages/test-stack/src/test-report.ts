/** What `npm test` reads of vitest's JSON report (`--reporter=json`). */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

export interface TestSummary {
  passed: number;
  /** Failed tests, plus each file that failed with no failed test (a hook or an import broke it). */
  failed: number;
  skipped: number;
  /** Files that failed outside their tests, so their tests never ran. */
  brokenFiles: number;
  /** Vitest failed the run with no test or file failed: an error outside every test (an unhandled rejection). */
  errorsOutsideTests: boolean;
}

/** `runFailed`: vitest exited with a failure, which its report may not count (an error outside every test). */
export function summarizeReport(report: VitestJsonReport, { runFailed = false } = {}): TestSummary {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const counted = report.numFailedTests + brokenFiles;
  const errorsOutsideTests = runFailed && counted === 0;
  return {
    passed: report.numPassedTests,
    failed: counted + (errorsOutsideTests ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    brokenFiles,
    errorsOutsideTests,
  };
}

/** The closing line of `npm test`, e.g. `tests: 585 passed, 3 failed (test files that could not run: 3), 59 skipped`. */
export function closingLine({ passed, failed, skipped, brokenFiles, errorsOutsideTests }: TestSummary): string {
  const broken = brokenFiles ? ` (test files that could not run: ${brokenFiles})` : errorsOutsideTests ? ' (an error outside the tests, printed above)' : '';
  return `tests: ${passed} passed, ${failed} failed${broken}, ${skipped} skipped`;
}
