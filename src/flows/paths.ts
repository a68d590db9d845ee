import { createActor, type AnyMachineSnapshot, type AnyStateNode, type EventObject, type StateValue } from 'xstate';
import { getAdjacencyMap, getSimplePaths, type AdjacencyValue } from 'xstate/graph';
import { inert, type RegisteredMachine } from '../../machines/registry.ts';
import { activeStateIds, flowGraphOf, transitionIdOf, valuePaths, type FlowGraph } from './model.ts';

/**
 * Model-based paths through a registered machine, and how much of its chart they cover.
 *
 * `shortest`: the shortest path to every state, and for every transition the shortest path to
 * its source followed by it, so every transition (not only every state) is taken; paths that are
 * the start of another path are dropped. `simple`: every simple path (no state twice), which
 * grows fast; for small machines and for reading.
 */
export type PathStrategy = 'shortest' | 'simple';

interface PathStep {
  event: EventObject;
  /** The state value the machine is in after the event. */
  value: StateValue;
}

export interface FlowPath {
  /** Where it ends, readable: `identityPicker.choosingContact`. */
  name: string;
  /** The input the machine starts with on this path. */
  input: unknown;
  initial: StateValue;
  steps: PathStep[];
}

/**
 * The samples a snapshot can take. Only those: an actor's error event that no state handles would
 * fail the whole machine, as it should in the running shop.
 */
function enabledEvents(entry: RegisteredMachine, snapshot: AnyMachineSnapshot): EventObject[] {
  return entry.events(snapshot).filter((event) => snapshot.can(event));
}

function traversalOptions(entry: RegisteredMachine, input: unknown) {
  return {
    events: (snapshot: AnyMachineSnapshot) => enabledEvents(entry, snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => entry.serialize(snapshot),
    input,
  };
}

export function generatePaths(entry: RegisteredMachine, strategy: PathStrategy = 'shortest'): FlowPath[] {
  const inputs = [entry.input, ...(entry.alternativeInputs ?? [])];
  return inputs.flatMap((input) => (strategy === 'simple' ? simplePaths(entry, input) : shortestCoveringPaths(entry, input)));
}

function simplePaths(entry: RegisteredMachine, input: unknown): FlowPath[] {
  return getSimplePaths(entry.machine, traversalOptions(entry, input)).map((path) => ({
    name: valuePaths(path.state.value),
    input,
    initial: path.steps[0]?.state.value ?? path.state.value,
    // The first step of an xstate/graph path is the initial state, reached by no event of ours.
    steps: path.steps.slice(1).map((step) => ({ event: step.event, value: step.state.value })),
  }));
}

function shortestCoveringPaths(entry: RegisteredMachine, input: unknown): FlowPath[] {
  // Keys are branded strings in xstate's types; here they are only compared and looked up.
  const adjacency = new Map<string, AdjacencyValue<AnyMachineSnapshot, EventObject>>(
    Object.entries(getAdjacencyMap(entry.machine, traversalOptions(entry, input))),
  );
  const initialKey = adjacency.keys().next().value;
  if (initialKey === undefined) return [];
  const initial = adjacency.get(initialKey)!.state.value;

  // Breadth first: the first way found to each state is a shortest one.
  const shortest = new Map<string, PathStep[]>([[initialKey, []]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(adjacency.get(key)!.transitions)) {
      const next = entry.serialize(state);
      if (shortest.has(next)) continue;
      shortest.set(next, [...shortest.get(key)!, { event, value: state.value }]);
      queue.push(next);
    }
  }

  const candidates: PathStep[][] = [...shortest.values()];
  for (const [key, node] of adjacency) {
    const prefix = shortest.get(key);
    if (!prefix) continue;
    for (const { event, state } of Object.values(node.transitions)) candidates.push([...prefix, { event, value: state.value }]);
  }

  // Keyed by their events; a path that is the start of a longer one is dropped. Both in one pass
  // over each path's steps: the shop's larger machines give a thousand candidates and more.
  const eventKeys = (steps: PathStep[]) => steps.map((step) => JSON.stringify(step.event));
  const unique = new Map<string, PathStep[]>();
  const starts = new Set<string>();
  for (const steps of candidates) {
    const keys = eventKeys(steps);
    const key = keys.join('\n');
    if (unique.has(key)) continue;
    unique.set(key, steps);
    for (let length = 0; length < keys.length; length++) starts.add(keys.slice(0, length).join('\n'));
  }
  return [...unique]
    .filter(([key]) => !starts.has(key))
    .sort(([keyA, a], [keyB, b]) => a.length - b.length || keyA.localeCompare(keyB))
    .map(([, steps]) => ({ name: valuePaths(steps.at(-1)?.value ?? initial), input, initial, steps }));
}

export interface Replay {
  states: Set<string>;
  transitions: Set<string>;
}

/**
 * Runs a path against the machine with inert actors (the path sends their outcomes), asserting
 * each state as it is reached, and records the states entered and the transitions taken, eventless
 * ones included (read from XState's microstep inspection events).
 */
export function replayPath(entry: RegisteredMachine, path: FlowPath, graph: FlowGraph = flowGraphOf(entry.machine)): Replay {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const note = (snapshot: AnyMachineSnapshot) => {
    for (const id of activeStateIds(graph, snapshot.value)) states.add(id);
  };
  // The initial microsteps run inside createActor, before `actor` is assigned: those are the root's.
  let root: unknown = null;
  const actor = createActor(inert(entry.machine), {
    input: path.input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || (root !== null && event.actorRef !== root)) return;
      note(event.snapshot as AnyMachineSnapshot);
      for (const taken of event._transitions ?? []) {
        const id = transitionIdOf(taken.source as AnyStateNode, taken.eventType, taken);
        if (id) transitions.add(id);
        // A state a transition was taken from was active, even if only within one microstep.
        const source = (taken.source as AnyStateNode).id;
        for (let at = source; at.includes('.'); at = at.slice(0, at.lastIndexOf('.'))) states.add(at);
      }
    },
  });
  root = actor;
  actor.start();
  note(actor.getSnapshot());
  const expectValue = (expected: StateValue, step: string) => {
    const actual = actor.getSnapshot().value;
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`path "${path.name}", ${step}: expected state ${valuePaths(expected)}, but the machine is in ${valuePaths(actual)}`);
    }
  };
  expectValue(path.initial, 'start');
  path.steps.forEach((step, i) => {
    actor.send(step.event);
    note(actor.getSnapshot());
    expectValue(step.value, `step ${i + 1} (${step.event.type})`);
  });
  actor.stop();
  return { states, transitions };
}

