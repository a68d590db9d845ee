import { createSerialRedirectActors } from '../../../machines/serial-redirect/actors.ts';
import { serialRedirectMachine } from '../../../machines/serial-redirect/machine.ts';
import { productPath } from '../../domain/catalogue.ts';
import { productPathForSerial } from '../../domain/serial-documents.ts';
import type { ShopServices } from '../environment.ts';

/** A serial number's page is replaced by its product's, which names the serial to show its documents. */
export function serialRedirectLogic({ api, navigate }: Pick<ShopServices, 'api' | 'navigate'>) {
  return serialRedirectMachine.provide({
    actors: createSerialRedirectActors(api),
    actions: { redirectToProduct: (_, { productId, serial }) => navigate(productPathForSerial(productPath(productId), serial), { replace: true }) },
  });
}
