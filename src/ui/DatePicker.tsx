import type { DateValue } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarBody, CalendarIcon, dateOf, dayOf, useHeldInput, type CalendarFieldProps, type DayNote } from './CalendarParts.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';

export interface DatePickerProps extends CalendarFieldProps {
  /** yyyy-MM-dd */
  value: string | null;
  /** Called only with a day that can be chosen; another stays in the field, marked invalid with its reason. */
  onChange: (day: string) => void;
  /** Why a day cannot be chosen, or null. */
  note: (day: string) => DayNote | null;
  isRequired?: boolean;
}

/** A date field with a calendar in a popover; days that cannot be chosen are marked and say why. */
export function DatePicker({
  label,
  value,
  onChange,
  note,
  legend,
  legendLabel,
  calendarLabel,
  dialogLabel,
  locale,
  minValue,
  maxValue,
  isDisabled,
  isRequired,
  description,
  error,
}: DatePickerProps) {
  const [draft, setDraft] = useHeldInput<DateValue>(value ?? '');
  const shown = draft ?? (value ? dateOf(value) : null);
  const shownError = (draft ? note(dayOf(draft))?.reason : null) ?? error ?? null;

  const change = (date: DateValue | null) => {
    if (!date) return;
    if (note(dayOf(date))) {
      setDraft(date);
      return;
    }
    setDraft(null);
    onChange(dayOf(date));
  };

  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        className="field date-picker"
        value={shown}
        onChange={change}
        isDateUnavailable={(date: DateValue) => note(dayOf(date)) !== null}
        minValue={dateOf(minValue)}
        maxValue={dateOf(maxValue)}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={shownError !== null}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <Label className="field-label">
          {label}
          {isRequired && <span aria-hidden="true"> *</span>}
        </Label>
        <Group className="field-input date-group">
          <DateInput className="date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
          <Button className="date-button" aria-label={calendarLabel}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldMessages description={description} error={shownError} />
        <Popover className="calendar-popover" placement="bottom start">
          <Dialog className="calendar-dialog" aria-label={dialogLabel}>
            <Calendar className="calendar">
              <CalendarBody noteOf={(day) => note(day)} legend={legend} legendLabel={legendLabel} />
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
