import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import type { AccountDetailsFlow } from '../../../app/wiring/account-details.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../../domain/address.ts';
import { PERSON_FIELDS, type PersonField } from '../../../domain/contact-person.ts';
import type { ProfileErrors, ProfileField } from '../../../domain/profile.ts';
import { BILLING_HIDDEN_ADDRESS_FIELDS, CONTACT_RULES, ORGANISATION_HIDDEN_ADDRESS_FIELDS } from '../../../domain/registration.ts';
import { accountDetailsFailureText } from '../../../texts/account.ts';
import { problemsText, problemText } from '../../../texts/validation.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxGroup.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';
import { TextField, type TextFieldProps } from '../../../ui/TextField.tsx';
import { Toggle } from '../../../ui/Toggle.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { PersonFields } from '../../shared/person/PersonFields.tsx';
import './profile.css';

export interface ProfileFormProps {
  /** The flow of "Mijn gegevens", as the page's hook hands it. */
  profile: AccountDetailsFlow;
}

/** The messages of a group of fields (an address, a person), by their own names. */
function groupErrors<F extends AddressField | PersonField>(errors: ProfileErrors, prefix: string, fields: readonly F[]): Partial<Record<F, string | null>> {
  return Object.fromEntries(fields.map((field) => [field, problemsText(errors[`${prefix}.${field}`])])) as Partial<Record<F, string | null>>;
}

/** The read-only fields of a group, by their own names. */
const lockedIn = <F extends string>(locked: readonly ProfileField[], prefix: string): F[] =>
  locked.filter((field) => field.startsWith(`${prefix}.`)).map((field) => field.slice(prefix.length + 1) as F);

/** A field's box names its field, so the first refused one can take the focus. */
const Field = ({ name, children }: { name: ProfileField; children: ReactNode }) => <div data-field={name}>{children}</div>;

