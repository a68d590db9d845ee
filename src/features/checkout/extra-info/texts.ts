import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { type AccessType, type EventFormProblem, type RentalDays, type VenueSetting } from '../../../domain/event-form.ts';
import { formatPeriodDate } from '../../../domain/format.ts';
import { problemsText } from '../../../texts/validation.ts';

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

  /** A field's problems in words, joined as spec 000 §5 asks; the rental days are this form's own rule. */
  const problems = (list: readonly EventFormProblem[] | undefined): string | null =>
    problemsText(list?.map((problem) => (problem.rule === 'outside_rental' ? outsideRental() : problem)));

  return { problems, outsideRental, rentalHint };
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
