import { t } from '@lingui/core/macro';
import type { CheckoutNotice } from '../../machines/checkout/machine.ts';
import type { ExtraInfoFailure } from '../../machines/extra-info/machine.ts';
import type { PaymentMethod } from '../domain/payment-methods.ts';
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

/** Spec 001 §3: how each payment method the shop may offer is named (brands as they write themselves). */
export function paymentMethodName(method: PaymentMethod): string {
  switch (method) {
    case 'APPLEPAY':
      return 'Apple Pay';
    case 'BANCONTACT':
      return 'Bancontact';
    case 'CREDITCARD':
      return t`Kredietkaart`;
    case 'DIRECTDEBIT':
      return t`Domiciliëring`;
    case 'GIROPAY':
      return 'giropay';
    case 'IDEAL':
      return 'iDEAL';
    case 'KLARNA':
      return 'Klarna';
    case 'MASTERCARD':
      return 'Mastercard';
    case 'PAYPAL':
      return 'PayPal';
    case 'SOFORT':
      return 'SOFORT';
    case 'VISA':
      return 'Visa';
    case 'MAESTRO':
      return 'Maestro';
    case 'CB':
      return 'Carte Bancaire';
  }
}
