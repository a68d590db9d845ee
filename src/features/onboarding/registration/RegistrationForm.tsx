import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { RegistrationFlow } from '../../../app/wiring/registration.ts';
import { ADDRESS_FIELDS } from '../../../domain/address.ts';
import { ORGANISATION_HIDDEN_ADDRESS_FIELDS } from '../../../domain/registration.ts';
import { registrationFailureText, registrationTypeText } from '../../../texts/onboarding-registration.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxGroup.tsx';
import { TermsField } from '../../shared/terms/TermsField.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { AccountFields } from './AccountFields.tsx';
import { BillingFields } from './BillingFields.tsx';
import { ContactsFields } from './ContactsFields.tsx';
import { errorOf, errorsOf, Field } from './FormParts.tsx';
import { OrganisationFields } from './OrganisationFields.tsx';
import './registration.css';
import { FormSection } from '../../../ui/FormSection.tsx';

export interface RegistrationFormProps {
  form: RegistrationFlow;
  /** The general terms (spec 002 §5); without them the form warns that they cannot be read. */
  termsUrl: string | null;
}

/** The registration form of spec 002 §5 for the chosen kind: it shows the flow's values, locks and refusals and hands every change to it. */
export function RegistrationForm({ form, termsUrl }: RegistrationFormProps) {
  const { t } = useLingui();
  const { type, values, errors, locked, failure, checkout, submitting, change } = form;
  if (!type) return null;

  const part = { values, errors, locked, change };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const kind = registrationTypeText(type);

  return (
    <form ref={form.formRef} className="registration-form" onSubmit={submit} noValidate aria-describedby="registration-required-note">
      <div className="registration-kind">
        <p>
          <Trans>
            U registreert als: <strong>{kind}</strong>
          </Trans>
        </p>
        {form.canChangeType && (
          <Button variant="quiet" onPress={form.changeType}>
            <Trans>Ander soort organisatie kiezen</Trans>
          </Button>
        )}
      </div>
      {form.hasKey && (
        <p className="notice notice-info">
          <Trans>U registreert met een registratiesleutel: wat de sleutel vastlegt, is al ingevuld en kan niet gewijzigd worden.</Trans>
        </p>
      )}
      <p id="registration-required-note" className="registration-note">
        <Trans>Velden met een * zijn verplicht.</Trans>
      </p>

      <OrganisationFields
        {...part}
        type={type}
        association={form.association}
        onAssociationChosen={form.chooseAssociation}
        onAssociationCleared={form.clearAssociation}
        onCompanyFound={form.takeCompany}
        companyIsInactive={form.companyIsInactive}
        required={form.requiredOrganisationFields}
      />
      {type !== 'NON_PROFIT' && <BillingFields {...part} />}
      <AccountFields {...part} secrets={form.secrets} changeSecrets={form.changeSecrets} />
      <ContactsFields
        contacts={values.contacts}
        errors={errors}
        canAdd={form.canAddContact}
        onAdd={form.addContact}
        onChange={form.changeContact}
        onRemove={form.removeContact}
      />
      {/*
        The delivery address is asked at checkout only: the order carries it (`Address` of
        `_checkout-and-register`); a registration on its own has no place for it in the contract.
      */}
      {checkout && (
        <FormSection title={t`Levering`}>
          <Field name="differentDelivery">
            <CheckboxField isSelected={values.differentDelivery} onChange={(differentDelivery) => change({ differentDelivery })}>
              {t`Leveren op een ander adres dan dat van de organisatie`}
            </CheckboxField>
          </Field>
          {values.differentDelivery && (
            <AddressSelector
              legend={t`Leveradres`}
              name="delivery"
              value={values.delivery}
              onChange={(delivery) => change({ delivery })}
              hidden={ORGANISATION_HIDDEN_ADDRESS_FIELDS}
              errors={errorsOf(errors, 'delivery', ADDRESS_FIELDS)}
            />
          )}
        </FormSection>
      )}

      <FormSection title={t`Tot slot`}>
        <Field name="newsletter">
          <CheckboxField isSelected={values.newsletter} onChange={(newsletter) => change({ newsletter })}>
            {t`Ik wil de nieuwsbrief van de uitleendienst ontvangen`}
          </CheckboxField>
        </Field>
        {!checkout && (
        <Field name="termsAccepted">
          <TermsField termsUrl={termsUrl} accepted={values.termsAccepted} onChange={(termsAccepted) => change({ termsAccepted })} refused={errorOf(errors, 'termsAccepted') !== null} />
        </Field>
        )}
      </FormSection>

      {failure && (
        <div role="alert" className="notice notice-error">
          <p>{registrationFailureText(failure)}</p>
          {failure.error.kind === 'duplicate' && (
            <p>
              <Link href="/login">
                <Trans>Aanmelden</Trans>
              </Link>
              {' · '}
              <Link href="/wachtwoord-vergeten">
                <Trans>Wachtwoord vergeten?</Trans>
              </Link>
            </p>
          )}
        </div>
      )}
      <div className="registration-actions">
        <Button type="submit" isPending={submitting}>
          {checkout ? <Trans>Verder naar het overzicht</Trans> : <Trans>Account aanmaken</Trans>}
        </Button>
      </div>
    </form>
  );
}
