import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';

export function createSerialRedirectActors(api: ShopClient) {
  return {
    lookUpSerial: fromPromise<string, { serial: string }>(async ({ input, signal }) => {
      const serial = await unwrap(api.GET('/v2/shop/serials/{id}', { params: { path: { id: input.serial } }, signal }));
      return serial.ItemID;
    }),
    lookUpItem: fromPromise<string, { serial: string }>(async ({ input, signal }) => {
      const product = await unwrap(api.GET('/v2/shop/items/{id}', { params: { path: { id: input.serial } }, signal }));
      return product.ID;
    }),
  };
}
