import { fromCallback, type CallbackActorLogic, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * A timer as docs/decisions/003 models it: an invoked actor that sends its named event once `ms`
 * have passed, so the transition is an ordinary event (generated paths take it, the simulator
 * offers it, tests send it instead of waiting). Leaving the state that invoked it stops it; a state
 * that re-enters starts it afresh, which is what a debounce is.
 */
export function timer<TEvent extends EventObject, TInput = NonReducibleUnknown>(
  ms: number,
  elapsed: TEvent | ((input: TInput) => TEvent),
): CallbackActorLogic<EventObject, TInput> {
  return fromCallback<EventObject, TInput>(({ sendBack, input }) => {
    const handle = setTimeout(() => sendBack(typeof elapsed === 'function' ? elapsed(input) : elapsed), ms);
    return () => clearTimeout(handle);
  });
}

/** Spec 000 §9: a search asks 200 ms after the last key (the shop's search, the association register, the customer's items). */
export const SEARCH_DEBOUNCE_MS = 200;
