import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { EVENT_DESCRIPTION_MAX, MIN_ATTENDEES, type AccessType, type EventFormProblem, type RentalDays, type VenueSetting } from '../../../domain/event-form.ts';
import { formatPeriodDate } from '../../../domain/format.ts';

/** The words of the event form: why a field is refused (spec 000 §5's generic messages). */
export function useEventFormTexts(rental: RentalDays | null) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  // A local midnight: a bare yyyy-MM-dd would be read as UTC.
  const day = (value: string) => formatPeriodDate(`${value}T00:00:00`, language);

  /** The days the event may start on, under the date field. */
  const rentalHint = (): string | undefined => {
    if (!rental) return undefined;
    const from = day(rental.from);
    const to = day(rental.to);
    return t`Een dag van de huurperiode: ${from} tot en met ${to}`;
  };
  const outsideRental = (): string => t`Kies een dag van de huurperiode`;

  const problem = (code: EventFormProblem): string => {
    switch (code) {
      case 'required':
        return t`Dit veld is verplicht`;
      case 'too-long': {
        const length = EVENT_DESCRIPTION_MAX;
        return t`Dit veld mag niet langer zijn dan ${length} tekens`;
      }
      case 'not-a-number':
        return t`Geef een getal in`;
      case 'not-whole':
        return t`Geef een geheel getal in`;
      case 'too-small': {
        const min = MIN_ATTENDEES;
        return t`Geef een aantal van minstens ${min} in`;
      }
      case 'invalid-date':
        return t`Geef een geldige datum in`;
      case 'outside-rental':
        return outsideRental();
      case 'invalid-time':
        return t`Geef een tijd in als uu:mm`;
      case 'invalid-phone':
        return t`Geef een geldig telefoonnummer in`;
      case 'invalid-url':
        return t`Geef een geldig webadres in, bijvoorbeeld www.voorbeeld.be`;
      case 'invalid-postal-code':
        return t`Geef een geldige postcode in`;
    }
  };

  return { problem, outsideRental, rentalHint };
}

/** The words of the event's choices, the same on the form and on the summary. */
export function useEventChoiceTexts() {
  const { t } = useLingui();
  const venueSetting = (setting: VenueSetting): string => {
    switch (setting) {
      case 'Inside':
        return t`Binnen`;
      case 'Outside':
        return t`Buiten`;
      case 'Tent':
        return t`Tent`;
    }
  };
  const accessType = (access: AccessType): string => (access === 'Public' ? t`Publiek` : t`Privé`);
  return { venueSetting, accessType };
}
