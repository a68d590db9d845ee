import { t } from '@lingui/core/macro';
import type { PaymentFailure } from '../../machines/payment/machine.ts';
import { failureText } from './failures.ts';

/** Spec 001 §8, 002 §4: the payment's own message, else the general payment message. */
export function paymentFailureText(failure: PaymentFailure): string {
  const paymentFailed = t`De betaling is mislukt, probeer het opnieuw.`;
  switch (failure.kind) {
    case 'request-failed':
      return failureText(failure.error);
    case 'payment-failed':
      return failure.message ?? paymentFailed;
    case 'nothing-to-pay':
      return `${t`Er is geen te betalen bedrag bekend.`} ${failure.message ?? paymentFailed}`;
  }
}
