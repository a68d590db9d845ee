import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatNumber } from '../domain/format.ts';
import type { Language } from '../domain/language.ts';
import type { Problem } from '../domain/validation.ts';

/** Spec 000 §5: an invalid submit says so once, and each refused field says why. */
export function invalidFormText(): string {
  return t`Niet alle velden zijn (correct) ingevoerd`;
}

/** Why a value is refused (spec 000 §5's message set), shown with its field. */
export function problemText(problem: Problem): string {
  switch (problem.rule) {
    case 'required':
    case 'required_if':
      return t`Dit veld is verplicht`;
    case 'email':
      return t`Geef een geldig e-mailadres in`;
    case 'confirmed':
      return t`De bevestiging komt niet overeen`;
    case 'alpha':
      return t`Gebruik alleen letters`;
    case 'alpha_num':
      return t`Gebruik alleen letters en cijfers`;
    case 'alpha_dash':
      return t`Gebruik alleen letters, cijfers, streepjes en liggende streepjes`;
    case 'alpha_spaces':
      return t`Gebruik alleen letters en spaties`;
    case 'between': {
      const { min, max } = problem;
      return t`Geef een waarde tussen ${min} en ${max} in`;
    }
    case 'digits': {
      const { length } = problem;
      return t`Geef precies ${length} cijfers in`;
    }
    case 'dimensions': {
      const { width, height } = problem;
      return t`De afbeelding moet ${width} bij ${height} pixels zijn`;
    }
    case 'excluded':
      return t`Deze waarde is niet toegestaan`;
    case 'ext': {
      const allowed = problem.allowed.join(', ');
      return `${t`Het geselecteerde bestand is niet ondersteund`}. ${t`Geldige bestanden: ${allowed}`}`;
    }
    case 'image':
      return t`Kies een afbeelding`;
    case 'integer':
      return t`Geef een geheel getal in`;
    case 'length': {
      const { length } = problem;
      return t`Dit veld moet precies ${length} tekens lang zijn`;
    }
    case 'max': {
      const { length } = problem;
      return t`Dit veld mag niet langer zijn dan ${length} tekens`;
    }
    case 'max_value': {
      const { max } = problem;
      return t`Geef een waarde van hoogstens ${max} in`;
    }
    case 'min': {
      const { length } = problem;
      return t`Dit veld moet minstens ${length} tekens lang zijn`;
    }
    case 'min_value': {
      const { min } = problem;
      return t`Geef een waarde van minstens ${min} in`;
    }
    case 'numeric':
      return t`Geef een getal in`;
    case 'one_of':
      return t`Kies een van de mogelijkheden`;
    case 'regex':
      return t`Deze waarde heeft niet de juiste vorm`;
    case 'size': {
      // Exact, in the reader's number format: a rounded limit could read "max 0 MB" or overstate it.
      const megabytes = problem.kilobytes / 1024;
      const maxSize = formatNumber(megabytes, i18n.locale as Language, Number.isInteger(megabytes) ? 0 : 2);
      return t`Het geselecteerde bestand is te groot (max ${maxSize} MB)`;
    }
    case 'decimal_comma':
      return t`Geef een getal in met een komma als decimaalteken`;
    case 'phone':
      return t`Geef een geldig telefoonnummer in`;
    case 'url':
      return t`Geef een geldig webadres in, bijvoorbeeld www.voorbeeld.be`;
    case 'postal_code':
      return t`Geef een geldige postcode in`;
    case 'company_number':
      return t`Geef een geldig ondernemingsnummer in: 0 of 1 en dan 9 cijfers`;
    case 'national_number':
      return t`Rijksregisternummer is ongeldig`;
    case 'password':
      return t`Minstens 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van @ $ ! % * ? &`;
    case 'future_date':
      return t`Deze datum moet in de toekomst liggen`;
    case 'min_date':
      return t`Deze datum moet later zijn dan de andere datum`;
    case 'min_time': {
      const { time } = problem;
      return t`Dit tijdstip moet later zijn dan ${time}`;
    }
    case 'max_time': {
      const { time } = problem;
      return t`Dit tijdstip moet vroeger zijn dan ${time}`;
    }
    case 'time':
      return t`Geef een tijd in als uu:mm`;
    case 'date':
      return t`Geef een geldige datum in`;
  }
}

/** Spec 000 §5: a field's messages are joined with a space; a form words its own rules itself (a text in the list). */
export function problemsText(problems: readonly (Problem | string)[] | undefined): string | null {
  return problems && problems.length > 0 ? problems.map((problem) => (typeof problem === 'string' ? problem : problemText(problem))).join(' ') : null;
}
