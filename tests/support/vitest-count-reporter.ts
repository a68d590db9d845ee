import type { Reporter, TestModule } from 'vitest/node';
import { PATH_REPLAY_TAG, recordTestCounts, TEST_COUNTS_FILE, unitCountsLine } from './test-counts.ts';

/** Ends a unit run with the tests written by hand and the generated path replays counted apart, and keeps them for npm test's last line. */
export default class VitestCountReporter implements Reporter {
  constructor(private readonly options: { file?: string } = {}) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const unit = { handWritten: 0, pathReplays: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state !== 'passed' && state !== 'failed') continue;
        if (test.tags.includes(PATH_REPLAY_TAG)) unit.pathReplays++;
        else unit.handWritten++;
      }
    }
    recordTestCounts({ unit }, this.options.file ?? TEST_COUNTS_FILE);
    console.log(`\n${unitCountsLine(unit)}`);
  }
}
