import type { StateValue } from 'xstate';
import type { LiveSnapshotMessage } from './live-bridge.ts';

/** What the flows view knows of the shop's actors in other tabs, built from the bridge's messages. */

export const LIVE_LOG_LIMIT = 200;

export interface LiveActor {
  /** Tab and session id: unique across the tabs. */
  key: string;
  tab: string;
  sessionId: string;
  machineId: string;
  value: StateValue;
  status: LiveSnapshotMessage['status'];
  event: string;
  at: number;
}

interface LiveLogEntry {
  id: number;
  actorKey: string;
  machineId: string;
  event: string;
  value: StateValue;
  at: number;
}

export interface LiveState {
  actors: LiveActor[];
  /** Newest first, at most LIVE_LOG_LIMIT entries. */
  log: LiveLogEntry[];
  nextId: number;
}

export const emptyLive: LiveState = { actors: [], log: [], nextId: 1 };

const STATUSES: readonly string[] = ['active', 'done', 'error', 'stopped'];

export const isPresentMessage = (data: unknown): boolean => data !== null && typeof data === 'object' && (data as { kind?: unknown }).kind === 'present';

/** Another tab is another program: check the message's shape before trusting it. */
export function isSnapshotMessage(data: unknown): data is LiveSnapshotMessage {
  if (data === null || typeof data !== 'object') return false;
  const m = data as Record<string, unknown>;
  return (
    m.kind === 'snapshot' &&
    typeof m.tab === 'string' &&
    typeof m.sessionId === 'string' &&
    typeof m.machineId === 'string' &&
    typeof m.event === 'string' &&
    typeof m.at === 'number' &&
    typeof m.status === 'string' &&
    STATUSES.includes(m.status) &&
    (typeof m.value === 'string' || (m.value !== null && typeof m.value === 'object'))
  );
}

export function receiveLive(state: LiveState, message: LiveSnapshotMessage): LiveState {
  const key = `${message.tab}/${message.sessionId}`;
  const known = state.actors.find((actor) => actor.key === key);
  // A tab answers a flows view's hello with snapshots it already sent: not new steps.
  const repeated = known !== undefined && known.at === message.at && known.event === message.event;
  const actor: LiveActor = { key, tab: message.tab, sessionId: message.sessionId, machineId: message.machineId, value: message.value, status: message.status, event: message.event, at: message.at };
  const actors = known ? state.actors.map((a) => (a.key === key ? actor : a)) : [...state.actors, actor];
  if (repeated) return { ...state, actors };
  const entry: LiveLogEntry = { id: state.nextId, actorKey: key, machineId: message.machineId, event: message.event, value: message.value, at: message.at };
  return { actors, log: [entry, ...state.log].slice(0, LIVE_LOG_LIMIT), nextId: state.nextId + 1 };
}
