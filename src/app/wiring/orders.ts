import { createOrdersActors } from '../../../machines/orders/actors.ts';
import { ordersMachine } from '../../../machines/orders/machine.ts';
import { paymentReturnPath } from '../../domain/payment.ts';
import { certificateGivenText, extraInfoSavedText, orderCancelledText, orderDuplicatedText, ordersFailureText, referenceSavedText } from '../../texts/orders.ts';
import type { ShopServices } from '../services.ts';

/** The orders table: its calls, its toasts, a requested-again order's cart made the current cart and opened, and a payment opened through the payment return address (the modal over the orders tab). */
export function ordersLogic({ api, navigate, toasts, session }: Pick<ShopServices, 'api' | 'navigate' | 'toasts' | 'session'>) {
  return ordersMachine.provide({
    actors: createOrdersActors(api),
    actions: {
      openPayment: (_, { reservationOrderId }) => navigate(paymentReturnPath({ kind: 'order', reservationOrderId })),
      announceReferenceSaved: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: referenceSavedText() }),
      announceCertificateGiven: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: certificateGivenText() }),
      announceExtraInfoSaved: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: extraInfoSavedText() }),
      announceCancelled: (_, { reservationOrderId }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderCancelledText(reservationOrderId) }),
      openCart: (_, { cartId, reservationOrderId }) => {
        session.send({ type: 'CART_CHANGED', cartId });
        toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderDuplicatedText(reservationOrderId) });
        navigate('/winkelwagen');
      },
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: ordersFailureText(failure) }),
    },
  });
}
