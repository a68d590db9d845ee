import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { inert, type RegisteredMachine } from '../../machines/registry.ts';
import { activeStateIds, transitionIdOf, type FlowGraph } from './model.ts';

/**
 * The simulator steps a machine purely: snapshots are computed with getNextSnapshot, so no actor
 * runs, no effect happens, and replaying the same events always gives the same snapshots. That is
 * what makes undo a replay from the start.
 */

export interface Simulation {
  logic: AnyStateMachine;
  /** The snapshot before each event and, last, the current one. */
  snapshots: AnyMachineSnapshot[];
}

export function simulate(entry: RegisteredMachine, events: readonly EventObject[]): Simulation {
  const logic = inert(entry.machine);
  const snapshots: AnyMachineSnapshot[] = [getInitialSnapshot(logic, entry.input)];
  for (const event of events) snapshots.push(getNextSnapshot(logic, snapshots[snapshots.length - 1]!, event));
  return { logic, snapshots };
}

const SECRET_FIELD = /password|secret|token/i;
const SUMMARY_DEPTH = 2;

function summarise(value: unknown, path: string, depth: number, out: string[]): void {
  const name = path.slice(path.lastIndexOf('.') + 1);
  if (value !== null && value !== undefined && SECRET_FIELD.test(name)) {
    out.push(`${path}: •••`);
  } else if (Array.isArray(value)) {
    out.push(`${path}: [${value.length}]`);
  } else if (value !== null && typeof value === 'object') {
    if (depth >= SUMMARY_DEPTH) out.push(`${path}: {…}`);
    else for (const [key, nested] of Object.entries(value)) summarise(nested, path ? `${path}.${key}` : key, depth + 1, out);
  } else {
    out.push(`${path}: ${value === undefined ? 'undefined' : JSON.stringify(value)}`);
  }
}

/**
 * What tells samples of the same event apart, e.g. `token: null, accounts: [3]`. Fields named
 * like a password or token are masked: the simulator's screen may be shared or recorded.
 */
export function payloadSummary(event: EventObject): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  const keys = Object.keys(payload);
  const out: string[] = [];
  const only = keys.length === 1 ? payload[keys[0]!] : undefined;
  // A single wrapper (`output`, `credentials`) says nothing the event type does not.
  if (only !== null && typeof only === 'object' && !Array.isArray(only)) summarise(only, '', 0, out);
  else summarise(payload, '', 0, out);
  return out.join(', ');
}

interface GuardOutcome {
  guard: string;
  /** Whether the guard let its transition through; later alternatives are never evaluated. */
  passed: boolean;
}

export interface EventOption {
  event: EventObject;
  /** Only when several enabled samples share the event type. */
  summary: string | null;
  next: AnyMachineSnapshot;
  /** The model's ids of the states it leads to. */
  targetIds: string[];
  /** The same states as before (an action-only transition). */
  stays: boolean;
  guards: GuardOutcome[];
}

const sameEvent = (a: EventObject, b: EventObject) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The events the simulator offers: the registry's samples the snapshot can take, plus the
 * `after` timers of the active states (a timer is an event the analyst may fire at will).
 */
export function eventOptions(entry: RegisteredMachine, graph: FlowGraph, simulation: Simulation): EventOption[] {
  const snapshot = simulation.snapshots[simulation.snapshots.length - 1]!;
  if (snapshot.status !== 'active') return [];
  const active = activeStateIds(graph, snapshot.value);
  const candidates: EventObject[] = [];
  const timers = graph.transitions.filter((t) => t.kind === 'after' && active.includes(t.source)).map((t) => ({ type: t.eventType }));
  for (const event of [...entry.events(snapshot), ...timers]) {
    if (!candidates.some((known) => sameEvent(known, event))) candidates.push(event);
  }
  const enabled = candidates.filter((event) => snapshot.can(event));
  const typeCounts = new Map<string, number>();
  for (const event of enabled) typeCounts.set(event.type, (typeCounts.get(event.type) ?? 0) + 1);
  const before = JSON.stringify(snapshot.value);

  return enabled.map((event) => {
    const next = getNextSnapshot(simulation.logic, snapshot, event);
    return {
      event,
      summary: (typeCounts.get(event.type) ?? 0) > 1 ? payloadSummary(event) : null,
      next,
      targetIds: activeStateIds(graph, next.value),
      stays: JSON.stringify(next.value) === before,
      guards: guardOutcomes(graph, simulation.logic, snapshot, event, active),
    };
  });
}

/** Which guards of the event's alternatives passed, in the order the machine tried them. */
function guardOutcomes(graph: FlowGraph, logic: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject, active: string[]): GuardOutcome[] {
  const taken = new Set(
    logic
      .getTransitionData(snapshot, event)
      .map((definition) => transitionIdOf(definition.source, definition.eventType, definition))
      .filter((id): id is string => id !== null),
  );
  const outcomes: GuardOutcome[] = [];
  const parentOf = new Map(graph.states.map((state) => [state.id, state.parentId]));
  const isAncestor = (ancestor: string, id: string): boolean => {
    for (let current = parentOf.get(id); current; current = parentOf.get(current)) if (current === ancestor) return true;
    return false;
  };
  const alternativesOf = (source: string) => graph.transitions.filter((t) => t.source === source && t.eventType === event.type);
  const takingSources = active.filter((source) => alternativesOf(source).some((t) => taken.has(t.id)));
  for (const source of active) {
    const alternatives = alternativesOf(source);
    // An outer state is asked only when no inner state took the event.
    if (alternatives.length === 0 || takingSources.some((inner) => isAncestor(source, inner))) continue;
    const takenIndex = alternatives.findIndex((t) => taken.has(t.id));
    const tried = takenIndex < 0 ? alternatives : alternatives.slice(0, takenIndex + 1);
    for (const alternative of tried) {
      if (alternative.guard) outcomes.push({ guard: alternative.guard, passed: taken.has(alternative.id) });
    }
  }
  return outcomes;
}

/** Context as readable JSON, without the registry's secret keys and without actor internals. */
export function visibleContext(context: unknown, secretKeys: readonly string[] = []): string {
  const shown = context !== null && typeof context === 'object' ? Object.fromEntries(Object.entries(context).filter(([key]) => !secretKeys.includes(key))) : context;
  const seen = new WeakSet<object>();
  return (
    JSON.stringify(
      shown,
      (_key, value: unknown) => {
        if (typeof value === 'function') return undefined;
        if (value !== null && typeof value === 'object') {
          if ('sessionId' in value && 'send' in value) return `[actor ${String(value.sessionId)}]`;
          if (seen.has(value)) return '[…]';
          seen.add(value);
        }
        return value;
      },
      2,
    ) ?? 'undefined'
  );
}
