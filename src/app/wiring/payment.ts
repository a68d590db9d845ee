import { createPaymentActors } from '../../../machines/payment/actors.ts';
import { paymentMachine } from '../../../machines/payment/machine.ts';
import type { ShopServices } from '../environment.ts';

/**
 * The online payment: the link call, and the browser leaving for the provider's page (another
 * site, so not the router). The payment modal runs it; the checkout invokes it as its child.
 */
export function paymentLogic({ api, leaveFor }: Pick<ShopServices, 'api' | 'leaveFor'>) {
  return paymentMachine.provide({
    actors: createPaymentActors(api),
    actions: { redirectToProvider: (_, { link }) => leaveFor(link) },
  });
}
