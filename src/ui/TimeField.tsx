import { parseTime, type Time } from '@internationalized/date';
import { DateInput, DateSegment, I18nProvider, Label, TimeField as AriaTimeField } from 'react-aria-components';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';
import './calendar.css';

export interface TimeFieldProps {
  label: string;
  /** HH:mm, or '' while no full time is given. */
  value: string;
  onChange: (time: string) => void;
  /** The Intl locale of the field (nl-BE). */
  locale: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
  error?: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function timeOf(value: string): Time | null {
  try {
    return value ? parseTime(value.padStart(5, '0')) : null;
  } catch {
    return null;
  }
}

/** A time of day in hours and minutes (24 hours), typed segment by segment. */
export function TimeField({ label, value, onChange, locale, isRequired, isDisabled, description, error }: TimeFieldProps) {
  return (
    <I18nProvider locale={locale}>
      <AriaTimeField
        className="field time-field"
        value={timeOf(value)}
        onChange={(time) => onChange(time ? `${pad(time.hour)}:${pad(time.minute)}` : '')}
        hourCycle={24}
        shouldForceLeadingZeros
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={!!error}
        validationBehavior="aria"
      >
        <Label className="field-label">
          {label}
          {isRequired && <span aria-hidden="true"> *</span>}
        </Label>
        <DateInput className="field-input date-group date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
        <FieldMessages description={description} error={error} />
      </AriaTimeField>
    </I18nProvider>
  );
}
