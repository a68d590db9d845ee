import type { KeyboardEvent, ReactNode } from 'react';
import { ComboBox as AriaComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { FieldMessages } from './FieldMessages.tsx';
import './ui.css';
import './combobox.css';

export interface ComboBoxProps<T extends object> {
  label: string;
  /** The label is read by assistive technology only (the field shows a placeholder). */
  labelHidden?: boolean;
  placeholder?: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  items: T[];
  itemKey: (item: T) => string;
  /** The option's plain text: what assistive technology reads and typeahead matches. */
  itemText: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** An option was chosen (pointer, or arrow keys and Enter). */
  onChoose: (key: string) => void;
  /**
   * The option the text stands for, when the field is a choice from a list (a municipality);
   * without it the text is free and no option stays chosen (a search).
   */
  selectedKey?: string | null;
  /** Enter without an option chosen: the typed text is the answer. */
  onSubmit?: () => void;
  /** What the open list says when it holds no option: "searching", "nothing found". */
  emptyText: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: string;
  /** The field's error, shown under it and announced; makes the field invalid. */
  error?: string | null;
  /** Takes the focus when it appears (it replaces a field that had it). */
  autoFocus?: boolean;
}

/**
 * A text field with a drop list of suggestions (WAI-ARIA combobox): type to filter, arrow keys
 * to move through the options, Enter or a click to choose one. The typed text is free: it is not
 * replaced by an option, and Enter without an option hands it to `onSubmit`.
 */
export function ComboBox<T extends object>({
  label,
  labelHidden = false,
  placeholder,
  inputValue,
  onInputChange,
  items,
  itemKey,
  itemText,
  renderItem,
  onChoose,
  selectedKey = null,
  onSubmit,
  emptyText,
  isRequired,
  isDisabled,
  description,
  error,
  autoFocus = false,
}: ComboBoxProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An option has virtual focus exactly when the input names it as its active descendant.
    if (event.key !== 'Enter' || event.currentTarget.getAttribute('aria-activedescendant') || !onSubmit) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <AriaComboBox
      className="combobox"
      aria-label={labelHidden ? label : undefined}
      items={items}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key | null) => key !== null && onChoose(String(key))}
      allowsCustomValue
      // The list opens to say "nothing found" only for typed text; an emptied field keeps it closed.
      allowsEmptyCollection={inputValue.trim() !== ''}
      menuTrigger="input"
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={!!error}
      validationBehavior="aria"
    >
      {!labelHidden && (
        <Label className="field-label">
          {label}
          {isRequired && <span aria-hidden="true"> *</span>}
        </Label>
      )}
      <Input className="field-input combobox-input" placeholder={placeholder} onKeyDown={onKeyDown} autoFocus={autoFocus} />
      <FieldMessages description={description} error={error} />
      <Popover className="combobox-popover" placement="bottom start">
        <ListBox<T> className="combobox-list" renderEmptyState={() => <p className="combobox-empty">{emptyText}</p>}>
          {(item) => (
            <ListBoxItem id={itemKey(item)} textValue={itemText(item)} className="combobox-option">
              {renderItem(item)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
