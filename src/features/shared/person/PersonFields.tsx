import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SALUTATIONS, type PersonField, type PersonValues, type Salutation } from '../../../domain/contact-person.ts';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import './person.css';

export interface PersonFieldsProps {
  value: PersonValues;
  onChange: (patch: Partial<PersonValues>) => void;
  /** Each field's message, in words. */
  errors?: Partial<Record<PersonField, string | null>>;
  salutationRequired: boolean;
  phoneRequired: boolean;
  /** Fields shown but not editable (a register key fixes the salutation and the names). */
  disabled?: readonly PersonField[];
  /** Marks each field's box as `data-field="<name>.<field>"`, so a form can move the focus to it. */
  name?: string;
  /** Shown right after the e-mail address (a registration asks it twice). */
  afterEmail?: ReactNode;
  /** Shown right after the phone, beside it on a wide screen (a contact person's mobile), in a box with the class `person-pair`. */
  afterPhone?: ReactNode;
}

/** The person of a registration or a guest order: salutation, names, e-mail address and phone. */
export function PersonFields({ value, onChange, errors = {}, salutationRequired, phoneRequired, disabled = [], name = 'person', afterEmail, afterPhone }: PersonFieldsProps) {
  const { t } = useLingui();
  const salutationNames: Record<Salutation, string> = { Mr: t`Dhr.`, Ms: t`Mw.`, Mx: t`Mx.` };
  const text = (field: Exclude<PersonField, 'salutation'>, label: string, extra: { type?: 'email' | 'tel'; autoComplete: string; isRequired?: boolean }) => (
    <div className={`person-${field}`} data-field={`${name}.${field}`}>
      <TextField
        label={label}
        value={value[field]}
        onChange={(next) => onChange({ [field]: next })}
        type={extra.type}
        autoComplete={extra.autoComplete}
        isRequired={extra.isRequired ?? true}
        isDisabled={disabled.includes(field)}
        error={errors[field] ?? null}
      />
    </div>
  );
  return (
    <div className="person-fields">
      <div className="person-salutation" data-field={`${name}.salutation`}>
        <RadioGroup
          label={t`Aanspreking`}
          orientation="horizontal"
          value={value.salutation || null}
          onChange={(salutation) => onChange({ salutation: SALUTATIONS.find((s) => s === salutation) ?? '' })}
          isRequired={salutationRequired}
          isDisabled={disabled.includes('salutation')}
          error={errors.salutation ?? null}
        >
          {SALUTATIONS.map((salutation) => (
            <Radio key={salutation} value={salutation}>
              {salutationNames[salutation]}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      {text('firstName', t`Voornaam`, { autoComplete: 'given-name' })}
      {text('lastName', t`Achternaam`, { autoComplete: 'family-name' })}
      {text('email', t`E-mailadres`, { type: 'email', autoComplete: 'email' })}
      {afterEmail}
      {text('phone', phoneRequired ? t`Telefoon` : t`Telefoon (optioneel)`, { type: 'tel', autoComplete: 'tel', isRequired: phoneRequired })}
      {afterPhone}
    </div>
  );
}
