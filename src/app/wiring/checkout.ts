import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromCallback, type ActorRefFrom } from 'xstate';
import { selectCart, selectCartLoadFailed, selectFailure as selectCartFailure, selectIsLoadingCart } from '../../../machines/cart/selectors.ts';
import type { cartMachine } from '../../../machines/cart/machine.ts';
import { createCheckoutActors } from '../../../machines/checkout/actors.ts';
import { checkoutMachine, type CheckoutEvent, type ShopView } from '../../../machines/checkout/machine.ts';
import type { Buyer } from '../../../machines/checkout/rules.ts';
import {
  selectAsksPassword,
  selectAsksTerms,
  selectBuyer,
  selectBuyerLines,
  selectCart as selectSummaryCart,
  selectConfirmPays,
  selectEvent,
  selectFailure,
  selectIsSalesMode,
  selectIsSubmitting,
  selectNewPassword,
  selectOrderIds,
  selectOrderRefusal,
  selectOrderTypeName,
  selectPasswordProblems,
  selectPayment,
  selectPaymentChoice,
  selectPaysWithoutAccount,
  selectReference,
  selectRentalPeriods,
  selectStep,
  selectTermsAccepted,
  selectTermsRefused,
} from '../../../machines/checkout/selectors.ts';
import type { sessionMachine } from '../../../machines/session/machine.ts';
import { selectAccount, selectCustomer, selectPending } from '../../../machines/session/selectors.ts';
import type { NewPassword } from '../../domain/new-password.ts';
import { checkoutNoticeText } from '../../texts/checkout.ts';
import { useFieldFocus } from '../../ui/focus-field.ts';
import { SUMMARY_PATH } from '../config.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { useStyleSettings } from '../style.ts';
import { forgetCheckoutForms } from './checkout-drafts.ts';
import { paymentLogic } from './payment.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlowActor } from './use-flow.ts';

/** The summary's view of the shop: the session's cart once read, and the session's account and pending values. */
function shopViewOf(session: ActorRefFrom<typeof sessionMachine>, cart: ActorRefFrom<typeof cartMachine>): ShopView {
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

/** Where a buyer who gave their details on the way changes them: a guest's form, or the registration at checkout. */
const CHANGE_DETAILS: Partial<Record<Buyer, string>> = { guest: '/authenticatie/gast', registering: '/register?mode=checkout' };

/**
 * The summary: the cart by rental period, who orders (and how they change their details), the
 * event, the payment choice, the terms and password a registration asks, the online payment once
 * the order is placed, and the session's cart read again when it could not be.
 */
export function useCheckoutFlow() {
  const services = useServices();
  const { cart } = services;
  const [input] = useState(() => ({ returnUrl: SUMMARY_PATH, ...shopModeOf(services) }));
  const checkout = useFlowActor(checkoutLogic, input);
  const buyer = useSelector(checkout, selectBuyer);
  return {
    step: useSelector(checkout, selectStep),
    failure: useSelector(checkout, selectFailure),
    cart: useSelector(checkout, selectSummaryCart),
    salesMode: useSelector(checkout, selectIsSalesMode),
    submitting: useSelector(checkout, selectIsSubmitting),
    buyer,
    buyerLines: useSelector(checkout, selectBuyerLines, shallowEqual),
    changeDetailsPath: CHANGE_DETAILS[buyer] ?? null,
    asksPassword: useSelector(checkout, selectAsksPassword),
    newPassword: useSelector(checkout, selectNewPassword),
    passwordProblems: useSelector(checkout, selectPasswordProblems),
    orderTypeName: useSelector(checkout, selectOrderTypeName),
    reference: useSelector(checkout, selectReference),
    event: useSelector(checkout, selectEvent, shallowEqual),
    periods: useSelector(checkout, selectRentalPeriods),
    paymentChoice: useSelector(checkout, selectPaymentChoice, shallowEqual),
    paysWithoutAccount: useSelector(checkout, selectPaysWithoutAccount),
    /** The payment methods offered (the style setting rm-payment-methods). */
    paymentMethods: useStyleSettings().paymentMethods,
    asksTerms: useSelector(checkout, selectAsksTerms),
    termsAccepted: useSelector(checkout, selectTermsAccepted),
    termsRefused: useSelector(checkout, selectTermsRefused),
    orderRefusal: useSelector(checkout, selectOrderRefusal),
    confirmPays: useSelector(checkout, selectConfirmPays),
    orderIds: useSelector(checkout, selectOrderIds, shallowEqual),
    /** The online payment under way, for its status to follow. */
    payment: useSelector(checkout, selectPayment),
    cartFailure: useSelector(cart, selectCartFailure),
    contentRef: useFieldFocus<HTMLDivElement>(checkout),
    changePassword: (patch: Partial<NewPassword>) => checkout.send({ type: 'NEW_PASSWORD_CHANGED', patch }),
    choosePaymentMode: (mode: string) => checkout.send({ type: 'PAYMENT_MODE_CHOSEN', mode: mode === 'AT_PICKUP' ? 'AT_PICKUP' : 'NOW' }),
    choosePaymentMethod: (method: string) => checkout.send({ type: 'PAYMENT_METHOD_CHOSEN', method }),
    acceptTerms: (accepted: boolean) => checkout.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted }),
    postponePayment: () => checkout.send({ type: 'PAYMENT_POSTPONED' }),
    confirm: () => checkout.send({ type: 'CONFIRM_REQUESTED' }),
    retry: () => checkout.send({ type: 'RETRY_REQUESTED' }),
    retryCart: () => cart.send({ type: 'RETRY_REQUESTED' }),
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
