import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { createSelectionActors } from '../../../machines/selection/actors.ts';
import { selectionMachine, type SessionView } from '../../../machines/selection/machine.ts';
import { isoDay } from '../../../machines/selection/rules.ts';
import type { sessionMachine } from '../../../machines/session/machine.ts';
import { selectIsSettled } from '../../../machines/session/selectors.ts';
import type { ShopClient } from '../../api/client.ts';
import type { PendingSelection, ShopStore } from '../../domain/stored-session.ts';

export type SelectionActor = ActorRefFrom<typeof selectionMachine>;

export interface SelectionServiceOptions {
  api: ShopClient;
  session: ActorRefFrom<typeof sessionMachine>;
  inspect: (event: InspectionEvent) => void;
  now: () => Date;
  /** The cart was changed by a change of location, delivery or period. */
  onCartChanged?: () => void;
}

function pendingSelectionOf(pending: ShopStore['pending']): PendingSelection {
  const { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period } = pending;
  return { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period };
}

/**
 * The long-lived selection actor, kept in step with the session: the session store is the one
 * place the choice lives; the selection reads it (and the settings and cart) from the session
 * once it is settled, and reports every change back to be stored.
 */
export function createSelectionService({ api, session, inspect, now, onCartChanged }: SelectionServiceOptions): SelectionActor {
  const selection = createActor(
    selectionMachine.provide({
      actors: createSelectionActors(api),
      actions: {
        reportChoice: (_, patch) => session.send({ type: 'PENDING_CHANGED', patch }),
        cartChanged: () => onCartChanged?.(),
      },
    }),
    { inspect },
  );
  let sent = '';
  const sync = () => {
    const snapshot = session.getSnapshot();
    const { settings, store } = snapshot.context;
    if (!settings || !selectIsSettled(snapshot)) return;
    const view: SessionView = { settings, cartId: store.cartId, stored: pendingSelectionOf(store.pending), today: isoDay(now()) };
    const key = JSON.stringify(view);
    if (key === sent) return;
    sent = key;
    selection.send({ type: 'SESSION_UPDATED', session: view });
  };
  session.subscribe(sync);
  selection.start();
  sync();
  return selection;
}
