import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, CheckboxGroup as AriaCheckboxGroup, Label } from 'react-aria-components';
import './ui.css';
import './checkbox.css';

export interface CheckboxGroupProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  children: ReactNode;
}

/** A labelled group of checkboxes whose value is the list of checked values. */
export function CheckboxGroup({ label, value, onChange, children }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup value={value} onChange={onChange} className="checkbox-group">
      <Label className="checkbox-group-label">{label}</Label>
      {children}
    </AriaCheckboxGroup>
  );
}

/** One checkbox on its own (not in a group), e.g. to tick a line of a list. */
export function StandaloneCheckbox({ isSelected, onChange, children }: { isSelected: boolean; onChange: (selected: boolean) => void; children: ReactNode }) {
  return (
    <AriaCheckbox isSelected={isSelected} onChange={onChange} className="checkbox">
      <CheckMark />
      {children}
    </AriaCheckbox>
  );
}

/**
 * One checkbox as a field of a form that may refuse it (terms to accept): marked required, its
 * error shown under it and read with it. A link about it (the terms themselves) goes in `detail`,
 * beside the label: a link inside a checkbox's label would only toggle the checkbox.
 */
export function CheckboxField({
  isSelected,
  onChange,
  isRequired = false,
  detail,
  error,
  children,
}: {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isRequired?: boolean;
  detail?: ReactNode;
  error?: string | null;
  children: string;
}) {
  const errorId = useId();
  return (
    <div className="checkbox-field">
      <AriaCheckbox isSelected={isSelected} onChange={onChange} isRequired={isRequired} isInvalid={!!error} aria-describedby={error ? errorId : undefined} className="checkbox">
        <CheckMark />
        <span>
          {children}
          {isRequired && <span aria-hidden="true"> *</span>}
        </span>
      </AriaCheckbox>
      {detail && <div className="checkbox-field-detail">{detail}</div>}
      {error && (
        <p id={errorId} className="field-error checkbox-field-detail">
          {error}
        </p>
      )}
    </div>
  );
}

export function Checkbox({ value, children }: { value: string; children: ReactNode }) {
  return (
    <AriaCheckbox value={value} className="checkbox">
      <CheckMark />
      {children}
    </AriaCheckbox>
  );
}

function CheckMark() {
  return (
    <span className="checkbox-box" aria-hidden="true">
      <svg viewBox="0 0 18 18" width="14" height="14">
        <polyline points="2 9 7 14 16 4" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
    </span>
  );
}
