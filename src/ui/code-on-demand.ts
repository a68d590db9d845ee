import { createElement, startTransition, use, useEffect, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and how to fetch that code ahead. */
export interface ComponentOnDemand<P> {
  Component: ComponentType<P>;
  load: () => Promise<ComponentType<P>>;
  /** The component, once its code is in. */
  loaded: () => ComponentType<P> | null;
}

/**
 * A component whose chunk loads on demand; `load` fetches it ahead (one fetch, kept; a failed one
 * is tried again at the next ask), and `onFirstFetch` runs as it starts. Unlike `React.lazy`, a
 * component whose chunk is already in renders at once: lazy always suspends on its first render,
 * and React holds the content back after a fallback (some 300 ms), so a part fetched ahead would
 * still wait for it.
 */
export function componentOnDemand<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, onFirstFetch: () => void = () => {}): ComponentOnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    if (!loading) onFirstFetch();
    return (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  };
  function Component(props: P) {
    return createElement(loaded ?? use(fetchCode()), props);
  }
  return { Component, load: fetchCode, loaded: () => loaded };
}

/**
 * The component once its code is in, null until then; its code is fetched while it is `wanted`.
 * For a part whose place shows its own waiting state: a Suspense fallback in its place would hold
 * the part back by React's reveal throttle (some 300 ms) even when the code comes a moment later.
 */
export function useLoadedComponent<P>(part: ComponentOnDemand<P>, wanted: boolean): ComponentType<P> | null {
  const [component, setComponent] = useState(part.loaded);
  // A chunk that did not come is the page's error, as a lazy component's would be (its boundary offers to try again).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (component || !wanted) return undefined;
    let mounted = true;
    part.load().then(
      // A transition: the part's first render yields to the browser every few milliseconds, rather
      // than being one long task that keeps a tap waiting.
      (loaded) => mounted && startTransition(() => setComponent(() => loaded)),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [component, part, wanted]);
  if (failure) throw failure.error;
  return component;
}
