import { createSerialRedirectActors } from '../../../machines/serial-redirect/actors.ts';
import { serialRedirectMachine } from '../../../machines/serial-redirect/machine.ts';
import { productPath } from '../../domain/catalogue.ts';
import type { ShopServices } from '../services.ts';

/** A serial number's page is replaced by its product's. */
export function serialRedirectLogic({ api, navigate }: Pick<ShopServices, 'api' | 'navigate'>) {
  return serialRedirectMachine.provide({
    actors: createSerialRedirectActors(api),
    actions: { redirectToProduct: (_, { productId }) => navigate(productPath(productId), { replace: true }) },
  });
}
