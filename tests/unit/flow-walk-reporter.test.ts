import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry.ts';
import { parseBrowserCoverage } from '../../src/flows/browser-coverage.ts';
import FlowWalkReporter from '../e2e/flow-walk-reporter.ts';
import { WALK_ATTACHMENT } from '../e2e/flow-walk.ts';

const door: RegisteredMachine = {
  id: 'door',
  title: 'Deur',
  description: 'Een deur die open en dicht gaat.',
  machine: createMachine({ id: 'door', initial: 'closed', states: { closed: { on: { OPEN: 'open' } }, open: { on: { SHUT: 'closed' } } } }),
  events: () => [{ type: 'OPEN' }, { type: 'SHUT' }],
  serialize: (snapshot) => JSON.stringify(snapshot.value),
};

/**
 * A run of the spec files `ran` out of those in a test folder, with one test that opened the door.
 * Each test is declared in `declaredIn` when given (a module the specs share), else in its spec.
 */
function run(dir: string, floorPercent: number, ran: string[], declaredIn?: string, machineFloorPercent = 0) {
  writeFileSync(join(dir, 'floor.json'), JSON.stringify({ transitionsPercent: floorPercent, machineTransitionsPercent: machineFloorPercent }));
  for (const file of ['a.spec.ts', 'b.spec.ts']) writeFileSync(join(dir, file), '');
  const reporter = new FlowWalkReporter({ report: join(dir, 'out', 'flows.json'), floor: join(dir, 'floor.json'), machines: [door] });
  const tests = ran.map((file) => ({
    location: { file: join(dir, declaredIn ?? file) },
    parent: { type: 'describe', parent: { type: 'file', location: { file: join(dir, file) } } },
    titlePath: () => ['', '', file, 'opens the door'],
  }));
  const config = { projects: [{ testDir: dir }], grep: /.*/, grepInvert: null, shard: null } as unknown as FullConfig;
  reporter.onBegin(config, { allTests: () => tests } as unknown as Suite);
  const records = [{ machine: 'door', transitions: ['door.closed|OPEN|0'], values: ['"closed"', '"open"'] }];
  reporter.onTestEnd(tests[0] as unknown as TestCase, { attachments: [{ name: WALK_ATTACHMENT, contentType: 'application/json', body: Buffer.from(JSON.stringify(records)) }] } as unknown as TestResult);
  return reporter.onEnd({ status: 'passed' } as FullResult);
}

describe('the flow walk reporter', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flow-walk-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes the report: the tests that walked each transition, and what the replay takes', async () => {
    await run(dir, 0, ['a.spec.ts', 'b.spec.ts']);
    const report = parseBrowserCoverage(JSON.parse(readFileSync(join(dir, 'out', 'flows.json'), 'utf8')));
    expect(report?.machines[0]?.transitions).toEqual([
      { id: 'door.closed|OPEN|0', name: 'closed → open: OPEN', replayed: true, tests: ['a.spec.ts › opens the door'] },
      { id: 'door.open|SHUT|0', name: 'open → closed: SHUT', replayed: true, tests: [] },
    ]);
  });

  it('fails a whole run that walks less than the floor, saying so', async () => {
    expect(await run(dir, 60, ['a.spec.ts', 'b.spec.ts'])).toEqual({ status: 'failed' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("the flows' transitions together 50 % (1 of 2), below 60 %"));
  });

  it('fails a whole run in which a machine walks less than the floor for each machine, naming it', async () => {
    expect(await run(dir, 50, ['a.spec.ts', 'b.spec.ts'], undefined, 75)).toEqual({ status: 'failed' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('- door 50 % (1 of 2), below 75 %'));
  });

  it('lets a run at the floor pass, and does not judge a run of part of the suite', async () => {
    expect(await run(dir, 50, ['a.spec.ts', 'b.spec.ts'])).toBeUndefined();
    expect(await run(dir, 60, ['a.spec.ts'])).toBeUndefined();
  });

  it("counts a test declared by a module the specs share (the path runner) as its spec's", async () => {
    expect(await run(dir, 60, ['a.spec.ts', 'b.spec.ts'], 'path-runner.ts')).toEqual({ status: 'failed' });
  });
});
