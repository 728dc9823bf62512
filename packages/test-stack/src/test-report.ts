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
}

export function summarizeReport(report: VitestJsonReport): TestSummary {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    brokenFiles,
  };
}

/** The closing line of `npm test`, e.g. `tests: 585 passed, 3 failed (test files that could not run: 3), 59 skipped`. */
export function closingLine({ passed, failed, skipped, brokenFiles }: TestSummary): string {
  const broken = brokenFiles ? ` (test files that could not run: ${brokenFiles})` : '';
  return `tests: ${passed} passed, ${failed} failed${broken}, ${skipped} skipped`;
}
