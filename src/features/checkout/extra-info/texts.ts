import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { type AccessType, type EventFormProblem, type RentalDays, type VenueSetting } from '../../../domain/event-form.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import { problemsText } from '../../../texts/validation.ts';

/**
 * The words of the event form: why a field is refused (spec 000 §5's generic messages). In sales
 * mode the cart's one day is the pick-up day, and the event starts on it (decision 015).
 */
export function useEventFormTexts(rental: RentalDays | null, salesMode: boolean) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  // A local midnight: a bare yyyy-MM-dd would be read as UTC.
  const day = (value: string) => formatPeriodDate(`${value}T00:00:00`, language);

  /** The days the event may start on, under the date field. */
  const rentalHint = (): string | undefined => {
    if (!rental) return undefined;
    const from = day(rental.from);
    const to = day(rental.to);
    if (salesMode) return t`Het evenement begint op de afhaaldag: ${from}`;
    return rental.from === rental.to ? t`De dag van de huur: ${from}` : t`Een dag van de huurperiode: ${from} tot en met ${to}`;
  };
  const outsideRental = (): string => (salesMode ? t`Kies de afhaaldag` : t`Kies een dag van de huurperiode`);
  /** The calendar's mark for a day the event cannot start on. */
  const outsideRentalMark = (): string => (salesMode ? t`Niet de afhaaldag` : t`Buiten de huurperiode`);

  /** A field's problems in words, joined as spec 000 §5 asks; the rental days are this form's own rule. */
  const problems = (list: readonly EventFormProblem[] | undefined): string | null =>
    problemsText(list?.map((problem) => (problem.rule === 'outside_rental' ? outsideRental() : problem)));

  return { problems, outsideRental, outsideRentalMark, rentalHint };
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