export interface Coverage {
  machine: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  missing: { states: string[]; transitions: string[] };
}

/** What the generated paths take together, replayed against the machine. */
export function replayAll(entry: RegisteredMachine, paths: FlowPath[] = generatePaths(entry), graph: FlowGraph = flowGraphOf(entry.machine)): Replay {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    const replay = replayPath(entry, path, graph);
    for (const id of replay.states) states.add(id);
    for (const id of replay.transitions) transitions.add(id);
  }
  return { states, transitions };
}

/** Totals come from the machine's definition (always, after and each guarded alternative count). */
export function coverageOf(entry: RegisteredMachine, paths: FlowPath[] = generatePaths(entry)): Coverage {
  const graph = flowGraphOf(entry.machine);
  const { states, transitions } = replayAll(entry, paths, graph);
  const missingStates = graph.states.map((s) => s.id).filter((id) => !states.has(id));
  const missingTransitions = graph.transitions.filter((t) => !transitions.has(t.id)).map((t) => `${t.source}: ${t.label}`);
  return {
    machine: entry.id,
    states: { covered: graph.states.length - missingStates.length, total: graph.states.length },
    transitions: { covered: graph.transitions.length - missingTransitions.length, total: graph.transitions.length },
    paths: paths.length,
    missing: { states: missingStates, transitions: missingTransitions },
  };
}

/**
 * The fewest paths that still take every transition the given paths take: each pick adds the
 * most transitions not yet taken. The browser walks these instead of all paths, which would take
 * minutes, not seconds.
 */
export function minimalCoveringPaths(entry: RegisteredMachine, paths: FlowPath[]): FlowPath[] {
  const graph = flowGraphOf(entry.machine);
  const taken = paths.map((path) => replayPath(entry, path, graph).transitions);
  const covered = new Set<string>();
  const chosen: FlowPath[] = [];
  for (;;) {
    let best = -1;
    let bestGain = 0;
    taken.forEach((transitions, i) => {
      const gain = [...transitions].filter((id) => !covered.has(id)).length;
      if (gain > bestGain) {
        best = i;
        bestGain = gain;
      }
    });
    if (best < 0) return chosen;
    chosen.push(paths[best]!);
    for (const id of taken[best]!) covered.add(id);
  }
}
