import { t } from '@lingui/core/macro';
import type { AccountDetailsFailure } from '../../machines/account-details/machine.ts';
import type { ContactsFailure } from '../../machines/contacts/machine.ts';
import { failureText } from './failures.ts';
import type { AccountTab, PersonRole } from '../domain/access.ts';

/** The account area's tabs, as the menu names them. */
export function accountTabText(tab: AccountTab): string {
  switch (tab) {
    case 'profile':
      return t`Mijn gegevens`;
    case 'contacts':
      return t`Contactpersonen`;
    case 'orders':
      return t`Bestellingen`;
    case 'invoices':
      return t`Facturen`;
  }
}

/**
 * What failed on "Mijn gegevens" (spec 002 §8). A read names what could not be read (the form
 * needs both), with the server's reason when it gave one; a save is "Uw account kon niet worden
 * gewijzigd", or the server's own message.
 */
export function accountDetailsFailureText(failure: AccountDetailsFailure): string {
  const notRead = (what: string) => [what, failure.error.serverMessage].filter(Boolean).join(' ');
  switch (failure.kind) {
    case 'contact-load-failed':
      return notRead(t`Uw contactgegevens konden niet geladen worden.`);
    case 'customer-load-failed':
      return notRead(t`De gegevens van uw organisatie konden niet geladen worden.`);
    case 'save-failed':
      return failureText(failure.error, t`Uw account kon niet worden gewijzigd`);
  }
}

export function accountSavedText(): string {
  return t`Uw gegevens zijn bewaard`;
}

export function accountUnchangedText(): string {
  return t`Er is niets gewijzigd: er valt niets te bewaren`;
}

/** Spec 002 §8: what failed on the contacts list, or the server's own message. */
export function contactsFailureText(failure: ContactsFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Gebruikers konden niet worden geladen`);
    case 'delete-failed':
      return failureText(failure.error, t`Gebruiker kon niet worden verwijderd`);
    case 'invite-failed':
      return failureText(failure.error, t`Gebruiker kon niet worden uitgenodigd`);
  }
}

export function contactDeletedText(name: string): string {
  return t`${name} is verwijderd`;
}

export function contactInvitedText(name: string): string {
  return t`${name} is uitgenodigd: de uitnodiging is per e-mail verstuurd`;
}

export function personRoleText(role: PersonRole): string {
  switch (role) {
    case 'admin':
      return t`Beheerder`;
    case 'user':
      return t`Gebruiker`;
    case 'contact':
      return t`Geen login`;
  }
}
