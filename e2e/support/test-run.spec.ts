import { closingLine, CHROMIUM_INSTALL_COMMAND, ensureChromium, summarizeReport, type VitestJsonReport } from '@caliber/test-stack';
import { describe, expect, it } from 'vitest';

const file = (status: string, ...tests: string[]) => ({ status, assertionResults: tests.map((test) => ({ status: test })) });

describe("npm test's closing line", () => {
  it('counts a file that failed before its tests (a hook, an import) as a failure', () => {
    const report: VitestJsonReport = {
      numPassedTests: 585,
      numFailedTests: 0,
      numPendingTests: 59,
      numTodoTests: 0,
      testResults: [file('passed', 'passed'), file('failed', 'skipped', 'skipped'), file('failed')],
    };
    const summary = summarizeReport(report);
    expect(summary).toEqual({ passed: 585, failed: 2, skipped: 59, brokenFiles: 2, errorsOutsideTests: false });
    expect(closingLine(summary)).toBe('tests: 585 passed, 2 failed (test files that could not run: 2), 59 skipped');
  });

  it('counts a file with failed tests by its tests', () => {
    const report: VitestJsonReport = { numPassedTests: 3, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1, testResults: [file('failed', 'failed', 'failed', 'passed')] };
    expect(closingLine(summarizeReport(report))).toBe('tests: 3 passed, 2 failed, 2 skipped');
  });

  it('counts a run that vitest failed with every test passed (an unhandled error) as a failure', () => {
    const report: VitestJsonReport = { numPassedTests: 724, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, testResults: [file('passed', 'passed')] };
    expect(closingLine(summarizeReport(report, { runFailed: true }))).toBe('tests: 724 passed, 1 failed (an error outside the tests, printed above), 0 skipped');
    expect(closingLine(summarizeReport(report))).toBe('tests: 724 passed, 0 failed, 0 skipped');
  });
});

describe('the Chromium check before the browser tests', () => {
  it('passes when Chromium starts', () => {
    expect(() => ensureChromium()).not.toThrow();
  });

  it('stops at once with the command that installs it when it may not install it', () => {
    expect(() => ensureChromium({ path: '/nonexistent/chromium', canInstall: false })).toThrow(CHROMIUM_INSTALL_COMMAND);
  });
});
