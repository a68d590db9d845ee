import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';
import './content.css';

export interface AmountSelectorProps {
  label: string;
  /** Completes the label for assistive technology only, where the page shows it nearby (a heading). */
  hiddenLabel?: string;
  value: number;
  onChange: (value: number) => void;
  /** Spec 000 §5: 1 unless said otherwise. */
  min?: number;
  /** Null: no upper limit. */
  max: number | null;
  isDisabled?: boolean;
  /**
   * While a change is being checked: read-only rather than disabled, since disabling the focused
   * field blurs it, and react-aria then commits the text it held before the change as a new one.
   */
  isBusy?: boolean;
  description?: string;
  error?: string | null;
  /** The buttons' whole names, nothing added: react-aria would otherwise repeat the field's label in them. */
  decrementLabel: string;
  incrementLabel: string;
}

/**
 * A whole amount with minus and plus (spec 000 §5): clamped between min and max; plus is
 * disabled at max, or when max is 0.
 */
export function AmountSelector({ label, hiddenLabel, value, onChange, min = 1, max, isDisabled, isBusy, description, error, decrementLabel, incrementLabel }: AmountSelectorProps) {
  const atMax = max !== null && (max === 0 || value >= max);
  return (
    <NumberField
      className="field amount-selector"
      value={value}
      onChange={(next) => !Number.isNaN(next) && onChange(next)}
      minValue={min}
      maxValue={max === null ? undefined : Math.max(min, max)}
      step={1}
      formatOptions={{ maximumFractionDigits: 0 }}
      isDisabled={isDisabled}
      isReadOnly={isBusy}
      isInvalid={!!error}
      validationBehavior="aria"
      decrementAriaLabel={decrementLabel}
      incrementAriaLabel={incrementLabel}
    >
      <Label className="field-label">
        {label}
        {hiddenLabel && <span className="visually-hidden"> {hiddenLabel}</span>}
      </Label>
      <Group className="amount-selector-group">
        <Button slot="decrement" className="amount-selector-button">
          <span aria-hidden="true">−</span>
        </Button>
        <Input className="field-input amount-selector-input" />
        <Button slot="increment" className="amount-selector-button" isDisabled={isDisabled || atMax}>
          <span aria-hidden="true">+</span>
        </Button>
      </Group>
      <FieldMessages description={description} error={error} />
    </NumberField>
  );
}
