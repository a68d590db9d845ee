import { t } from '@lingui/core/macro';
import type { RegistrationFailure } from '../../machines/registration/machine.ts';
import { TERMS_NOT_ACCEPTED, type Recognition, type RegistrationProblem, type RegistrationType } from '../domain/registration.ts';
import { termsRequiredText } from './checkout.ts';
import { failureText } from './failures.ts';
import { problemText } from './validation.ts';

/**
 * Why a registration or its key failed (spec 002 §8). The catalogue's own refusals (an unknown
 * or used key, an e-mail address that has an account) in the reader's language; anything else the
 * server's message, else that the account could not be created.
 */
export function registrationFailureText(failure: RegistrationFailure): string {
  switch (failure.kind) {
    case 'key-refused':
      return failure.error.kind === 'not-found' ? t`Deze registratiesleutel bestaat niet.` : t`Deze registratiesleutel werd al gebruikt.`;
    case 'key-load-failed':
      return failureText(failure.error, t`De registratiesleutel kon niet gelezen worden.`);
    case 'register-failed':
      return failure.error.kind === 'duplicate' ? t`Er bestaat al een account met dit e-mailadres` : failureText(failure.error, t`Uw account kon niet worden aangemaakt`);
  }
}

/** After a registration: the account exists, and the mail to confirm it is on its way. */
export function registeredText(): string {
  return t`Uw account werd aangemaakt. Bevestig uw e-mailadres via de link in de e-mail die we u net stuurden.`;
}

/** A field's messages, joined with a space (spec 000 §5); the terms have their own. */
export function registrationProblemsText(problems: readonly RegistrationProblem[] | undefined): string | null {
  if (!problems || problems.length === 0) return null;
  return problems.map((problem) => (problem.rule === TERMS_NOT_ACCEPTED ? termsRequiredText() : problemText(problem))).join(' ');
}

/** The kinds of organisation (spec 002 §2), as the choice and the form name them. */
export function registrationTypeText(type: RegistrationType): string {
  switch (type) {
    case 'GOVERNMENT':
      return t`Openbare dienst`;
    case 'NON_PROFIT':
      return t`Vereniging zonder winstoogmerk`;
    case 'SCHOOL':
      return t`School`;
  }
}

/** The button that chooses a kind. */
export function registrationTypeActionText(type: RegistrationType): string {
  switch (type) {
    case 'GOVERNMENT':
      return t`Registreren als openbare dienst`;
    case 'NON_PROFIT':
      return t`Registreren als vereniging`;
    case 'SCHOOL':
      return t`Registreren als school`;
  }
}

/** One sentence per kind: who it is for. */
export function registrationTypeMeaningText(type: RegistrationType): string {
  switch (type) {
    case 'GOVERNMENT':
      return t`Een dienst van een gemeente in West-Vlaanderen of van de provincie, zoals de jeugddienst of de technische dienst.`;
    case 'NON_PROFIT':
      return t`Een vzw of feitelijke vereniging, erkend door de gemeente, de provincie of de Vlaamse Gemeenschap.`;
    case 'SCHOOL':
      return t`Een school of academie die materiaal leent voor activiteiten met leerlingen.`;
  }
}

export function recognitionText(recognition: Recognition): string {
  switch (recognition) {
    case 'RecognizedByMunicipality':
      return t`Erkend door de gemeente`;
    case 'RecognizedByProvince':
      return t`Erkend door de provincie`;
    case 'RecognizedByFlemishCommunity':
      return t`Erkend door de Vlaamse Gemeenschap`;
  }
}
