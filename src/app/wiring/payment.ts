import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createPaymentActors } from '../../../machines/payment/actors.ts';
import { paymentMachine } from '../../../machines/payment/machine.ts';
import { selectIsPaid, selectPaymentView } from '../../../machines/payment/selectors.ts';
import type { PaymentTarget } from '../../domain/payment.ts';
import type { ShopServices } from '../environment.ts';
import { useFlowActor } from './use-flow.ts';

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

/** The payment modal of an order or an invoice (spec 002 §4): it asks the link as it opens; its status follows the payment. */
export function usePaymentModalFlow(target: PaymentTarget, returnUrl: string) {
  const [input] = useState(() => ({ target, returnUrl, paymentMethod: null, redirectAtOnce: false }));
  const payment = useFlowActor(paymentLogic, input);
  return { payment, paid: useSelector(payment, selectIsPaid) };
}

/** One online payment as its status shows it, and what the customer does: pay now, or try again. */
export function usePaymentStatus(payment: ActorRefFrom<typeof paymentMachine>) {
  return {
    view: useSelector(payment, selectPaymentView),
    payNow: () => payment.send({ type: 'PAY_NOW_REQUESTED' }),
    retry: () => payment.send({ type: 'RETRY_REQUESTED' }),
  };
}
