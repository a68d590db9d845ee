import { t } from '@lingui/core/macro';
import type { CartFailure, ProceedRefusal } from '../../machines/cart/machine.ts';
import { failureText } from './failures.ts';

/** Spec 001 §5, §8: why the cart cannot go on to the event form. */
export function proceedRefusalText(reason: ProceedRefusal): string {
  switch (reason) {
    case 'timeslot-required':
      return t`Kies een afhaalmoment en een terugbrengmoment.`;
    case 'attachments-required':
      return t`Voeg een bestand toe bij elk artikel dat erom vraagt.`;
    case 'additional-info-required':
      // Spec 001 §5, §8 additionalInfoRequired: the spec names only the key.
      return t`Vul eerst de extra informatie in die de uitleendienst vraagt.`;
    case 'actions-open':
      return t`Rond eerst de verplichte acties hierboven af.`;
    case 'invalid-lines':
      return t`Verwijder eerst de artikelen die niet beschikbaar zijn.`;
  }
}

/** A line short of stock that may still be requested (SaveCartsWithStockConflict, spec 001 §9). */
export function shortageAcceptedText(): string {
  return t`Mogelijk is niet alles beschikbaar. U kunt uw aanvraag toch indienen: de uitleendienst bekijkt wat ze kan uitlenen en laat het u weten.`;
}

/**
 * Spec 001 §8: the server's message when it gave one, else the message of what failed. A cart
 * that could not be read says so first, whatever the server said: it must never seem gone.
 */
export function cartFailureText(failure: CartFailure): string {
  const whatFailed = whatFailedInCart(failure);
  return failure.kind === 'load-failed' ? `${whatFailed} ${failureText(failure.error)}` : failureText(failure.error, whatFailed);
}

function whatFailedInCart(failure: CartFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return t`De winkelwagen kon niet geladen worden.`;
    case 'clear-failed':
      return t`De winkelwagen kon niet leeggemaakt worden. Probeer het later opnieuw.`;
    case 'slots-failed':
      return t`De afhaal- en terugbrengmomenten konden niet geladen worden.`;
    case 'change-failed':
      switch (failure.change) {
        case 'remove':
          return t`Het artikel kon niet verwijderd worden. Probeer het later opnieuw.`;
        case 'amount':
          return t`Het aantal kon niet gewijzigd worden. Probeer het later opnieuw.`;
        case 'slots':
          return t`Dit moment kon niet gekozen worden. Probeer het later opnieuw.`;
        case 'certificate':
          return t`Het attest kon niet bewaard worden. Probeer het later opnieuw.`;
        case 'extraInfo':
          return t`De extra informatie kon niet bewaard worden. Probeer het later opnieuw.`;
      }
  }
}
