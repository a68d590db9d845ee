import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { useContext, useEffect, useState } from 'react';
import { Button, CalendarCell, CalendarGrid, CalendarStateContext, Heading, RangeCalendarStateContext, useLocale } from 'react-aria-components';
import { dateTimeFormat } from '../domain/intl.ts';
import './calendar.css';

/** The mark an unavailable day gets in the calendar; the legend explains each. */
type DayMarker = 'closed' | 'full' | 'unavailable';

/** Why a day cannot be chosen (shown as its tooltip and, when focused, under the calendar). */
export interface DayNote {
  reason: string;
  marker: DayMarker;
}

export interface LegendEntry {
  marker: DayMarker;
  label: string;
}

/** yyyy-MM-dd of a calendar date, and back. */
export const dayOf = (date: DateValue): string => date.toString().slice(0, 10);
export const dateOf = (day: string): CalendarDate => parseDate(day);

/**
 * What the customer typed or picked that cannot be chosen stays in the field, marked with its
 * reason, until the chosen value (`committed`, as text) changes.
 */
export function useHeldInput<T>(committed: string): [T | null, (input: T | null) => void] {
  const [held, setHeld] = useState<T | null>(null);
  useEffect(() => setHeld(null), [committed]);
  return [held, setHeld];
}

/** What a date field and a date-range field both take. */
export interface CalendarFieldProps {
  label: string;
  legend: LegendEntry[];
  legendLabel: string;
  /** The accessible name of the button that opens the calendar. */
  calendarLabel: string;
  /** The calendar popover's own accessible name: react-aria would give it the button's. */
  dialogLabel: string;
  /** The Intl locale of the calendar and the fields (nl-BE). */
  locale: string;
  /** The first and last day the calendar goes to (yyyy-MM-dd). */
  minValue: string;
  maxValue: string;
  isDisabled?: boolean;
  description?: string;
  error?: string | null;
}

export interface CalendarBodyProps {
  /** Why a day cannot be chosen; in a range calendar `anchor` is the first day once it is picked. */
  noteOf: (day: string, anchor: string | null) => DayNote | null;
  legend: LegendEntry[];
  legendLabel: string;
}

function DayCell({ date, note }: { date: CalendarDate; note: DayNote | null }) {
  return (
    <CalendarCell date={date} className="calendar-cell" data-marker={note?.marker}>
      {({ formattedDate }) => (
        <span className="calendar-day" title={note?.reason}>
          {formattedDate}
        </span>
      )}
    </CalendarCell>
  );
}

/**
 * The cell's accessible name is its date (react-aria's), so the reason a focused day cannot be
 * chosen is said here, in a live region, for keyboard and screen-reader users.
 */
function FocusedDayNote({ noteOf, anchor }: { noteOf: CalendarBodyProps['noteOf']; anchor: string | null }) {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = single ?? range;
  const { locale } = useLocale();
  const note = state?.isFocused ? noteOf(dayOf(state.focusedDate), anchor) : null;
  const date = state ? state.focusedDate.toDate(state.timeZone) : null;
  return (
    <p className="calendar-focus-note" aria-live="polite">
      {note && date && `${dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(date)}: ${note.reason}`}
    </p>
  );
}

/** Month heading with previous and next, the days, the focused day's note and the legend. */
export function CalendarBody({ noteOf, legend, legendLabel }: CalendarBodyProps) {
  const range = useContext(RangeCalendarStateContext);
  const anchor = range?.anchorDate ? dayOf(range.anchorDate) : null;
  return (
    <>
      <header className="calendar-header">
        <Button slot="previous" className="calendar-nav">
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className="calendar-heading" />
        <Button slot="next" className="calendar-nav">
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className="calendar-grid">{(date) => <DayCell date={date} note={noteOf(dayOf(date), anchor)} />}</CalendarGrid>
      <FocusedDayNote noteOf={noteOf} anchor={anchor} />
      <div className="calendar-legend">
        <p className="calendar-legend-title">{legendLabel}</p>
        <ul>
          {legend.map((entry) => (
            <li key={entry.marker}>
              <span className="calendar-swatch" data-marker={entry.marker} aria-hidden="true" />
              {entry.label}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 8h14v10H5zm2 2v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z"
      />
    </svg>
  );
}
