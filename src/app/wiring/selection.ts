import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart/machine.ts';
import { createSelectionActors } from '../../../machines/selection/actors.ts';
import { selectionMachine, type SessionView } from '../../../machines/selection/machine.ts';
import { isoDay } from '../../domain/days.ts';
import type { SessionFacts, sessionMachine } from '../../../machines/session/machine.ts';
import type { ShopClient } from '../../api/client.ts';
import type { PendingSelection } from '../../domain/stored-session.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SelectionWiring {
  api: ShopClient;
  session: SessionActor;
  cart: ActorRefFrom<typeof cartMachine>;
}

/** The selection with its calls; the session store keeps the choice; a cart it changed is read again. */
export function selectionLogic({ api, session, cart }: SelectionWiring) {
  return selectionMachine.provide({
    actors: createSelectionActors(api),
    actions: {
      reportChoice: (_, patch) => session.send({ type: 'PENDING_CHANGED', patch }),
      cartChanged: () => cart.send({ type: 'REFRESH_REQUESTED' }),
    },
  });
}

/** What the selection reads of the session: the settings, the stored choice, the cart, and today. */
function selectionSessionViewOf({ settings, style, store }: SessionFacts & { settings: NonNullable<SessionFacts['settings']> }, today: Date): SessionView {
  const { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period } = store.pending;
  const stored: PendingSelection = { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period };
  return { settings, warehouseAliases: style.warehouseAliases, cartId: store.cartId, stored, today: isoDay(today) };
}

/** The session store is the one place the choice lives: the selection reads it whenever the session announces a change. */
export function connectSelection({ session, selection, now }: { session: SessionActor; selection: ActorRefFrom<typeof selectionMachine>; now: () => Date }) {
  session.on('SESSION_CHANGED', ({ session: facts }) => {
    const { settings } = facts;
    // The session announces itself only once its settings are loaded.
    if (settings) selection.send({ type: 'SESSION_UPDATED', session: selectionSessionViewOf({ ...facts, settings }, now()) });
  });
}
