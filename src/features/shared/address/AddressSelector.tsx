import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { useStyleSettings } from '../../../app/style.ts';
import type { AddressField, AddressValue } from '../../../domain/address.ts';
import { countryName } from '../../../domain/format.ts';
import { Select } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import './address.css';

export interface AddressSelectorProps {
  /** The group's name, read before each field (e.g. "Locatie van het evenement"). */
  legend: string;
  value: AddressValue;
  onChange: (patch: Partial<AddressValue>) => void;
  /** Each field's message, in words. */
  errors?: Partial<Record<AddressField, string | null>>;
  /** Fields not shown (and not checked: see `addressSchema`). */
  hidden?: readonly AddressField[];
  /** Fields shown but not editable. */
  disabled?: readonly AddressField[];
  /** Marks each field's box as `data-field="<name>.<field>"`, so a form can move the focus to it. */
  name?: string;
}

/**
 * The address selector of spec 002 §5: title, street, number, postal code, city and country,
 * all required by default; fields can be hidden or disabled. The spec's place search and static
 * map need a geocoding service the contract does not offer: left out.
 */
export function AddressSelector({ legend, value, onChange, errors = {}, hidden = [], disabled = [], name = 'address' }: AddressSelectorProps) {
  const { t, i18n } = useLingui();
  const { countryOptions } = useStyleSettings();
  const shown = (field: AddressField) => !hidden.includes(field);
  const text = (field: AddressField, label: string, extra: { autoComplete?: string; isRequired?: boolean } = {}) =>
    shown(field) && (
      <div className={`address-${field}`} data-field={`${name}.${field}`}>
        <TextField
          label={label}
          value={value[field]}
          onChange={(next) => onChange({ [field]: next })}
          isRequired={extra.isRequired ?? true}
          isDisabled={disabled.includes(field)}
          error={errors[field] ?? null}
          autoComplete={extra.autoComplete}
        />
      </div>
    );

  return (
    <fieldset className="address-selector">
      <legend className="address-legend">{legend}</legend>
      <div className="address-grid">
        {text('title', t`Naam van de locatie`)}
        {text('street', t`Straat`, { autoComplete: 'address-line1' })}
        {text('number', t`Nummer`)}
        {text('addition', t`Bus (optioneel)`, { isRequired: false })}
        {text('postalCode', t`Postcode`, { autoComplete: 'postal-code' })}
        {text('city', t`Gemeente`, { autoComplete: 'address-level2' })}
        {shown('country') && (
          <div className="address-country" data-field={`${name}.country`}>
            <Select
              label={t`Land`}
              placeholder={t`Kies een land`}
              options={countryOptions.map((code) => ({ id: code, label: countryName(code, i18n.locale as Language) }))}
              value={value.country || null}
              onChange={(country) => onChange({ country })}
              isRequired
              isDisabled={disabled.includes('country')}
              error={errors.country ?? null}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
