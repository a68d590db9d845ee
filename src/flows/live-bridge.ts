import type { InspectionEvent, StateValue } from 'xstate';

/**
 * The shop's side of the live flow charts: every snapshot of a charted machine goes, as a small
 * JSON message, to the flows view open in another tab of the same browser. BroadcastChannel works
 * offline and stays within the origin. Only the state and the event's type travel, never context
 * or payloads: those can hold passwords, tokens and personal data. Every machine actor reports;
 * the flows view shows those of the registry, which the shop's entry bundle must not import.
 *
 * A tab reports only while a flows view watches: posting every snapshot cost a customer's first
 * page about 25 ms in Chromium, four times that on Lighthouse's slowed phone (issue 16). A tab
 * announces itself once; a flows view greets on opening and greets every tab that announces
 * itself later.
 */

export const FLOWS_CHANNEL = 'uitleendienst-flows';

export interface LiveSnapshotMessage {
  kind: 'snapshot';
  /** Tells the tabs apart: actor session ids restart at x:0 in every tab. */
  tab: string;
  sessionId: string;
  machineId: string;
  value: StateValue;
  /** The type of the event that led to this snapshot (`xstate.init` for the first). */
  event: string;
  status: 'active' | 'done' | 'error' | 'stopped';
  at: number;
}

/** The flows view asks on opening: every tab answers with its actors' current snapshots, then reports. */
export interface LiveHelloMessage {
  kind: 'hello';
}

/** A tab whose actors have started, to a flows view that may already be open. */
interface LivePresentMessage {
  kind: 'present';
}

export type LiveMessage = LiveSnapshotMessage | LiveHelloMessage | LivePresentMessage;

export interface LiveChannel {
  postMessage(message: LiveMessage): void;
  onmessage: ((event: MessageEvent<LiveMessage>) => void) | null;
}

/**
 * Where the browser tests' recorder sits (walk-recorder.ts, put in by an init script): the shop
 * hands it every inspection event. In a customer's browser there is none, so nothing is recorded.
 */
export const WALK_RECORDER = '__flowWalk';

/** This tab's id: the flows view leaves out the actors of its own tab. */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

function openChannel(): LiveChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(FLOWS_CHANNEL);
}

export interface LiveInspectOptions {
  tab?: string;
  /** Only these machines report; all machines when left out. */
  machineIds?: readonly string[];
  channel?: () => LiveChannel | null;
  now?: () => number;
  /** The browser tests' recorder; the page's own (WALK_RECORDER) when left out. */
  recordWalk?: (event: InspectionEvent) => void;
}

/** An inspection observer for `createActor(logic, { inspect })` and `useMachine(logic, { inspect })`. */
export function createLiveInspect(options: LiveInspectOptions = {}): (event: InspectionEvent) => void {
  const tab = options.tab ?? TAB_ID;
  const machineIds = options.machineIds ? new Set(options.machineIds) : null;
  const now = options.now ?? Date.now;
  const latest = new Map<string, LiveSnapshotMessage>();
  let channel: LiveChannel | null | undefined;
  let watched = false;

  // Opened on the first snapshot, so a shop that never starts an actor opens nothing.
  const ensureChannel = () => {
    if (channel === undefined) {
      channel = (options.channel ?? openChannel)();
      if (channel) {
        channel.onmessage = (event) => {
          if (event.data.kind !== 'hello') return;
          watched = true;
          for (const message of latest.values()) channel?.postMessage(message);
        };
        channel.postMessage({ kind: 'present' });
      }
    }
    return channel;
  };

  const recordWalk =
    options.recordWalk ?? (typeof window === 'undefined' ? undefined : (window as unknown as Record<string, ((event: InspectionEvent) => void) | undefined>)[WALK_RECORDER]);

  return (event) => {
    recordWalk?.(event);
    if (event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { machine?: { id?: unknown }; value?: StateValue; status?: LiveSnapshotMessage['status'] };
    const machineId = snapshot.machine?.id;
    if (typeof machineId !== 'string' || (machineIds && !machineIds.has(machineId)) || snapshot.value === undefined) return;
    const message: LiveSnapshotMessage = {
      kind: 'snapshot',
      tab,
      sessionId: event.actorRef.sessionId,
      machineId,
      value: snapshot.value,
      event: event.event.type,
      status: snapshot.status ?? 'active',
      at: now(),
    };
    if (message.status === 'active') latest.set(message.sessionId, message);
    else latest.delete(message.sessionId);
    const open = ensureChannel();
    if (watched) open?.postMessage(message);
  };
}
