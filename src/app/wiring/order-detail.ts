import { createOrderDetailActors } from '../../../machines/order-detail/actors.ts';
import { orderDetailMachine } from '../../../machines/order-detail/machine.ts';
import type { ShopServices } from '../services.ts';

/** An order's details page: its calls. */
export function orderDetailLogic({ api }: Pick<ShopServices, 'api'>) {
  return orderDetailMachine.provide({ actors: createOrderDetailActors(api) });
}
