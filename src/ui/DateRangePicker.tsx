import type { DateValue } from '@internationalized/date';
import { useState } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  Button,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import { CalendarBody, CalendarIcon, dateOf, dayOf, useHeldInput, type CalendarFieldProps, type DayNote } from './CalendarParts.tsx';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';

/** First and last day, yyyy-MM-dd. */
interface DayRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends CalendarFieldProps {
  value: DayRange | null;
  /** Called only with a range whose days can be chosen; other input stays in the field, marked invalid with its reason. */
  onChange: (value: DayRange) => void;
  /** Why a day cannot be the first day, or null. */
  startNote: (day: string) => DayNote | null;
  /** Why a day cannot be the last day of a range starting on `start`, or null. */
  endNote: (day: string, start: string) => DayNote | null;
  /**
   * A typed range is given when the focus leaves the field or Enter is pressed, not at every
   * segment: where each given range costs a check at the server, a day typed on the way to
   * another (the 3 of 30) would otherwise be checked, and its answer would overwrite the typing.
   */
  commitsTypedOnLeave?: boolean;
  isReadOnly?: boolean;
}

/**
 * A period picker: two date fields and a calendar in a popover. Days that cannot be chosen are
 * marked and say why; once the first day is picked, the calendar judges the others as last days.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  startNote,
  endNote,
  legend,
  legendLabel,
  calendarLabel,
  dialogLabel,
  locale,
  minValue,
  maxValue,
  isDisabled,
  isReadOnly,
  description,
  error,
  commitsTypedOnLeave = false,
}: DateRangePickerProps) {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useHeldInput<RangeValue<DateValue>>(value ? `${value.start}/${value.end}` : '');
  const shown = draft ?? (value ? { start: dateOf(value.start), end: dateOf(value.end) } : null);

  const rangeNote = (start: string, end: string) => startNote(start) ?? endNote(end, start);
  const noteOf = (day: string, anchor: string | null): DayNote | null => {
    if (anchor) return endNote(day, anchor);
    // The chosen last day is judged as a last day, not as a first one.
    if (shown && day === dayOf(shown.end)) return day === dayOf(shown.start) ? rangeNote(day, day) : endNote(day, dayOf(shown.start));
    return startNote(day);
  };
  const draftError = draft ? (rangeNote(dayOf(draft.start), dayOf(draft.end))?.reason ?? null) : null;

  const commit = (range: RangeValue<DateValue>) => {
    setDraft(null);
    onChange({ start: dayOf(range.start), end: dayOf(range.end) });
  };
  const commitTyped = () => {
    if (draft && draftError === null) commit(draft);
  };
  const shownError = draftError ?? error ?? null;

  const change = (range: RangeValue<DateValue> | null) => {
    if (!range) return;
    if (rangeNote(dayOf(range.start), dayOf(range.end)) || (commitsTypedOnLeave && !isOpen)) {
      setDraft(range);
      return;
    }
    commit(range);
  };

  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        className="field date-picker"
        value={shown}
        onChange={change}
        isDateUnavailable={(date: DateValue, anchor?: DateValue | null) => noteOf(dayOf(date), anchor ? dayOf(anchor) : null) !== null}
        allowsNonContiguousRanges
        minValue={dateOf(minValue)}
        maxValue={dateOf(maxValue)}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        onOpenChange={setOpen}
        isInvalid={shownError !== null}
        validationBehavior="aria"
        shouldForceLeadingZeros
      >
        <Label className="field-label">{label}</Label>
        <Group
          className="field-input date-group"
          onBlur={(event) => {
            // Moving between the segments is still typing; the calendar button or anything else is leaving.
            const next = event.relatedTarget instanceof Element ? event.relatedTarget.closest('.date-input') : null;
            if (!next || !event.currentTarget.contains(next)) commitTyped();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
        >
          <DateInput slot="start" className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <span className="date-separator" aria-hidden="true">
            –
          </span>
          <DateInput slot="end" className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <Button className="date-button" aria-label={calendarLabel}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldMessages description={description} error={shownError} />
        <Popover className="calendar-popover" placement="bottom start">
          <Dialog className="calendar-dialog" aria-label={dialogLabel}>
            <RangeCalendar className="calendar">
              <CalendarBody noteOf={noteOf} legend={legend} legendLabel={legendLabel} />
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
