import { t } from '@lingui/core/macro';
import type { LoginFailure } from '../../machines/login/machine.ts';
import { failureText } from './failures.ts';

/**
 * Why a login failed (spec 000 §8 login errors, 002 §8 "Klant niet gevonden"). A refusal the
 * catalogue names has the spec's own message, in the reader's language; anything else the
 * server's message, else that logging in failed. Missing fields are said at the fields.
 */
export function loginFailureText(failure: LoginFailure): string | null {
  const failed = t`Aanmelden is mislukt, probeer het opnieuw.`;
  switch (failure.kind) {
    case 'missing-fields':
      return null;
    case 'no-account':
      return t`Uw account is niet gekoppeld aan een goedgekeurde organisatie.`;
    case 'session-failed':
      return failure.error.kind === 'not-found' ? t`Klant niet gevonden.` : failureText(failure.error, failed);
    case 'token-login-failed':
      return t`De aanmelding via de externe dienst is verlopen of ongeldig. Meld u opnieuw aan.`;
    case 'refused':
      switch (failure.error.kind) {
        case 'incorrect-details':
          return t`Onjuiste gebruikersnaam of wachtwoord.`;
        // The backend answers this for an unconfirmed e-mail address and for an organisation it
        // did not approve (an association inactive in the company registry): the text covers both.
        case 'user-not-approved':
          return t`Uw account is nog niet bevestigd of uw organisatie is niet goedgekeurd. Bevestig uw e-mailadres via de activatiemail, of neem contact op met de uitleendienst.`;
        case 'user-locked-out':
          return t`Uw account is geblokkeerd. Neem contact op met de uitleendienst.`;
        case 'not-linked':
          return t`Uw account is niet gekoppeld aan een goedgekeurde organisatie.`;
        default:
          return failureText(failure.error, failed);
      }
  }
}
