import { createPaymentActors } from '../../../machines/payment/actors.ts';
import { paymentMachine } from '../../../machines/payment/machine.ts';
import type { ShopClient } from '../../api/client.ts';

/**
 * The payment machine with the shop's effects: the link call, and the browser leaving for the
 * provider's page (an address on another site, so not the router). The payment modal runs it;
 * the checkout can invoke it as its child.
 */
export function createPaymentLogic(api: ShopClient) {
  return paymentMachine.provide({
    actors: createPaymentActors(api),
    actions: { redirectToProvider: (_, params: { link: string }) => window.location.assign(params.link) },
  });
}
