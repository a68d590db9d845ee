import type { APIRequestContext, Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { registeredMachine } from '../../machines/registry.ts';
import { valuePaths } from '../../src/flows/model.ts';
import { coverageOf, generatePaths, minimalCoveringPaths, type FlowPath } from '../../src/flows/paths.ts';
import { expect, test } from './fixtures.ts';

/**
 * The browser-level path runner (docs/decisions/003): a machine's generated paths, walked through
 * the real UI against the demo backend. A spec says, for its machine, what the page shows in each
 * state and how each event is made to happen (what a person does, or what the demo is made to
 * answer); paths needing what the page or the demo cannot give on cue are left out, each with its
 * reason, and the rest are cut to the fewest that take every transition they can. What stays
 * unwalked, and why, is asserted, so a change to the machine shows up here.
 */

/** What a walk has at hand; a spec adds what it follows or holds (links seen, calls held back). */
export interface Walk {
  page: Page;
  request: APIRequestContext;
}

export interface Step<W extends Walk> {
  title: string;
  run(walk: W): Promise<void>;
}

/** Why a path cannot be walked. */
export interface Skip {
  skip: string;
}

export const skip = (reason: string): Skip => ({ skip: reason });

/** One step of a path as a spec plans it: the event, the state it leads to, and its neighbours. */
export interface PathStepAt {
  index: number;
  event: EventObject;
  /** The state the event leads to, as dotted paths. */
  state: string;
  /** The state the event is sent in. */
  previous: string;
  /** The event after this one, whose outcome this step may have to prepare. */
  next: EventObject | undefined;
}

/** How a step happens in the browser. */
export interface Move<W extends Walk> {
  run(walk: W): Promise<void>;
  /** The step's title, when the event's type alone does not tell it (which shop, which status). */
  label?: string;
  /** What the state's screen is called for the accessibility scan, when the state alone does not tell it. */
  screen?: string;
  /** What the page must show besides its state (a message the answer carried). */
  check?(walk: W): Promise<void>;
}

export interface PathPlan<W extends Walk> {
  start: Step<W>;
  /** Called for each step in order, so a plan may keep what its earlier steps did. */
  move(step: PathStepAt): Move<W> | Skip;
}

export interface PathRunner<W extends Walk> {
  /** The registry id of the machine walked. */
  machine: string;
  /** What the page shows in each state; null for a momentary state (a call under way), which is not asserted. */
  statesOnPage: Record<string, ((page: Page) => Promise<void>) | null>;
  /** How a path starts and how its steps happen, or why it cannot be walked. */
  plan(path: FlowPath): PathPlan<W> | Skip;
  /**
   * What the walks leave out, sorted, each list with its reason in the spec: the states and
   * transitions no walked path takes, and the reasons paths were left out (unless they name the
   * payloads of the paths' events, which change with the registry's samples).
   */
  leftOut: { states: string[]; transitions: string[]; skipped?: string[] };
  /** The walk of one test, with whatever the spec follows on its page. */
  walkOf(walk: Walk): W;
  /** After each asserted state, with the screen's name (the accessibility scan). */
  afterState?(walk: W, screen: string): Promise<void>;
  /** At the end of each path. */
  afterPath?(walk: W): Promise<void>;
  /** A walk that crosses several pages needs room beyond the default test time on two shared cores. */
  timeout?: number;
}

/** Whether `event` is the done or the error of the invoked actor `actor`. */
export function outcome(event: EventObject | undefined, actor: string): 'done' | 'error' | null {
  const match = event && /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match && match[2] === actor ? (match[1] as 'done' | 'error') : null;
}

function walkOfPath<W extends Walk>(runner: PathRunner<W>, path: FlowPath): { start: Step<W>; steps: Step<W>[] } | Skip {
  const plan = runner.plan(path);
  if ('skip' in plan) return plan;
  const steps: Step<W>[] = [];
  for (const [index, { event, value }] of path.steps.entries()) {
    const state = valuePaths(value);
    const previous = valuePaths(index === 0 ? path.initial : path.steps[index - 1]!.value);
    const expectState = runner.statesOnPage[state];
    if (expectState === undefined) return skip(`no page assertion for state ${state}`);
    const move = plan.move({ index, event, state, previous, next: path.steps[index + 1]?.event });
    if ('skip' in move) return move;
    steps.push({
      title: `${index + 1}. ${move.label ?? event.type} → ${state}`,
      run: async (walk) => {
        await move.run(walk);
        if (!expectState) return;
        await expectState(walk.page);
        await move.check?.(walk);
        await runner.afterState?.(walk, move.screen ?? state);
      },
    });
  }
  return { start: plan.start, steps };
}

/** The runner's tests: what the walks leave out, then one test per path chosen. */
export function walkPathsInBrowser<W extends Walk>(runner: PathRunner<W>): void {
  const entry = registeredMachine(runner.machine);
  const planned = generatePaths(entry).map((path) => ({ path, walk: walkOfPath(runner, path) }));
  const skipped = planned.flatMap(({ walk }) => ('skip' in walk ? [walk.skip] : []));
  const walkable = planned.flatMap(({ path, walk }) => ('skip' in walk ? [] : [{ path, walk }]));
  const chosen = new Set(minimalCoveringPaths(entry, walkable.map(({ path }) => path)));

  test.describe(`the ${runner.machine} machine walked through the browser`, () => {
    if (runner.timeout) test.describe.configure({ timeout: runner.timeout });

    test('walks every state and transition but those the page or the demo cannot give on cue', () => {
      const coverage = coverageOf(entry, [...chosen]);
      expect(coverage.missing.states).toEqual(runner.leftOut.states);
      expect([...coverage.missing.transitions].sort()).toEqual(runner.leftOut.transitions);
      if (runner.leftOut.skipped) expect([...new Set(skipped)].sort()).toEqual(runner.leftOut.skipped);
    });

    for (const [n, { path, walk: planned }] of walkable.filter(({ path }) => chosen.has(path)).entries()) {
      test(`path ${n + 1} to ${path.name}`, async ({ page, request }) => {
        const walk = runner.walkOf({ page, request });
        await test.step(planned.start.title, () => planned.start.run(walk));
        await runner.statesOnPage[valuePaths(path.initial)]?.(page);
        for (const step of planned.steps) await test.step(step.title, () => step.run(walk));
        await runner.afterPath?.(walk);
      });
    }
  });
}
