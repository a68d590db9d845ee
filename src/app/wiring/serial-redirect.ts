import { createSerialRedirectActors } from '../../../machines/serial-redirect/actors.ts';
import { serialRedirectMachine } from '../../../machines/serial-redirect/machine.ts';
import { selectFailure, selectStatus } from '../../../machines/serial-redirect/selectors.ts';
import { productPath } from '../../domain/catalogue.ts';
import { productPathForSerial } from '../../domain/serial-documents.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** A serial number's page is replaced by its product's, which names the serial to show its documents. */
export function serialRedirectLogic({ api, navigate }: Pick<ShopServices, 'api' | 'navigate'>) {
  return serialRedirectMachine.provide({
    actors: createSerialRedirectActors(api),
    actions: { redirectToProduct: (_, { productId, serial }) => navigate(productPathForSerial(productPath(productId), serial), { replace: true }) },
  });
}

/** A serial number's address while it is looked up: not found, or failed with a retry; found, the product's page replaces it. */
export function useSerialRedirectFlow(serial: string) {
  const [snapshot, send] = useFlow(serialRedirectLogic, { serial });
  return { status: selectStatus(snapshot), failure: selectFailure(snapshot), retry: () => send({ type: 'RETRY_REQUESTED' }) };
}
