import { z } from '../domain/zod.ts';
import type { StateValue } from 'xstate';
import { formatDateTime } from '../domain/format.ts';
import { activeStateIds, type FlowGraph } from './model.ts';
import { transitionTitle } from './scene.ts';

/**
 * What the browser tests walked of each machine (issue 17): recorded in Chromium by
 * `installWalkRecorder` (walk-recorder.ts), collected per test, and written after the run as one
 * report (`coverage/flows.json`). The CLI prints it for QA, the flows view colours the chart with
 * it, and the floor keeps it from falling.
 */

/** One test's walk of one document or more: what its pages' machines did, never context or payloads. */
export interface WalkRecord {
  machine: string;
  /** Transition ids as the model counts them (`transitionIdOf`), `always` and `after` edges included. */
  transitions: string[];
  /** State values the machine was in, as JSON: states entered through a compound target count too. */
  values: string[];
}

export interface TestWalk {
  /** `cart.spec.ts › the cart keeps its time slots…` */
  test: string;
  records: WalkRecord[];
}

interface WalkedState {
  id: string;
  tests: string[];
}

export interface WalkedTransition {
  id: string;
  /** `editing → authenticating: SUBMITTED [credentialsComplete] / startAttempt` */
  name: string;
  /** Taken by the machine-level replay of the generated paths. */
  replayed: boolean;
  /** The browser tests that took it, by title. */
  tests: string[];
}

export interface MachineWalk {
  machine: string;
  states: WalkedState[];
  transitions: WalkedTransition[];
}

export interface BrowserCoverageReport {
  /** When the run that wrote it ended (ISO). */
  createdAt: string;
  machines: MachineWalk[];
}

const walkedSchema = z.object({ id: z.string(), tests: z.array(z.string()) });
/** A report comes from a file an analyst picks: it is checked before the chart believes it. */
const browserCoverageSchema = z.object({
  createdAt: z.string(),
  machines: z.array(
    z.object({
      machine: z.string(),
      states: z.array(walkedSchema),
      transitions: z.array(z.extend(walkedSchema, { name: z.string(), replayed: z.boolean() })),
    }),
  ),
});

export function parseBrowserCoverage(json: unknown): BrowserCoverageReport | null {
  const parsed = browserCoverageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const sortedTests = (tests: Set<string> | undefined) => [...(tests ?? [])].sort((a, b) => a.localeCompare(b));

/** The walks of every test against one machine's definition: every state and transition, walked or not. */
export function walkOf(graph: FlowGraph, walks: readonly TestWalk[], replayed: ReadonlySet<string>): MachineWalk {
  const stateTests = new Map<string, Set<string>>();
  const transitionTests = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, id: string, test: string) => {
    const tests = map.get(id) ?? new Set<string>();
    tests.add(test);
    map.set(id, tests);
  };
  for (const walk of walks) {
    for (const record of walk.records) {
      if (record.machine !== graph.machineId) continue;
      for (const id of record.transitions) {
        add(transitionTests, id, walk.test);
        // A state a transition was taken from was active, even within one microstep.
        const source = id.slice(0, id.indexOf('|'));
        for (let at = source; at.includes('.'); at = at.slice(0, at.lastIndexOf('.'))) add(stateTests, at, walk.test);
      }
      for (const value of record.values) for (const id of activeStateIds(graph, JSON.parse(value) as StateValue)) add(stateTests, id, walk.test);
    }
  }
  return {
    machine: graph.machineId,
    states: graph.states.map((state) => ({ id: state.id, tests: sortedTests(stateTests.get(state.id)) })),
    transitions: graph.transitions.map((transition) => ({
      id: transition.id,
      name: transitionTitle(graph, transition.id),
      replayed: replayed.has(transition.id),
      tests: sortedTests(transitionTests.get(transition.id)),
    })),
  };
}

export interface MachineWalkSummary {
  machine: string;
  states: { walked: number; total: number };
  transitions: { walked: number; total: number; unwalked: string[] };
  /** Per walked transition's name, the tests that walked it. */
  tests: Record<string, string[]>;
}

export function summarize(walk: MachineWalk): MachineWalkSummary {
  const walked = walk.transitions.filter((t) => t.tests.length > 0);
  return {
    machine: walk.machine,
    states: { walked: walk.states.filter((s) => s.tests.length > 0).length, total: walk.states.length },
    transitions: { walked: walked.length, total: walk.transitions.length, unwalked: walk.transitions.filter((t) => t.tests.length === 0).map((t) => t.name) },
    tests: Object.fromEntries(walked.map((t) => [t.name, t.tests])),
  };
}

/** Transitions walked in the browser out of the total, and the share in percent (rounded down to a tenth). */
export interface WalkedShare {
  walked: number;
  total: number;
  percent: number;
}

const shareOf = (transitions: readonly { tests: readonly string[] }[]): WalkedShare => {
  const walked = transitions.filter((t) => t.tests.length > 0).length;
  return { walked, total: transitions.length, percent: transitions.length === 0 ? 0 : Math.floor((walked / transitions.length) * 1000) / 10 };
};

/** The transitions of all machines together: what the overall floor holds. */
export function transitionsWalked(report: BrowserCoverageReport): WalkedShare {
  return shareOf(report.machines.flatMap((m) => m.transitions));
}

