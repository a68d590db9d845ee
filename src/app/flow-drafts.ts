import type { KeyValueStore } from '../domain/stored-session.ts';
import { INVALID, object, readJson, string, type Reader } from '../domain/stored-shape.ts';

/**
 * What a customer typed into a flow's form and did not send yet, kept so a reload loses nothing
 * (docs/decisions/022). Each flow keeps its own draft under its own key, typed and read by that
 * flow and forgotten by it once sent; the session holds none of them. Signing in as someone else,
 * signing out and another app version leave no draft for the next person.
 */
export interface FlowDraft<T> {
  /** The draft as this app version wrote it; null when there is none (or it could not be read). */
  read(): T | null;
  /** Keeps the draft; null forgets it. */
  write(draft: T | null): void;
}

/** Every draft's key starts so: the session clears them all without knowing the flows. */
export const DRAFT_KEY_PREFIX = 'uitleendienst-draft:';

const draftKey = (flow: string) => `${DRAFT_KEY_PREFIX}${flow}`;

export function flowDraft<T>(store: KeyValueStore, flow: string, readDraft: Reader<T>, appVersion: string): FlowDraft<T> {
  const key = draftKey(flow);
  const readKept = object({ version: string(), draft: readDraft });
  return {
    read() {
      const raw = store.read(key);
      if (raw === null) return null;
      const kept = readJson(raw, readKept);
      // Unreadable, or written by another version of the shop: not this flow's draft any more.
      if (kept === INVALID || kept.version !== appVersion) {
        store.remove(key);
        return null;
      }
      return kept.draft;
    },
    write(draft) {
      if (draft === null) store.remove(key);
      else store.write(key, JSON.stringify({ version: appVersion, draft }));
    },
  };
}

/** Forgets one flow's draft without reading it: what it belonged to is done with (an order placed). */
export function forgetDraft(store: KeyValueStore, flow: string): void {
  store.remove(draftKey(flow));
}

/** Forgets every flow's draft: at a sign-out, and when someone else signs in. */
export function clearDrafts(store: KeyValueStore): void {
  for (const key of store.keys()) if (key.startsWith(DRAFT_KEY_PREFIX)) store.remove(key);
}
