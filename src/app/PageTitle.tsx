import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';

/**
 * The title of each page (issue 16): "Tenten – Uitleendienst". The browser tab and its history
 * tell pages apart by it, and a screen reader, which hears nothing when a single-page app changes
 * its page, hears it announced.
 */

/** The page's own title and the path it belongs to; null until the page knows its title. */
let current: { title: string; path: string } | null = null;
const listeners = new Set<() => void>();

function publish(title: string, path: string): void {
  if (current?.title === title && current.path === path) return;
  current = { title, path };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Names the page. A page whose name comes with its data (a product, a category) passes undefined
 * until it is known: the title then waits, rather than announce a name that is about to change.
 */
export function usePageTitle(title: string | undefined): void {
  const { t } = useLingui();
  const [location] = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    document.title = t`${title} – Uitleendienst`;
    publish(document.title, location);
  }, [title, location, t]);
}

/**
 * Says the new page's title once per page a person goes to (not at the first page: the browser
 * reads that one itself, nor when a page renames itself as its data arrives).
 */
export function PageTitleAnnouncer() {
  // The server, and the browser hydrating its page, have titled no page yet.
  const page = useSyncExternalStore(subscribe, () => current, () => null);
  // The path of the last page titled, and what was said for it (nothing for the first page).
  const [titled, setTitled] = useState<{ path: string; said: string } | null>(null);
  useEffect(() => {
    if (!page || page.path === titled?.path) return;
    setTitled({ path: page.path, said: titled ? page.title : '' });
  }, [page, titled]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {titled?.said ?? ''}
    </div>
  );
}
