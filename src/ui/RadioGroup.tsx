import type { ReactNode } from 'react';
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import './ui.css';
import './select.css';

export interface RadioGroupProps {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Short choices (yes or no) side by side; the arrow keys follow. */
  orientation?: 'vertical' | 'horizontal';
  description?: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled group of radio buttons: arrow keys move the choice, one tab stop. */
export function RadioGroup({ label, value, onChange, isDisabled, isRequired, orientation = 'vertical', description, error, children }: RadioGroupProps) {
  return (
    <AriaRadioGroup className="field radio-group" value={value} onChange={onChange} isDisabled={isDisabled} isRequired={isRequired} orientation={orientation} isInvalid={!!error} validationBehavior="aria">
      <Label className="field-label">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <div className="radio-options">{children}</div>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </AriaRadioGroup>
  );
}

export function Radio({ value, children, detail }: { value: string; children: ReactNode; detail?: string }) {
  return (
    <AriaRadio value={value} className="radio">
      <span className="radio-circle" aria-hidden="true" />
      <span className="radio-text">
        {children}
        {detail && <span className="radio-detail">{detail}</span>}
      </span>
    </AriaRadio>
  );
}
