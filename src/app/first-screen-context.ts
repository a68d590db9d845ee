import { createContext, useContext, useEffect, useState } from 'react';
import type { AnyStateMachine, InputFrom, Snapshot, SnapshotFrom } from 'xstate';
import type { ShopServices } from './environment.ts';

/**
 * What a page's flow and the app read of the first screen the server rendered (prepared by
 * src/app/first-screen.ts): apart from it, so the flows' wiring can name its first screen without
 * an import cycle.
 */

/** How a page's flow becomes runnable: its module in ./wiring, given the shop's services. */
export type Wiring<TMachine extends AnyStateMachine> = (services: ShopServices) => TMachine;

/** How a page's flow runs for the first screen: its wiring, its input, and whether it stands. */
export interface FirstScreenFlow<TMachine extends AnyStateMachine = AnyStateMachine> {
  wire: Wiring<TMachine>;
  input: InputFrom<TMachine>;
  /** `ready` once the page can be shown; `failed` sends the shell instead (the browser asks again). */
  outcome(snapshot: SnapshotFrom<TMachine>): 'ready' | 'waiting' | 'failed';
}

/** A page flow's state at the first screen, by the wiring that runs it and the input it started with. */
export interface PreparedFlow {
  wire: Wiring<AnyStateMachine>;
  input: unknown;
  snapshot: Snapshot<unknown>;
}

/** What the first screen was rendered from; hydrating, what to do once the page stands. */
export interface PreparedFirstScreen {
  flows: PreparedFlow[];
  hydrated?: () => void;
}

/** The first screen a page hydrates, or renders on the server; null where the browser renders alone. */
export const FirstScreenContext = createContext<PreparedFirstScreen | null>(null);

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Tells the hydrating first screen that the page stands. Called from inside the routes' Suspense
 * boundary: React hydrates a boundary's content after the root has committed, and what the
 * browser stored may change the page only once that content is hydrated too.
 */
export function useFirstScreenHydrated(): void {
  const screen = useContext(FirstScreenContext);
  useEffect(() => screen?.hydrated?.(), [screen]);
}

/**
 * The state a page flow starts from when it is the first screen's: the one it was rendered in.
 * Read once, when the flow's hook mounts.
 */
export function useFirstScreenSnapshot(wire: Wiring<AnyStateMachine>, input: unknown): Snapshot<unknown> | undefined {
  const screen = useContext(FirstScreenContext);
  const [snapshot] = useState(() => screen?.flows.find((flow) => flow.wire === wire && sameInput(flow.input, input))?.snapshot);
  return snapshot;
}
