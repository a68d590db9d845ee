import { fromPromise } from 'xstate';
import { unwrap, type ShopClient } from '../../src/api/client.ts';
import type { WarehouseHours, WarehouseHoursInput } from './machine.ts';

export function createWarehouseHoursActors(api: ShopClient) {
  return {
    loadHours: fromPromise<WarehouseHours, WarehouseHoursInput>(async ({ input, signal }) => {
      const { returnDay } = input;
      const [pickUp, returns] = await Promise.all([
        unwrap(api.GET('/v2/warehouse/{id}/businessdays/{day}/shipmenthours', { params: { path: { id: input.warehouseId, day: input.pickUpDay } }, signal })),
        returnDay === null ? null : unwrap(api.GET('/v2/warehouse/{id}/businessdays/{day}/returnhours', { params: { path: { id: input.warehouseId, day: returnDay } }, signal })),
      ]);
      return { pickUp, return: returns };
    }),
  };
}
