import { useActorRef, useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorOptions, ActorRef, AnyStateMachine, EventObject, InputFrom, Snapshot } from 'xstate';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services-context.ts';

/** How a page's flow becomes runnable: its module in ./wiring, given the shop's services. */
export type Wiring<TMachine extends AnyStateMachine> = (services: ShopServices) => TMachine;

function useWiredLogic<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>): [TMachine, ShopServices] {
  const services = useServices();
  // Wired once per mounted page, like the actor it runs.
  const [logic] = useState(() => wire(services));
  return [logic, services];
}

/** A page's flow, wired and running for as long as the page shows: its snapshot, `send` and the actor. */
export function useFlow<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>, input?: InputFrom<TMachine>) {
  const [logic, { inspect }] = useWiredLogic(wire);
  const options: ActorOptions<TMachine> = { input, inspect };
  return useMachine(logic, options);
}

/** The same, as an actor only: for a page part that hands the actor to others and selects what it shows. */
export function useFlowActor<TMachine extends AnyStateMachine>(wire: Wiring<TMachine>, input?: InputFrom<TMachine>) {
  const [logic, { inspect }] = useWiredLogic(wire);
  const options: ActorOptions<TMachine> = { input, inspect };
  return useActorRef(logic, options);
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
