import type { KeyValueStore } from '../domain/stored-session.ts';

/**
 * Local storage as the app uses it. Private browsing or a full quota may refuse writes: the
 * shop then works for this visit only, which is better than failing.
 */
export function browserStore(storage: Storage = window.localStorage): KeyValueStore {
  return {
    // The browser tells every other tab of a write to local storage, never the tab that wrote.
    watchOtherTabs: (changed) => {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key !== null) changed(event.key);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
    read: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Not kept beyond this visit; see above.
      }
    },
    keys: () => {
      try {
        return Object.keys(storage);
      } catch {
        return [];
      }
    },
    remove: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

/** A store of this visit only: the server's, which renders every page as a first visitor sees it, and the tests'. */
export function memoryStore(entries = new Map<string, string>()): KeyValueStore & { entries: Map<string, string> } {
  return {
    entries,
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
    keys: () => [...entries.keys()],
    watchOtherTabs: () => () => {},
  };
}
