import { fromCallback, type ActorRefFrom } from 'xstate';
import { selectCart, selectCartLoadFailed, selectIsLoadingCart } from '../../../machines/cart/selectors.ts';
import type { cartMachine } from '../../../machines/cart/machine.ts';
import { createCheckoutActors } from '../../../machines/checkout/actors.ts';
import { checkoutMachine, type CheckoutEvent, type ShopView } from '../../../machines/checkout/machine.ts';
import type { sessionMachine } from '../../../machines/session/machine.ts';
import { selectAccount, selectCustomer, selectPending } from '../../../machines/session/selectors.ts';
import { checkoutNoticeText } from '../../texts/checkout.ts';
import type { ShopServices } from '../services.ts';
import { forgetCheckoutForms } from './checkout-drafts.ts';
import { paymentLogic } from './payment.ts';

/** The summary's view of the shop: the session's cart once read, and the session's account and pending values. */
export function shopViewOf(session: ActorRefFrom<typeof sessionMachine>, cart: ActorRefFrom<typeof cartMachine>): ShopView {
  const cartSnapshot = cart.getSnapshot();
  const sessionSnapshot = session.getSnapshot();
  return {
    cart: selectCart(cartSnapshot),
    cartSettled: !selectIsLoadingCart(cartSnapshot),
    cartFailed: selectCartLoadFailed(cartSnapshot),
    account: selectAccount(sessionSnapshot),
    customer: selectCustomer(sessionSnapshot),
    pending: selectPending(sessionSnapshot),
    registrationPasswordKnown: sessionSnapshot.context.registrationPassword !== null,
  };
}

/** The summary follows the cart and the session: each announces its changes. */
function followShopWith(session: ShopServices['session'], cart: ShopServices['cart']) {
  return fromCallback<CheckoutEvent>(({ sendBack }) => {
    const report = () => sendBack({ type: 'SHOP_UPDATED', shop: shopViewOf(session, cart) });
    const subscriptions = [cart.on('CART_UPDATED', report), session.on('SESSION_CHANGED', report)];
    report();
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
}

/**
 * The summary and its confirmation: the order calls, the online payment as its child, the
 * checkout values kept in the session store, toasts, and the thank-you page at the end.
 */
export function checkoutLogic(services: Pick<ShopServices, 'api' | 'session' | 'cart' | 'toasts' | 'navigate' | 'leaveFor' | 'store'>) {
  const { api, session, cart, toasts, navigate } = services;
  return checkoutMachine.provide({
    actors: {
      // The registration's password is read from the session's memory when the order is placed, never from storage.
      ...createCheckoutActors(api, () => session.getSnapshot().context.registrationPassword),
      payment: paymentLogic(services),
      followShop: followShopWith(session, cart),
    },
    actions: {
      storePending: (_, { patch }) => session.send({ type: 'PENDING_CHANGED', patch }),
      completeOrder: (_, { receipt }) => {
        session.send({ type: 'ORDER_COMPLETED', receipt });
        navigate('/bedankt');
      },
      forgetOrderForms: () => forgetCheckoutForms(services),
      notify: (_, { notice }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: checkoutNoticeText(notice) }),
      keepRegistrationPassword: (_, { password }) => session.send({ type: 'REGISTRATION_PASSWORD_CHOSEN', password }),
    },
  });
}
