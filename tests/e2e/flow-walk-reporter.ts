import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { registry, type RegisteredMachine } from '../../machines/registry.ts';
import { belowFloor, transitionsWalked, walkOf, type BrowserCoverageReport, type CoverageFloor, type TestWalk } from '../../src/flows/browser-coverage.ts';
import { flowGraphOf } from '../../src/flows/model.ts';
import { replayAll } from '../../src/flows/paths.ts';
import { testWalkOf, WALK_ATTACHMENT } from './flow-walk.ts';

export interface FlowWalkReporterOptions {
  /** Where the report goes: `npm run paths -- --browser-coverage` and the flows view read it. */
  report?: string;
  /** The floor the browser suite's transition coverage may not fall below; raised as journeys are added. */
  floor?: string;
  /** The machines reported on: the registry's (a unit test gives a small one). */
  machines?: readonly RegisteredMachine[];
}

/**
 * The spec file a test belongs to. A test that a shared module declares for a spec (the path
 * runner's) is located in that module, but it runs as part of the spec that called it.
 */
function specFileOf(test: TestCase): string {
  let suite: Suite | undefined = test.parent;
  while (suite && suite.type !== 'file') suite = suite.parent;
  return basename(suite?.location?.file ?? test.location.file);
}

/**
 * Collects every test's walk of the flows (issue 17) and, at the end of the run, writes the report
 * against the registered machines' definitions, with what the machine-level replay of the
 * generated paths takes, so the chart can tell "walked in the browser" from "replayed only".
 * A run of the whole suite that passed also holds the floor: below it, the run fails.
 */
export default class FlowWalkReporter implements Reporter {
  private readonly walks: TestWalk[] = [];
  private wholeSuite = false;
  private readonly reportPath: string;
  private readonly floorPath: string;
  private readonly machines: readonly RegisteredMachine[];

  constructor(options: FlowWalkReporterOptions = {}) {
    this.reportPath = resolve(options.report ?? 'coverage/flows.json');
    this.floorPath = resolve(options.floor ?? 'tests/e2e/flow-coverage-floor.json');
    this.machines = options.machines ?? registry;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    const testDir = config.projects[0]?.testDir ?? 'tests/e2e';
    const ran = new Set(suite.allTests().map(specFileOf));
    const everySpec = readdirSync(testDir)
      .filter((file) => file.endsWith('.spec.ts'))
      .every((file) => ran.has(file));
    this.wholeSuite = everySpec && String(config.grep) === String(/.*/) && config.grepInvert === null && config.shard === null;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const attachment = result.attachments.find((a) => a.name === WALK_ATTACHMENT);
    const walk = testWalkOf(test.titlePath().filter(Boolean).join(' › '), attachment?.body);
    if (walk) this.walks.push(walk);
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const report: BrowserCoverageReport = {
      createdAt: new Date().toISOString(),
      machines: this.machines.map((entry) => {
        const graph = flowGraphOf(entry.machine);
        return walkOf(graph, this.walks, replayAll(entry, undefined, graph).transitions);
      }),
    };
    mkdirSync(dirname(this.reportPath), { recursive: true });
    writeFileSync(this.reportPath, `${JSON.stringify(report, null, 1)}\n`);
    const total = transitionsWalked(report);
    const floor = JSON.parse(readFileSync(this.floorPath, 'utf8')) as CoverageFloor;
    console.log(
      `\nFlows walked in the browser: ${total.walked} of ${total.total} transitions (${total.percent} %); floor ${floor.transitionsPercent} %, ${floor.machineTransitionsPercent} % for each machine. Report: ${relative(process.cwd(), this.reportPath)}`,
    );
    if (!this.wholeSuite || result.status !== 'passed') return undefined;
    const failure = belowFloor(report, floor, relative(process.cwd(), this.floorPath));
    if (!failure) return undefined;
    console.error(failure);
    return { status: 'failed' };
  }

  printsToStdio(): boolean {
    return false;
  }
}
