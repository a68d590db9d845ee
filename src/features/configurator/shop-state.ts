import type { ShopState } from '../../../machines/configurator/actors.ts';
import type { ShopSelection } from '../../../machines/configurator/machine.ts';
import { amountInCart } from '../../../machines/cart/selectors.ts';
import { selectDeliveryId, selectIsComplete, selectPeriod, selectWarehouseId } from '../../../machines/selection/selectors.ts';
import { selectIsSignedIn } from '../../../machines/session/selectors.ts';
import type { ShopServices } from '../../app/services.ts';

type Actors = Pick<ShopServices, 'session' | 'selection' | 'cart'>;

/**
 * Warehouse, delivery and period once chosen and confirmed in the configurator: until the
 * customer confirms, the selector stays open (spec 001 §4 "then location/period selector").
 */
function confirmedSelection(selection: Actors['selection']): ShopSelection | null {
  const snapshot = selection.getSnapshot();
  const warehouseId = selectWarehouseId(snapshot);
  const deliveryId = selectDeliveryId(snapshot);
  const period = selectPeriod(snapshot);
  if (!snapshot.context.confirmed || !selectIsComplete(snapshot) || !warehouseId || !deliveryId || !period) return null;
  return { warehouseId, deliveryId, period };
}

/** What the configurator follows of the shop, read from the long-lived actors now. */
export function readShopState({ session, selection, cart }: Actors, productIds: readonly string[]): ShopState {
  const sessionSnapshot = session.getSnapshot();
  const { settings, token, store } = sessionSnapshot.context;
  const cartContents = cart.getSnapshot().context.cart;
  return {
    // Spec 001 §1: adding needs an account, unless anonymous shopping is allowed (with its token).
    canShop: selectIsSignedIn(sessionSnapshot) || (settings?.AllowAnonymousShopUser === true && token !== null),
    selection: confirmedSelection(selection),
    cartId: store.cartId,
    inCart: Object.fromEntries(productIds.map((id) => [id, amountInCart(cartContents, id)])),
  };
}

/** Calls back on every change of the session, the selection or the cart. */
export function subscribeToShop({ session, selection, cart }: Actors, changed: () => void): () => void {
  const subscriptions = [session.subscribe(changed), selection.subscribe(changed), cart.subscribe(changed)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
