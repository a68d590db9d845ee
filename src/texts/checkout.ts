import { t } from '@lingui/core/macro';
import type { CheckoutNotice } from '../../machines/checkout/machine.ts';
import type { ExtraInfoFailure } from '../../machines/extra-info/machine.ts';
import { failureText } from './failures.ts';
import { invalidFormText } from './validation.ts';

/** The toasts of the summary (spec 001 §8). */
export function checkoutNoticeText(notice: CheckoutNotice): string {
  switch (notice) {
    case 'payment-method-required':
      return t`Kies een betaalmethode.`;
    case 'order-failed':
      return t`Er ging iets mis bij het plaatsen van uw reservering, probeer het later opnieuw.`;
    case 'registration-failed':
      return t`Uw account kon niet worden aangemaakt en uw reservering is niet geplaatst.`;
    case 'nothing-to-order':
      return t`Er is niets te bestellen: uw winkelwagen is leeg of uw gegevens zijn onbekend.`;
    case 'terms-required':
      return termsRequiredText();
    case 'invalid-form':
      return invalidFormText();
  }
}

/** Spec 001 §8, spec 002 §5: registering at checkout needs the general terms accepted. */
export function termsRequiredText(): string {
  return t`U moet akkoord gaan met de algemene voorwaarden`;
}

/** Spec 002 §8 errorUserDuplicate: a registration at checkout with an e-mail address that has a login (409). */
export function accountExistsText(): string {
  return t`Er bestaat al een account met dit e-mailadres`;
}

export function extraInfoFailureText(failure: ExtraInfoFailure): string {
  return failureText(failure.error);
}
