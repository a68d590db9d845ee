import { createCustomerItemsActors } from '../../../machines/customer-items/actors.ts';
import { customerItemsMachine } from '../../../machines/customer-items/machine.ts';
import { saveFile } from '../../ui/download.ts';
import type { ShopServices } from '../environment.ts';

/** The items page: its calls, and the zip of every document handed to the browser as a download. */
export function customerItemsLogic({ api }: Pick<ShopServices, 'api'>) {
  return customerItemsMachine.provide({
    actors: createCustomerItemsActors(api),
    actions: { saveZip: (_, { blob, fileName }) => saveFile(fileName, blob) },
  });
}
