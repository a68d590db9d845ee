import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { isPaymentMethod } from '../../src/domain/payment-methods.ts';
import type { PaymentLinkAnswer } from '../../src/domain/payment.ts';
import type { PaymentInput } from './machine.ts';

export function createPaymentActors(api: ShopClient) {
  return {
    requestLink: fromPromise<PaymentLinkAnswer, Pick<PaymentInput, 'target' | 'returnUrl' | 'paymentMethod'>>(({ input, signal }) => {
      const { target, returnUrl, paymentMethod } = input;
      return unwrap(
        api.GET('/v2/shop/payments/link', {
          params: {
            query: {
              ...(target.kind === 'order' ? { reservationOrderID: target.reservationOrderId } : { invoiceID: target.invoiceId }),
              returnUrl,
              // A method the provider does not know is left out: the customer then chooses at the provider.
              ...(isPaymentMethod(paymentMethod) ? { paymentMethod } : {}),
              // Spec 001 §7 sends no description: the provider shows its default ("Reservering <id>").
            },
          },
          signal,
        }),
      );
    }),
  };
}
