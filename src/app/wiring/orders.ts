import { createOrdersActors } from '../../../machines/orders/actors.ts';
import { ordersMachine } from '../../../machines/orders/machine.ts';
import { paymentReturnPath } from '../../domain/payment.ts';
import type { ShopServices } from '../services.ts';

/** The orders table: its calls, and a payment opened through the payment return address (the modal over the orders tab). */
export function ordersLogic({ api, navigate }: Pick<ShopServices, 'api' | 'navigate'>) {
  return ordersMachine.provide({
    actors: createOrdersActors(api),
    actions: {
      openPayment: (_, { reservationOrderId }) => navigate(paymentReturnPath({ kind: 'order', reservationOrderId })),
    },
  });
}
