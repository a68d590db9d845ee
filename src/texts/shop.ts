import { t } from '@lingui/core/macro';

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

export function addToCartFailedText(): string {
  return t`Er ging iets mis bij het toevoegen aan uw winkelwagen, probeer het later opnieuw`;
}
