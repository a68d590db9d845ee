import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * Every machine of the shop, with what the charts, the simulator, the path generator and the
 * coverage gate need to know about it. Registering a machine here is all it takes to chart it
 * at /flows and to have its generated paths cover all its states and transitions.
 */
export interface RegisteredMachine {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /** The input the simulator starts with. */
  input?: unknown;
  /** Other inputs whose paths the generator also takes (a login opened with a query, …). */
  alternativeInputs?: unknown[];
  /**
   * The events path generation and the simulator may send in a snapshot: one sample per event
   * and per payload that leads somewhere else (a guard's other outcome). Outcomes of invoked
   * actors are events too (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>`),
   * and so are timers, which the machines model as explicit events.
   */
  events(snapshot: AnyMachineSnapshot): EventObject[];
  /** What tells two snapshots apart for path generation; keeps the paths finite. */
  serialize(snapshot: AnyMachineSnapshot): string;
  /** Context keys never shown in the simulator or the live view (passwords). */
  secretContext?: string[];
}

export const done = (actorId: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${actorId}`, output }) as EventObject;
export const failed = (actorId: string, error: unknown = { kind: 'network', status: 0, serverMessage: null }): EventObject =>
  ({ type: `xstate.error.actor.${actorId}`, error }) as EventObject;
export const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
export const apiError = (kind: string) => ({ kind, status: 403, serverMessage: null });
/** A lookup the backend answers with "not found". */
export const notFoundError = { kind: 'not-found', status: 404, serverMessage: 'Artikel niet gevonden' };

/** A machine whose invoked actors never settle: a path (or the simulator) sends their outcomes. */
export function inert(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors });
}

