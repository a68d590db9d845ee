import { t } from '@lingui/core/macro';
import type { CheckoutNotice } from '../../machines/checkout/machine.ts';
import type { ExtraInfoFailure } from '../../machines/extra-info/machine.ts';
import { failureText } from './failures.ts';

/** The toasts of the summary (spec 001 §8). */
export function checkoutNoticeText(notice: CheckoutNotice): string {
  switch (notice) {
    case 'payment-method-required':
      return t`Kies een betaalmethode.`;
    case 'order-failed':
      return t`Er ging iets mis bij het plaatsen van uw reservering, probeer het later opnieuw.`;
    case 'nothing-to-order':
      return t`Er is niets te bestellen: uw winkelwagen is leeg of uw gegevens zijn onbekend.`;
  }
}

export function extraInfoFailureText(failure: ExtraInfoFailure): string {
  return failureText(failure.error);
}
