import { fromCallback, fromPromise, type CallbackActorLogic, type EventObject, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * The effects a machine names in `setup()` but does not perform itself: calls, navigation,
 * storage, toasts, other actors. Each flow's wiring (src/app/wiring) provides them. They are
 * marked, so a test can prove that a wiring left none out.
 */
const unprovided = new WeakSet<object>();

function declared<T extends object>(implementation: T): T {
  unprovided.add(implementation);
  return implementation;
}

const NOT_WIRED = 'provided by the flow’s wiring (src/app/wiring)';

/** A call whose answer the machine waits for. */
export function call<TOutput, TInput = NonReducibleUnknown>(): PromiseActorLogic<TOutput, TInput> {
  return declared(fromPromise<TOutput, TInput>(() => Promise.reject(new Error(NOT_WIRED))));
}

/** Something outside that sends the machine events while it runs (another actor, a transfer); unwired it stays silent. */
export function listener<TEvent extends EventObject, TInput = NonReducibleUnknown>(): CallbackActorLogic<TEvent, TInput> {
  return declared(fromCallback<TEvent, TInput>(() => {}));
}

/**
 * A fire-and-forget effect with these parameters. Unwired it does nothing, so the charts, the
 * simulator and the generated paths run the machine without the world around it.
 */
export function effect<TParams = undefined>(): (args: unknown, params: TParams) => void {
  return declared((_args: unknown, _params: TParams) => {});
}

/** Whether an implementation is still a declaration only (the wiring did not provide it). */
export function isUnprovided(implementation: unknown): boolean {
  return typeof implementation === 'object' || typeof implementation === 'function' ? implementation !== null && unprovided.has(implementation) : false;
}
