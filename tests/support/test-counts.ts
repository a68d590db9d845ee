import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * How many tests a run had, told apart by who wrote them (issue 26): most of the unit run replays
 * the machines' generated paths against the machines themselves, which proves the paths reach
 * every state and transition but says nothing a person did not already write in the machine.
 */
export interface TestCounts {
  unit?: { handWritten: number; pathReplays: number };
  browser?: { handWritten: number; pathWalks: number };
}

/** Where each test runner leaves its counts for `npm test`'s last line (tests/support/test-counts.cli.ts). */
export const TEST_COUNTS_FILE = 'coverage/test-counts.json';

/** The vitest tag of a test that replays a generated path (declared in vitest.config.ts). */
export const PATH_REPLAY_TAG = 'path-replay';

export function readTestCounts(file = TEST_COUNTS_FILE): TestCounts {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TestCounts) : {};
}

/** Keeps one runner's counts beside the other's. */
export function recordTestCounts(part: TestCounts, file = TEST_COUNTS_FILE): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...readTestCounts(file), ...part }, null, 1)}\n`);
}

export function unitCountsLine({ handWritten, pathReplays }: NonNullable<TestCounts['unit']>): string {
  return `Unit and contract tests: ${handWritten} written by hand, ${pathReplays} generated path replays (the registered machines against themselves, src/flows/coverage.test.ts)`;
}

function browserCountsLine({ handWritten, pathWalks }: NonNullable<TestCounts['browser']>): string {
  return `Browser tests: ${handWritten} written by hand, ${pathWalks} walks of generated paths (tests/e2e/path-runner.ts)`;
}

/** What `npm test` ends with. */
export function testCountsText(counts: TestCounts): string {
  const lines = [counts.unit && unitCountsLine(counts.unit), counts.browser && browserCountsLine(counts.browser)].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : `No test counts in ${TEST_COUNTS_FILE}: run npm run test:unit and npm run test:e2e first.`;
}
