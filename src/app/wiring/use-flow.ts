import { useActorRef, useMachine } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, AnyStateMachine, InputFrom } from 'xstate';
import type { ShopServices } from '../environment.ts';
import { useServices } from '../services.ts';

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
