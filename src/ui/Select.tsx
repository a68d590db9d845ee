import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text } from 'react-aria-components';
import './ui.css';
import './select.css';

interface SelectOption {
  id: string;
  label: string;
  /** A second line under the label (an address, a note). */
  detail?: string;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (id: string) => void;
  placeholder: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  description?: string;
  error?: string | null;
}

/** A drop-down list of options (WAI-ARIA select: a button that opens a list box). */
export function Select({ label, options, value, onChange, placeholder, isDisabled, isRequired, description, error }: SelectProps) {
  return (
    <AriaSelect
      className="field select"
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      <Label className="field-label">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <Button className="field-input select-button">
        <SelectValue className="select-value" />
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M5 7l5 6 5-6z" />
        </svg>
      </Button>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="select-popover" placement="bottom start">
        <ListBox className="select-list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="select-option">
              <Text slot="label" className="select-option-label">
                {option.label}
              </Text>
              {option.detail && (
                <Text slot="description" className="select-option-detail">
                  {option.detail}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
