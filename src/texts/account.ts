import { plural, t } from '@lingui/core/macro';
import type { AccountDetailsFailure } from '../../machines/account-details/machine.ts';
import type { ContactPersonFailure } from '../../machines/contact-person/machine.ts';
import type { ConfirmedChange, ContactsFailure, SubAccount } from '../../machines/contacts/machine.ts';
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
    case 'messages':
      return t`Berichten`;
    case 'items':
      return t`Mijn materiaal`;
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
    case 'save-failed':
      return failureText(failure.error, t`Gebruiker kon niet worden opgeslagen`);
  }
}

export function contactDeletedText(name: string): string {
  return t`${name} is verwijderd`;
}

export function loginRevokedText(name: string): string {
  return t`${name} heeft geen login meer; de contactpersoon blijft bewaard`;
}

export function loginBlockedText(name: string, blocked: boolean): string {
  return blocked ? t`De login van ${name} is geblokkeerd` : t`De login van ${name} is weer actief`;
}

export function loginPromotedText(name: string): string {
  return t`${name} is nu de beheerder van uw organisatie; u bent voortaan gebruiker`;
}

/** A login that cannot sign in (yet): blocked, or invited and not confirmed; null for an active one. */
export function loginStatusText(status: SubAccount['Status']): string | null {
  switch (status) {
    case 'Active':
      return null;
    case 'LockedOut':
      return t`geblokkeerd`;
    case 'Unconfirmed':
      return t`uitgenodigd`;
    case 'NotApproved':
      return t`niet goedgekeurd`;
    case 'NotLinked':
      return t`niet gekoppeld`;
  }
}

export function contactInvitedText(name: string): string {
  return t`${name} is uitgenodigd: de uitnodiging is per e-mail verstuurd`;
}

/** Spec 002 §8: the contact person form could not read or save the person, or the server's own message. */
export function contactPersonFailureText(failure: ContactPersonFailure): string {
  switch (failure.kind) {
    case 'load-failed':
      return failureText(failure.error, t`Gebruiker kon niet worden geladen`);
    case 'save-failed':
      return failureText(failure.error, t`Gebruiker kon niet worden opgeslagen`);
  }
}

export function contactCreatedText(name: string, invited: boolean): string {
  return invited ? t`${name} is toegevoegd en per e-mail uitgenodigd` : t`${name} is toegevoegd`;
}

export function contactSavedText(name: string): string {
  return t`De gegevens van ${name} zijn bewaard`;
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

/** The title of a confirmation on the contacts list, and its confirming button. */
export function confirmationTitle(change: ConfirmedChange): string {
  switch (change) {
    case 'delete':
      return t`Contactpersoon verwijderen`;
    case 'revoke':
      return t`Login intrekken`;
    case 'promote':
      return t`Beheerder maken`;
  }
}

/** What a confirmed change on the contacts list will do, said before it is done. */
/** Asked to delete a person with an open cart: how many articles are in it. */
export function openCartText(name: string, count: number): string {
  return plural(count, { one: `${name} heeft nog een winkelwagen met # artikel open.`, other: `${name} heeft nog een winkelwagen met # artikelen open.` });
}

export function confirmationText(change: ConfirmedChange, name: string): string {
  switch (change) {
    case 'delete':
      return t`Wilt u ${name} verwijderen? Een login van deze persoon verliest de toegang tot uw organisatie.`;
    case 'revoke':
      return t`Wilt u de login van ${name} intrekken? De contactpersoon blijft bewaard en kan later opnieuw uitgenodigd worden.`;
    case 'promote':
      return t`Wilt u ${name} beheerder van uw organisatie maken? U wordt zelf gebruiker en kunt de contactpersonen dan niet meer beheren.`;
  }
}
