import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PERSON_FIELDS } from '../../../domain/contact-person.ts';
import { REGISTRANT_RULES, type RegistrationSecrets } from '../../../domain/registration.ts';
import { problemText } from '../../../texts/validation.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { Toggle } from '../../../ui/Toggle.tsx';
import { PersonFields } from '../../shared/person/PersonFields.tsx';
import { errorOf, errorsOf, Field, lockedOf, type FormPart } from './FormParts.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';

interface AccountFieldsProps extends FormPart {
  secrets: RegistrationSecrets;
  changeSecrets: (patch: Partial<RegistrationSecrets>) => void;
}

/**
 * The person who registers and logs in later (spec 002 §5): salutation, names, e-mail address
 * twice, phone, and a password twice, its rule shown before it is refused.
 */
export function AccountFields({ values, errors, locked, change, secrets, changeSecrets }: AccountFieldsProps) {
  const { t } = useLingui();
  // How the passwords show is the page's own business: nothing the flow decides.
  const [showPasswords, setShowPasswords] = useState(false);
  const password = (field: keyof RegistrationSecrets, label: string, description?: string) => (
    <Field name={field} className={`registration-${field}`}>
      <TextField
        label={label}
        type={showPasswords ? 'text' : 'password'}
        autoComplete="new-password"
        value={secrets[field]}
        onChange={(next) => changeSecrets({ [field]: next })}
        description={description}
        isRequired
        error={errorOf(errors, field)}
      />
    </Field>
  );
  return (
    <FormSection title={t`Uw gegevens`}>
      <p className="registration-note">{t`Met dit e-mailadres en wachtwoord meldt u zich later aan.`}</p>
      <PersonFields
        name="person"
        value={values.person}
        onChange={(person) => change({ person })}
        errors={errorsOf(errors, 'person', PERSON_FIELDS)}
        salutationRequired={REGISTRANT_RULES.salutationRequired}
        phoneRequired={REGISTRANT_RULES.phoneRequired}
        disabled={lockedOf(locked, 'person')}
        afterEmail={
          <Field name="emailConfirmation" className="registration-emailConfirmation">
            <TextField
              label={t`Bevestig uw e-mailadres`}
              type="email"
              autoComplete="email"
              value={values.emailConfirmation}
              onChange={(emailConfirmation) => change({ emailConfirmation })}
              isRequired
              error={errorOf(errors, 'emailConfirmation')}
            />
          </Field>
        }
      />
      <div className="registration-passwords">
        {password('password', t`Wachtwoord`, problemText({ rule: 'password' }))}
        {password('passwordConfirmation', t`Herhaal het wachtwoord`)}
        <Toggle isSelected={showPasswords} onChange={setShowPasswords}>
          {t`Wachtwoorden tonen`}
        </Toggle>
      </div>
    </FormSection>
  );
}
