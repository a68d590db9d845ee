import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { belowFloor, coverageMarkdown, coverageTable, edgeCoverage, parseBrowserCoverage, summarize, transitionsWalked, walkOf, type BrowserCoverageReport } from './browser-coverage.ts';
import { flowGraphOf } from './model.ts';

const graph = flowGraphOf(
  createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { OPEN: 'open', LOCK: 'locked' } },
      open: { on: { SHUT: 'closed' }, initial: 'ajar', states: { ajar: { on: { PUSH: 'wide' } }, wide: {} } },
      locked: {},
    },
  }),
);
const OPEN = 'door.closed|OPEN|0';
const SHUT = 'door.open|SHUT|0';
const LOCK = 'door.closed|LOCK|0';
const PUSH = 'door.open.ajar|PUSH|0';

const walk = walkOf(
  graph,
  [
    { test: 'b.spec.ts › opens the door', records: [{ machine: 'door', transitions: [OPEN], values: ['"closed"', '{"open":"ajar"}'] }] },
    { test: 'a.spec.ts › opens and shuts', records: [{ machine: 'door', transitions: [OPEN, SHUT], values: ['"closed"'] }] },
    { test: 'c.spec.ts › another machine', records: [{ machine: 'window', transitions: [LOCK], values: ['"locked"'] }] },
  ],
  new Set([OPEN, SHUT, LOCK]),
);
const report: BrowserCoverageReport = { createdAt: '2026-11-26T06:00:00.000Z', machines: [walk] };

describe('the walk of a machine', () => {
  it('lists every transition of the definition with the tests that took it, sorted, and whether the replay takes it', () => {
    expect(walk.transitions.map((t) => [t.id, t.tests, t.replayed])).toEqual([
      [OPEN, ['a.spec.ts › opens and shuts', 'b.spec.ts › opens the door'], true],
      [LOCK, [], true],
      [SHUT, ['a.spec.ts › opens and shuts'], true],
      [PUSH, [], false],
    ]);
    expect(walk.transitions[0]!.name).toBe('closed → open: OPEN');
  });

  it('counts the states entered through a compound target, from the values, and the sources of taken transitions', () => {
    const walked = walk.states.filter((s) => s.tests.length > 0).map((s) => s.id);
    expect(walked).toEqual(['door', 'door.closed', 'door.open', 'door.open.ajar']);
  });

  it('sums up walked out of total, names what was not walked, and who walked the rest', () => {
    expect(summarize(walk)).toEqual({
      machine: 'door',
      states: { walked: 4, total: 6 },
      transitions: { walked: 2, total: 4, unwalked: ['closed → locked: LOCK', 'open.ajar → open.wide: PUSH'] },
      tests: { 'closed → open: OPEN': ['a.spec.ts › opens and shuts', 'b.spec.ts › opens the door'], 'open → closed: SHUT': ['a.spec.ts › opens and shuts'] },
    });
  });

  it('tells an edge walked in the browser from one only replayed and one not covered', () => {
    expect(walk.transitions.map(edgeCoverage)).toEqual(['walked', 'replayed', 'walked', 'uncovered']);
    expect(edgeCoverage(undefined)).toBe('uncovered');
  });
});

describe('the floor', () => {
  it('holds at or above it and fails below it, saying where the floor is written', () => {
    const total = transitionsWalked(report);
    expect(total).toEqual({ walked: 2, total: 4, percent: 50 });
    expect(belowFloor(report, { transitionsPercent: 50, machineTransitionsPercent: 0 }, 'tests/e2e/flow-coverage-floor.json')).toBeNull();
    const failure = belowFloor(report, { transitionsPercent: 50.1, machineTransitionsPercent: 0 }, 'tests/e2e/flow-coverage-floor.json');
    expect(failure).toContain('floors in tests/e2e/flow-coverage-floor.json');
    expect(failure).toContain("- the flows' transitions together 50 % (2 of 4), below 50.1 %");
  });

  it('holds each machine to its own floor, naming every machine below it', () => {
    const machine = report.machines[0]!;
    const others = { ...machine, machine: 'other', transitions: machine.transitions.map((t) => ({ ...t, tests: ['a test'] })) };
    const two = { ...report, machines: [machine, others] };
    expect(belowFloor(two, { transitionsPercent: 0, machineTransitionsPercent: 50 }, 'floor.json')).toBeNull();
    const failure = belowFloor(two, { transitionsPercent: 0, machineTransitionsPercent: 75 }, 'floor.json');
    expect(failure).toContain(`- ${machine.machine} 50 % (2 of 4), below 75 %`);
    expect(failure).not.toContain('- other');
  });
});

describe('the printed report', () => {
  it('is a table with a row per machine, then the unwalked transitions by name', () => {
    expect(coverageTable([summarize(walk)])).toBe(
      ['machine  states        transitions', 'door        4/6  67 %          2/4  50 %', '', 'door, not walked in the browser:', '  closed → locked: LOCK', '  open.ajar → open.wide: PUSH'].join('\n'),
    );
  });

  it('reads as markdown for QA, with the tests per walked transition', () => {
    const markdown = coverageMarkdown(report, [summarize(walk)]);
    expect(markdown).toContain('2 of 4 transitions (50 %)');
    expect(markdown).toContain('| `door` | 4/6 | 2/4 (50 %) |');
    expect(markdown).toContain('- `open → closed: SHUT`: a.spec.ts › opens and shuts');
  });
});

describe('a report read from a file', () => {
  it('is taken when it has the shape of one, and refused otherwise', () => {
    expect(parseBrowserCoverage(JSON.parse(JSON.stringify(report)))).toEqual(report);
    expect(parseBrowserCoverage({ createdAt: 'x', machines: [{ machine: 'door' }] })).toBeNull();
    expect(parseBrowserCoverage('nonsense')).toBeNull();
  });
});
