import { createOrderDetailActors } from '../../../machines/order-detail/actors.ts';
import { orderDetailMachine } from '../../../machines/order-detail/machine.ts';
import { orderDetailFailureText } from '../../texts/orders.ts';
import { saveFile } from '../../ui/download.ts';
import type { ShopServices } from '../environment.ts';

/** An order's details page: its calls, the confirmation handed to the browser as a download, and its failures as toasts. */
export function orderDetailLogic({ api, toasts }: Pick<ShopServices, 'api' | 'toasts'>) {
  return orderDetailMachine.provide({
    actors: createOrderDetailActors(api),
    actions: {
      saveDocument: (_, { blob, fileName }) => saveFile(fileName, blob),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: orderDetailFailureText(failure) }),
    },
  });
}
