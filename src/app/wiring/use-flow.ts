import { useActorRef, useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorOptions, ActorRef, AnyStateMachine, EventObject, InputFrom, Snapshot } from 'xstate';
import { useFirstScreenSnapshot, type Wiring } from '../first-screen-context.ts';
import { useServices } from '../services-context.ts';

export type { Wiring };

/**
 * A page's flow made runnable once per mounted page, like the actor it runs; on the first screen
 * the server rendered, it starts in the state the page was rendered in (src/app/first-screen.ts).
 */
function useWiredFlow<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>, input: InputFrom<TMachine> | undefined): [TMachine, ActorOptions<TMachine>] {
  const services = useServices();
  const [logic] = useState(() => wire(services));
  const snapshot = useFirstScreenSnapshot(wire, input);
  return [logic, { input, inspect: services.inspect, ...(snapshot ? { snapshot } : {}) }];
}

/** A page's flow, wired and running for as long as the page shows: its snapshot, `send` and the actor. */
export function useFlow<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>, input?: InputFrom<TMachine>) {
  return useMachine(...useWiredFlow(wire, input));
}

/** The same, as an actor only: for a page part that hands the actor to others and selects what it shows. */
export function useFlowActor<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>, input?: InputFrom<TMachine>) {
  return useActorRef(...useWiredFlow(wire, input));
}

/**
 * Hands what an actor announces (an emitted event of `type`) to the latest `handler`: the handler
 * of a form a flow reports to changes with every render of the form; the subscription stays.
 */
export function useAnnounced<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: Pick<ActorRef<Snapshot<unknown>, EventObject, TEmitted>, 'on'>,
  type: TType,
  handler: (announced: TEmitted & (TType extends '*' ? unknown : { type: TType })) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const subscription = actor.on(type, (announced) => latest.current(announced));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
