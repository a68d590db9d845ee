import { t } from '@lingui/core/macro';
import type { ContactMessageFailure } from '../../machines/contact-message/machine.ts';
import { failureText } from './failures.ts';

/** Spec 001 §8 productErrorToast. */
export function productsFailedText(): string {
  return t`De producten konden niet geladen worden`;
}

export function addedToCartText(): string {
  return t`Succesvol toegevoegd aan de winkelwagen`;
}

/** Spec 000 §8 (capacity): the server's own message when it gave one. */
export function noCapacityText(message: string | null): string {
  return message ?? t`Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze`;
}

/** Decision 027: the answer to adding was lost, the cart read again shows the lines arrived (once). */
export function addedAfterLostAnswerText(): string {
  return t`De verbinding viel even weg, maar het product is toegevoegd aan uw winkelwagen (één keer)`;
}

export function addToCartFailedText(): string {
  return t`Er ging iets mis bij het toevoegen aan uw winkelwagen, probeer het later opnieuw`;
}

/** The Contact page's errorToast: the server's message (a refused field), else the general text. */
export function contactMessageFailureText(failure: ContactMessageFailure): string {
  return failureText(failure.error, t`Uw bericht kon niet verzonden worden. Probeer het opnieuw.`);
}
