import { useLingui } from '@lingui/react/macro';
import { PERSON_FIELDS, type PersonValues } from '../../../domain/contact-person.ts';
import { CONTACT_RULES, type RegistrationErrors } from '../../../domain/registration.ts';
import { Button } from '../../../ui/Button.tsx';
import { PersonFields } from '../../shared/person/PersonFields.tsx';
import { errorsOf } from './FormParts.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';

interface ContactsFieldsProps {
  contacts: PersonValues[];
  errors: RegistrationErrors;
  canAdd: boolean;
  onAdd: () => void;
  onChange: (index: number, patch: Partial<PersonValues>) => void;
  onRemove: (index: number) => void;
}

/** Spec 002 §5: more contact persons of the organisation, without a login of their own. */
export function ContactsFields({ contacts, errors, canAdd, onAdd, onChange, onRemove }: ContactsFieldsProps) {
  const { t } = useLingui();
  if (contacts.length === 0 && !canAdd) return null;
  return (
    <FormSection title={t`Andere contactpersonen (optioneel)`}>
      <p className="registration-note">{t`Zij krijgen berichten over uw reserveringen, maar melden zich niet aan.`}</p>
      {contacts.map((contact, index) => {
        const number = index + 1;
        return (
          <fieldset key={index} className="registration-contact">
            <legend className="registration-contact-legend">{t`Contactpersoon ${number}`}</legend>
            <PersonFields
              name={`contacts.${index}`}
              value={contact}
              onChange={(patch) => onChange(index, patch)}
              errors={errorsOf(errors, `contacts.${index}`, PERSON_FIELDS)}
              salutationRequired={CONTACT_RULES.salutationRequired}
              phoneRequired={CONTACT_RULES.phoneRequired}
            />
            <Button variant="quiet" onPress={() => onRemove(index)}>
              {t`Contactpersoon ${number} verwijderen`}
            </Button>
          </fieldset>
        );
      })}
      {canAdd && (
        <Button variant="secondary" onPress={onAdd}>
          {t`Contactpersoon toevoegen`}
        </Button>
      )}
    </FormSection>
  );
}
