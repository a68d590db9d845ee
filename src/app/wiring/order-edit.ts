import { createOrderEditActors } from '../../../machines/order-edit/actors.ts';
import { orderEditMachine } from '../../../machines/order-edit/machine.ts';
import { orderEditFailureText, orderSavedText } from '../../texts/orders.ts';
import { ORDERS_TAB } from '../account-tabs.ts';
import type { ShopServices } from '../environment.ts';

/** The edit page: its calls, its toasts, and the way back to the order's details. */
export function orderEditLogic({ api, toasts, navigate }: Pick<ShopServices, 'api' | 'toasts' | 'navigate'>) {
  return orderEditMachine.provide({
    actors: createOrderEditActors(api),
    actions: {
      announceSaved: (_, { reservationOrderId }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderSavedText(reservationOrderId) }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: orderEditFailureText(failure) }),
      goToOrder: (_, { reservationOrderId }) => navigate(`${ORDERS_TAB.path}/detail/${encodeURIComponent(reservationOrderId)}`),
    },
  });
}
