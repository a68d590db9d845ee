import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import TestCountReporter from '../e2e/test-count-reporter.ts';
import { PATH_REPLAY_TAG, readTestCounts, testCountsText } from '../support/test-counts.ts';
import VitestCountReporter from '../support/vitest-count-reporter.ts';

/** A unit run's module with tests in these states, tagged as given. */
const unitModule = (tests: { state: string; tags?: string[] }[]) =>
  ({ children: { allTests: () => tests.map(({ state, tags = [] }) => ({ result: () => ({ state }), tags })) } }) as unknown as TestModule;

const browserTest = (file: string) => ({ location: { file } }) as TestCase;
const ran = (status: TestResult['status'], retry = 0) => ({ status, retry }) as TestResult;

describe('the test counts', () => {
  let file: string;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'test-counts-')), 'coverage', 'test-counts.json');
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('tell the unit tests written by hand from the generated path replays, counting only those that ran', () => {
    new VitestCountReporter({ file }).onTestRunEnd([
      unitModule([{ state: 'passed' }, { state: 'failed' }, { state: 'skipped' }]),
      unitModule([{ state: 'passed', tags: [PATH_REPLAY_TAG] }, { state: 'passed', tags: [PATH_REPLAY_TAG] }, { state: 'skipped', tags: [PATH_REPLAY_TAG] }]),
    ]);
    expect(readTestCounts(file)).toEqual({ unit: { handWritten: 2, pathReplays: 2 } });
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('Unit and contract tests: 2 written by hand, 2 generated path replays'));
  });

  it("tell the browser tests written by hand from the path runner's walks, keeping the unit run's counts", () => {
    new VitestCountReporter({ file }).onTestRunEnd([unitModule([{ state: 'passed' }])]);
    const reporter = new TestCountReporter({ file });
    reporter.onTestEnd(browserTest('/repo/tests/e2e/cart.spec.ts'), ran('passed'));
    reporter.onTestEnd(browserTest('/repo/tests/e2e/path-runner.ts'), ran('passed'));
    reporter.onTestEnd(browserTest('/repo/tests/e2e/path-runner.ts'), ran('failed'));
    reporter.onTestEnd(browserTest('/repo/tests/e2e/path-runner.ts'), ran('passed', 1));
    reporter.onTestEnd(browserTest('/repo/tests/e2e/cart.spec.ts'), ran('skipped'));
    reporter.onEnd();
    expect(testCountsText(readTestCounts(file))).toBe(
      [
        'Unit and contract tests: 1 written by hand, 0 generated path replays (the registered machines against themselves, src/flows/coverage.test.ts)',
        'Browser tests: 1 written by hand, 2 walks of generated paths (tests/e2e/path-runner.ts)',
      ].join('\n'),
    );
  });

  it('say so when no run left its counts', () => {
    expect(testCountsText(readTestCounts(file))).toMatch(/^No test counts in coverage\/test-counts.json/);
  });
});
