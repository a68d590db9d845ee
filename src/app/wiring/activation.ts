import { useEffect, useState } from 'react';
import { createActivationActors } from '../../../machines/activation/actors.ts';
import { activationMachine, type ActivationInput } from '../../../machines/activation/machine.ts';
import { selectFailure, selectStep } from '../../../machines/activation/selectors.ts';
import type { ShopServices } from '../environment.ts';
import { useAnnounced, useFlow } from './use-flow.ts';

/** The activation with its call; the page's wiring remembers the outcome (the page owns the address bar). */
export function activationLogic({ api }: Pick<ShopServices, 'api'>) {
  return activationMachine.provide({ actors: createActivationActors(api) });
}

/**
 * Where the page's history entry remembers that its code was redeemed. The code leaves the
 * address bar as soon as it is read, so a reload cannot post a used code again; without this mark
 * a reload after success would only say the link is incomplete. The mark lives with this entry
 * only (it survives a reload, not a new visit), so it never claims an activation it did not see.
 */
const ACTIVATED_MARK = 'accountActivated';

const historyState = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/** Replaces this history entry: the same page, without its query, with what it should remember. */
function replaceEntry(remember: Record<string, unknown>): void {
  window.history.replaceState({ ...historyState(), ...remember }, '', window.location.pathname);
}

/** activate?code=: the code of the link is read once and leaves the address bar; the outcome, and a retry. */
export function useActivationFlow(query: string) {
  const [input] = useState((): ActivationInput => ({ code: new URLSearchParams(query).get('code'), confirmedBefore: historyState()[ACTIVATED_MARK] === true }));
  const [snapshot, send, actor] = useFlow(activationLogic, input);
  useEffect(() => {
    if (input.code !== null) replaceEntry({});
  }, [input]);
  useAnnounced(actor, 'ACCOUNT_ACTIVATED', () => replaceEntry({ [ACTIVATED_MARK]: true }));
  return { step: selectStep(snapshot), failure: selectFailure(snapshot), retry: () => send({ type: 'RETRY_REQUESTED' }) };
}
