import { t } from '@lingui/core/macro';
import type { ActivationFailure } from '../../machines/activation/machine.ts';
import type { LostPasswordFailure } from '../../machines/lost-password/machine.ts';
import type { PasswordResetFailure } from '../../machines/password-reset/machine.ts';
import { failureText } from './failures.ts';

/**
 * Why an activation failed (spec 002 §8 activateError): the server's message when it sent one.
 * A refused code is not worth trying again (the page says the activation failed above it); a
 * confirmation that did not get through is.
 */
export function activationFailureText(failure: ActivationFailure): string {
  switch (failure.kind) {
    case 'code-refused':
      return failureText(failure.error, t`De activatiecode is ongeldig of werd al gebruikt.`);
    case 'confirm-failed':
      return failureText(failure.error, t`Uw account kon niet geactiveerd worden: de server was niet bereikbaar. Probeer het opnieuw.`);
  }
}

/** Spec 002 §8 forgot password errorToast: the server's message, else the general text. */
export function lostPasswordFailureText(failure: LostPasswordFailure): string {
  return failureText(failure.error, t`De e-mail om een nieuw wachtwoord te kiezen kon niet verstuurd worden. Probeer het opnieuw.`);
}

/**
 * Spec 002 §2 'email sent': said on the page, or as a toast where the request leads elsewhere;
 * it never tells whether the address has an account.
 */
export function resetMailSentText(): string {
  return t`Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.`;
}

/** Spec 002 §8 reset errorSaving: the server's message, else the general text. */
export function passwordResetFailureText(failure: PasswordResetFailure): string {
  return failureText(failure.error, t`Uw nieuwe wachtwoord kon niet bewaard worden. Probeer het opnieuw.`);
}

/** The toast after a reset, on the way to the login page. */
export function passwordResetSuccessText(): string {
  return t`Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.`;
}
