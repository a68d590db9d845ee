import { useState } from 'react';
import { createWarehouseHoursActors } from '../../../machines/warehouse-hours/actors.ts';
import { warehouseHoursMachine } from '../../../machines/warehouse-hours/machine.ts';
import { selectHoursFailed, selectOpeningSpans } from '../../../machines/warehouse-hours/selectors.ts';
import type { OrderReceipt } from '../../domain/stored-session.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** The warehouse's hours on an order's days (the thank-you page): its calls only. */
export function warehouseHoursLogic({ api }: Pick<ShopServices, 'api'>) {
  return warehouseHoursMachine.provide({ actors: createWarehouseHoursActors(api) });
}

/** The warehouse's hours on the order's pick-up day and return day (a sale has only the first), or why they could not be read. */
export function useOpeningHoursFlow(receipt: OrderReceipt) {
  const [input] = useState(() => ({
    warehouseId: receipt.warehouseId,
    pickUpDay: receipt.pickUp.slice(0, 10),
    returnDay: receipt.sale ? null : receipt.return.slice(0, 10),
  }));
  const [snapshot, send] = useFlow(warehouseHoursLogic, input);
  return { spans: selectOpeningSpans(snapshot), failed: selectHoursFailed(snapshot), retry: () => send({ type: 'RETRY_REQUESTED' }) };
}