/**
 * "Mijn gegevens" as a form (spec 002 §2, §5): the contact, the organisation, its invoice details
 * and the password change. It shows the machine's values, locks and refusals and sends every change.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useLingui();
  const { values, errors, locked, failure, newPassword, changingPassword, change } = profile;
  if (!values) return null;

  const text = (field: ProfileField, props: Omit<TextFieldProps, 'error' | 'isDisabled'>) => (
    <Field name={field}>
      <TextField {...props} isDisabled={locked.includes(field)} error={problemsText(errors[field])} />
    </Field>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    profile.submit();
  };

  return (
    <form ref={profile.formRef} className="profile-form" onSubmit={submit} noValidate aria-describedby="profile-required-note">
      {profile.restored && (
        <div className="notice notice-info profile-restored">
          <p>
            <Trans>Uw wijzigingen van vorige keer zijn nog niet bewaard. Ze staan weer in het formulier.</Trans>
          </p>
          {profile.canDiscard && (
            <Button variant="secondary" onPress={profile.discardChanges}>
              <Trans>Wijzigingen ongedaan maken</Trans>
            </Button>
          )}
        </div>
      )}
      <p id="profile-required-note" className="form-page-note">
        <Trans>Velden met een * zijn verplicht.</Trans>
      </p>

      <FormSection title={t`Contactpersoon`}>
        <PersonFields
          name="contact"
          value={values.contact}
          onChange={(patch) => change({ contact: patch })}
          errors={groupErrors(errors, 'contact', PERSON_FIELDS)}
          salutationRequired={CONTACT_RULES.salutationRequired}
          phoneRequired={CONTACT_RULES.phoneRequired}
          disabled={lockedIn(locked, 'contact')}
        />
        <div className="profile-row">
          {text('contact.mobile', {
            label: t`Gsm`,
            type: 'tel',
            autoComplete: 'mobile tel',
            value: values.contact.mobile,
            onChange: (mobile) => change({ contact: { mobile } }),
            isRequired: true,
          })}
          {profile.provincial &&
            text('contact.nationalNumber', {
              label: t`Rijksregisternummer`,
              description: t`11 cijfers, bijvoorbeeld 85.07.30-033.28`,
              inputMode: 'numeric',
              value: values.contact.nationalNumber,
              onChange: (nationalNumber) => change({ contact: { nationalNumber } }),
              isRequired: true,
            })}
        </div>
        <Field name="contact.newsletter">
          <CheckboxField isSelected={values.contact.newsletter} onChange={(newsletter) => change({ contact: { newsletter } })}>
            {t`Ik wil de nieuwsbrief van de uitleendienst ontvangen`}
          </CheckboxField>
        </Field>
      </FormSection>

      <FormSection title={t`Organisatie`}>
        {text('organisation.companyName', {
          label: t`Naam van de organisatie (optioneel)`,
          description: t`Leeg gelaten, dan draagt de organisatie uw naam.`,
          autoComplete: 'organization',
          value: values.organisation.companyName,
          onChange: (companyName) => change({ organisation: { companyName } }),
        })}
        <AddressSelector
          legend={t`Adres van de organisatie`}
          name="organisation.address"
          value={values.organisation.address}
          onChange={(address) => change({ organisation: { address } })}
          hidden={ORGANISATION_HIDDEN_ADDRESS_FIELDS}
          disabled={lockedIn(locked, 'organisation.address')}
          errors={groupErrors(errors, 'organisation.address', ADDRESS_FIELDS)}
        />
        {text('organisation.phone', {
          label: t`Telefoon van de organisatie (optioneel)`,
          type: 'tel',
          autoComplete: 'work tel',
          value: values.organisation.phone,
          onChange: (phone) => change({ organisation: { phone } }),
        })}
        {text('organisation.email', {
          label: t`E-mailadres van de organisatie`,
          type: 'email',
          autoComplete: 'work email',
          value: values.organisation.email,
          onChange: (email) => change({ organisation: { email } }),
          isRequired: true,
        })}
        {text('organisation.website', {
          label: t`Website`,
          type: 'url',
          autoComplete: 'url',
          value: values.organisation.website,
          onChange: (website) => change({ organisation: { website } }),
          isRequired: true,
        })}
      </FormSection>

      <FormSection title={t`Facturatie`}>
        {profile.showsInvoice ? (
          <>
            {text('invoice.companyName', {
              label: t`Naam op de factuur`,
              value: values.invoice.companyName,
              onChange: (companyName) => change({ invoice: { companyName } }),
              isRequired: true,
            })}
            <AddressSelector
              legend={t`Facturatieadres`}
              name="invoice.address"
              value={values.invoice.address}
              onChange={(address) => change({ invoice: { address } })}
              hidden={BILLING_HIDDEN_ADDRESS_FIELDS}
              disabled={lockedIn(locked, 'invoice.address')}
              errors={groupErrors(errors, 'invoice.address', ADDRESS_FIELDS)}
            />
            {text('invoice.email', {
              label: t`E-mailadres voor facturen (optioneel)`,
              type: 'email',
              autoComplete: 'off',
              value: values.invoice.email,
              onChange: (email) => change({ invoice: { email } }),
            })}
            <div className="profile-row">
              {text('invoice.businessNumber', {
                label: t`Ondernemingsnummer`,
                description: t`0 of 1 en dan 9 cijfers, bijvoorbeeld 0412.345.614`,
                value: values.invoice.businessNumber,
                onChange: (businessNumber) => change({ invoice: { businessNumber } }),
                isRequired: true,
              })}
              {text('invoice.vatNumber', {
                label: t`Btw-nummer`,
                description: t`Bijvoorbeeld BE0412345614`,
                value: values.invoice.vatNumber,
                onChange: (vatNumber) => change({ invoice: { vatNumber } }),
                isRequired: true,
              })}
            </div>
          </>
        ) : (
          <p className="notice notice-warning">
            <Trans>Uw facturatiegegevens konden niet geladen worden. Ze worden nu niet getoond en niet gewijzigd; herlaad de pagina later om ze te zien.</Trans>
          </p>
        )}
      </FormSection>

      <FormSection title={t`Wachtwoord`}>
        <Toggle isSelected={changingPassword} onChange={profile.togglePasswordChange}>
          {t`Wachtwoord wijzigen`}
        </Toggle>
        {changingPassword && (
          <div className="profile-row profile-password">
            {text('newPassword.password', {
              label: t`Nieuw wachtwoord`,
              type: 'password',
              autoComplete: 'new-password',
              description: problemText({ rule: 'password' }),
              value: newPassword.password,
              onChange: (password) => profile.changeNewPassword({ password }),
              isRequired: true,
            })}
            {text('newPassword.confirmation', {
              label: t`Herhaal het nieuwe wachtwoord`,
              type: 'password',
              autoComplete: 'new-password',
              value: newPassword.confirmation,
              onChange: (confirmation) => profile.changeNewPassword({ confirmation }),
              isRequired: true,
            })}
          </div>
        )}
      </FormSection>

      {failure && (
        <div role="alert" className="notice notice-error">
          <p>{accountDetailsFailureText(failure)}</p>
        </div>
      )}
      <div className="profile-actions">
        <Button type="submit" isPending={profile.saving}>
          <Trans>Wijzigingen bewaren</Trans>
        </Button>
      </div>
    </form>
  );
}