/**
 * The floors a whole browser run holds (tests/e2e/flow-coverage-floor.json): the transitions of
 * all machines together, and those of each registered machine on its own, so a well-walked
 * machine cannot hide one that no journey reaches (issue 28).
 */
export interface CoverageFloor {
  transitionsPercent: number;
  machineTransitionsPercent: number;
}

/** How an edge is drawn once a report is loaded. */
export type EdgeCoverage = 'walked' | 'replayed' | 'uncovered';

export function edgeCoverage(transition: WalkedTransition | undefined): EdgeCoverage {
  if (transition && transition.tests.length > 0) return 'walked';
  return transition?.replayed ? 'replayed' : 'uncovered';
}

const percentOf = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

/** The table `npm run paths -- --browser-coverage` prints: a row per machine, then what each left unwalked. */
export function coverageTable(summaries: readonly MachineWalkSummary[]): string {
  const rows = summaries.map((s) => [
    s.machine,
    `${s.states.walked}/${s.states.total}`,
    percentOf(s.states.walked, s.states.total),
    `${s.transitions.walked}/${s.transitions.total}`,
    percentOf(s.transitions.walked, s.transitions.total),
  ]);
  const header = ['machine', 'states', '', 'transitions', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  const unwalked = summaries
    .filter((s) => s.transitions.unwalked.length > 0)
    .map((s) => [`${s.machine}, not walked in the browser:`, ...s.transitions.unwalked.map((name) => `  ${name}`)].join('\n'));
  return [line(header), ...rows.map(line), '', ...unwalked].join('\n').trimEnd();
}

/** The same for a QA report: a table, then per machine its unwalked transitions and who walked the rest. */
export function coverageMarkdown(report: BrowserCoverageReport, summaries: readonly MachineWalkSummary[]): string {
  const total = transitionsWalked(report);
  const lines = [
    '# Flows walked in the browser',
    '',
    `Report of ${report.createdAt}: ${total.walked} of ${total.total} transitions (${total.percent} %) taken by the browser tests.`,
    '',
    '| machine | states | transitions |',
    '|---|---|---|',
    ...summaries.map((s) => `| \`${s.machine}\` | ${s.states.walked}/${s.states.total} | ${s.transitions.walked}/${s.transitions.total} (${percentOf(s.transitions.walked, s.transitions.total)}) |`),
  ];
  for (const s of summaries) {
    lines.push('', `## \`${s.machine}\``, '');
    if (s.transitions.unwalked.length > 0) lines.push('Not walked:', '', ...s.transitions.unwalked.map((name) => `- \`${name}\``), '');
    const walked = Object.entries(s.tests);
    if (walked.length > 0) lines.push('Walked:', '', ...walked.map(([name, tests]) => `- \`${name}\`: ${tests.join('; ')}`));
  }
  return lines.join('\n');
}

/** Why the run fails when the browser suite walks less than a floor says; null when every floor holds. */
export function belowFloor(report: BrowserCoverageReport, floor: CoverageFloor, floorFile: string): string | null {
  const total = transitionsWalked(report);
  const problems = [
    ...(total.percent < floor.transitionsPercent ? [`the flows' transitions together ${total.percent} % (${total.walked} of ${total.total}), below ${floor.transitionsPercent} %`] : []),
    ...report.machines.flatMap((machine) => {
      const share = shareOf(machine.transitions);
      return share.percent < floor.machineTransitionsPercent ? [`${machine.machine} ${share.percent} % (${share.walked} of ${share.total}), below ${floor.machineTransitionsPercent} %`] : [];
    }),
  ];
  if (problems.length === 0) return null;
  return (
    `The browser tests walk too little of the flows (floors in ${floorFile}):\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` +
    'A journey that took some of them is gone or broken: run `npm run paths -- --browser-coverage` to see which transitions are not walked.'
  );
}

/** When the report was written, as the shop writes a moment (dd/MM/yyyy HH:mm); as it stands if it is no date. */
export function reportTime(report: BrowserCoverageReport): string {
  return Number.isNaN(Date.parse(report.createdAt)) ? report.createdAt : formatDateTime(report.createdAt);
}

/** A report's walk of one machine; none when the report was written before the machine was registered. */
export function machineWalkOf(report: BrowserCoverageReport, machineId: string): MachineWalk | undefined {
  return report.machines.find((walk) => walk.machine === machineId);
}

/**
 * How the chart draws each transition of the machine's definition. One newer than the report
 * was not walked by it: it counts as not covered rather than missing.
 */
export function coverageByTransition(graph: FlowGraph, walk: MachineWalk): ReadonlyMap<string, EdgeCoverage> {
  const walked = new Map(walk.transitions.map((transition) => [transition.id, transition]));
  return new Map(graph.transitions.map((transition) => [transition.id, edgeCoverage(walked.get(transition.id))]));
}

export interface CoverageGroup {
  coverage: EdgeCoverage;
  transitions: { id: string; title: string }[];
}

/** A machine's transitions by coverage, the least covered first: QA looks there for the next journey to write. */
export function transitionsByCoverage(graph: FlowGraph, coverage: ReadonlyMap<string, EdgeCoverage>): CoverageGroup[] {
  return (['uncovered', 'replayed', 'walked'] as const).map((kind) => ({
    coverage: kind,
    transitions: graph.transitions.filter((t) => coverage.get(t.id) === kind).map((t) => ({ id: t.id, title: transitionTitle(graph, t.id) })),
  }));
}
