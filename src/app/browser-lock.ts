/**
 * One task of a name at a time across the tabs of this browser (Web Locks); a browser without
 * them runs the task at once, as one tab alone would.
 */
export async function withBrowserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (!('locks' in navigator)) return task();
  return navigator.locks.request(name, () => task());
}
