import { Input, Label, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** The field's error, shown under it and announced; makes the field invalid. */
  error?: string | null;
}

export function TextField({ label, description, error, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} isInvalid={!!error} className="field">
      <Label className="field-label">
        {label}
        {props.isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <Input className="field-input" />
      <FieldMessages description={description} error={error} />
    </AriaTextField>
  );
}
