import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { recordTestCounts, TEST_COUNTS_FILE } from '../support/test-counts.ts';

/** Counts the browser tests that ran, the path runner's walks of generated paths apart, for npm test's last line. */
export default class TestCountReporter implements Reporter {
  private readonly browser = { handWritten: 0, pathWalks: 0 };

  constructor(private readonly options: { file?: string } = {}) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped' || result.retry > 0) return;
    if (test.location.file.endsWith('/path-runner.ts')) this.browser.pathWalks++;
    else this.browser.handWritten++;
  }

  onEnd(): void {
    recordTestCounts({ browser: this.browser }, this.options.file ?? TEST_COUNTS_FILE);
  }

  printsToStdio(): boolean {
    return false;
  }
}
