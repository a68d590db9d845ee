import type { KeyValueStore } from '../domain/stored-session.ts';

/**
 * Local storage as the app uses it. Private browsing or a full quota may refuse writes: the
 * shop then works for this visit only, which is better than failing.
 */
export function browserStore(storage: Storage = window.localStorage): KeyValueStore {
  return {
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
    remove: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
