import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { registry, type RegisteredMachine } from '../../machines/registry.ts';
import { PATH_REPLAY_TAG } from '../../tests/support/test-counts.ts';
import { valuePaths } from './model.ts';
import { coverageOf, generatePaths, replayPath } from './paths.ts';

/**
 * The coverage gate: for every registered machine, every generated path replays state by state
 * against the machine (inert actors, outcomes sent by the path), and together the paths take
 * every state and every transition of the definition. Tagged, so a run counts these apart from
 * the tests written by hand (tests/support/test-counts.ts).
 */
describe.each(registry.map((entry) => [entry.id, entry] as const))('the generated paths of %s', { tags: [PATH_REPLAY_TAG] }, (_id, entry) => {
  const paths = generatePaths(entry);

  it.each(paths.map((path, i) => [i + 1, path.name, path] as const))('path %i (to %s) reaches each state in turn', (_n, _name, path) => {
    expect(() => replayPath(entry, path)).not.toThrow();
  });

  // Walking every path of the largest machine (the configurator) takes about 2 s on an idle
  // core and more than vitest's 5 s default when two cores are busy: a limit that fits the machine
  // CI runs on, not a benchmark (decision 005).
  it(
    'cover every state and every transition',
    () => {
      const coverage = coverageOf(entry, paths);
      expect(coverage.missing).toEqual({ states: [], transitions: [] });
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    },
    30_000,
  );
});

describe('the coverage gate itself', () => {
  const unreachable: RegisteredMachine = {
    id: 'probe',
    title: 'probe',
    description: 'a machine with a state no event reaches',
    machine: createMachine({
      id: 'probe',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: { on: { BACK: [{ guard: () => false, target: 'a' }, { target: 'c' }] } }, c: {} },
    }),
    events: () => [{ type: 'GO' }],
    serialize: (snapshot) => JSON.stringify(snapshot.value),
  };

  it('reports what the paths miss', () => {
    const coverage = coverageOf(unreachable);
    expect(coverage.missing.states).toEqual(['probe.c']);
    expect(coverage.missing.transitions).toEqual(['probe.b: BACK [guard]', 'probe.b: BACK']);
  });

  it('fails a path whose machine ends up elsewhere', () => {
    const [path] = generatePaths(unreachable);
    expect(() => replayPath(unreachable, { ...path!, steps: [{ event: { type: 'GO' }, value: 'c' }] })).toThrow(/expected state c, but the machine is in b/);
  });
});

describe('state values', () => {
  it('read as dotted paths', () => {
    expect(valuePaths({ identityPicker: 'choosingContact' })).toBe('identityPicker.choosingContact');
  });
});
