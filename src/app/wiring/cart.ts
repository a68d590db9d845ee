import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { createCartActors } from '../../../machines/cart/actors.ts';
import { cartMachine, type Cart, type CartSessionView } from '../../../machines/cart/machine.ts';
import { selectIsLoadingCart, selectItemCount } from '../../../machines/cart/selectors.ts';
import type { SessionFacts, sessionMachine } from '../../../machines/session/machine.ts';
import { selectIsSettled } from '../../../machines/session/selectors.ts';
import type { toastsMachine } from '../../../machines/toasts/machine.ts';
import type { PendingValues } from '../../domain/stored-session.ts';
import { cartFailureText, proceedRefusalText } from '../../texts/cart.ts';
import { useServices } from '../services-context.ts';
import type { ShopEnvironment } from '../environment.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;
type CartActor = ActorRefFrom<typeof cartMachine>;

export interface CartWiring extends Pick<ShopEnvironment, 'api' | 'navigate'> {
  session: SessionActor;
  toasts: ActorRefFrom<typeof toastsMachine>;
}

/** The session's cart with its calls; what it cannot do is said in a toast; it goes on to the event form. */
export function cartLogic({ api, navigate, session, toasts }: CartWiring) {
  return cartMachine.provide({
    actors: createCartActors(api),
    actions: {
      forgetCart: () => session.send({ type: 'CART_CHANGED', cartId: null }),
      storeReference: (_, { reference }) => session.send({ type: 'PENDING_CHANGED', patch: { reference } }),
      refuseProceed: (_, { reason }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: proceedRefusalText(reason) }),
      reportFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: cartFailureText(failure) }),
      proceed: () => navigate('/extra-info'),
    },
  });
}

/** What the cart needs of the session: the shop mode, the stock-conflict setting, the default delivery and the pending reference. */
function cartSessionViewOf(session: SessionFacts): CartSessionView {
  return {
    salesMode: session.settings?.ShopSalesModus === true,
    stockConflictsAllowed: session.settings?.SaveCartsWithStockConflict === true,
    defaultDeliveryId: session.settings?.DefaultDeliveryID ?? null,
    pendingReference: session.store.pending.reference ?? null,
  };
}

/** The cart's location, delivery and period as the session keeps the choice (yyyy-MM-dd days). */
function choiceOfCart(cart: Cart): Pick<PendingValues, 'warehouseId' | 'deliveryId' | 'period'> {
  return {
    warehouseId: cart.WarehouseID.Key,
    deliveryId: cart.DeliveryID.Key,
    period: { from: cart.DateTimeExpectedStart.slice(0, 10), to: cart.DateTimeExpectedEnd.slice(0, 10) },
  };
}

/**
 * The cart follows the session (the cart it names, the mode, the pending reference); the
 * session's choice follows the cart (a cart found again at login, a delivery its rules changed),
 * so the selection shows the cart's location, delivery and period.
 */
export function connectCart({ session, cart }: { session: SessionActor; cart: CartActor }) {
  session.on('SESSION_CHANGED', ({ session: facts }) => {
    cart.send({ type: 'SESSION_UPDATED', session: cartSessionViewOf(facts) });
    cart.send({ type: 'CART_ID_CHANGED', cartId: facts.store.cartId });
  });
  cart.on('CART_UPDATED', ({ cart: contents }) => {
    if (contents) session.send({ type: 'PENDING_CHANGED', patch: choiceOfCart(contents) });
  });
}

/** The cart button's count; known once the session has settled and the cart is read (the count the page opens with is no change). */
export function useCartCount() {
  const { session, cart } = useServices();
  const settled = useSelector(session, selectIsSettled);
  const loading = useSelector(cart, selectIsLoadingCart);
  return { count: useSelector(cart, selectItemCount), known: settled && !loading };
}
