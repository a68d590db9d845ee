import { Label, TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  error?: string | null;
  rows?: number;
}

/** A text of several lines; like TextField, its error makes it invalid and is announced with it. */
export function TextAreaField({ label, description, error, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!error} validationBehavior="aria" className="field">
      <Label className="field-label">
        {label}
        {props.isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <TextArea className="field-input field-textarea" rows={rows} />
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  );
}
