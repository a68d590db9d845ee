import { createWarehouseHoursActors } from '../../../machines/warehouse-hours/actors.ts';
import { warehouseHoursMachine } from '../../../machines/warehouse-hours/machine.ts';
import type { ShopServices } from '../environment.ts';

/** The warehouse's hours on an order's days (the thank-you page): its calls only. */
export function warehouseHoursLogic({ api }: Pick<ShopServices, 'api'>) {
  return warehouseHoursMachine.provide({ actors: createWarehouseHoursActors(api) });
}
