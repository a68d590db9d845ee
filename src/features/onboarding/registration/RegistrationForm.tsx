import { Trans, useLingui } from '@lingui/react/macro';
import type { useMachine } from '@xstate/react';
import type { FormEvent, Ref } from 'react';
import { Link } from 'wouter';
import type { registrationMachine } from '../../../../machines/registration/machine.ts';
import {
  selectAssociation,
  selectCanAddContact,
  selectCanChangeType,
  selectCompanyIsInactive,
  selectFailure,
  selectFieldErrors,
  selectHasKey,
  selectIsCheckout,
  selectIsSubmitting,
  selectLockedFields,
  selectRequiredOrganisationFields,
  selectSecrets,
  selectType,
  selectValues,
} from '../../../../machines/registration/selectors.ts';
import { ADDRESS_FIELDS } from '../../../domain/address.ts';
import { ORGANISATION_HIDDEN_ADDRESS_FIELDS, type RegistrationPatch } from '../../../domain/registration.ts';
import { registrationFailureText, registrationTypeText } from '../../../texts/onboarding-registration.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckboxField } from '../../../ui/CheckboxGroup.tsx';
import { TermsField } from '../../shared/terms/TermsField.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { AccountFields } from './AccountFields.tsx';
import { BillingFields } from './BillingFields.tsx';
import { ContactsFields } from './ContactsFields.tsx';
import { errorOf, errorsOf, Field } from './form-parts.tsx';
import { OrganisationFields } from './OrganisationFields.tsx';
import './registration.css';
import { FormSection } from '../../../ui/FormSection.tsx';

type RegistrationSnapshot = ReturnType<typeof useMachine<typeof registrationMachine>>[0];
type Send = ReturnType<typeof useMachine<typeof registrationMachine>>[1];

export interface RegistrationFormProps {
  snapshot: RegistrationSnapshot;
  send: Send;
  formRef: Ref<HTMLFormElement>;
  /** The general terms (spec 002 §5); without them the form warns that they cannot be read. */
  termsUrl: string | null;
}

/** The registration form of spec 002 §5 for the chosen kind: it shows the machine's values, locks and refusals and sends every change. */
export function RegistrationForm({ snapshot, send, formRef, termsUrl }: RegistrationFormProps) {
  const { t } = useLingui();
  const type = selectType(snapshot);
  const values = selectValues(snapshot);
  const errors = selectFieldErrors(snapshot);
  const locked = selectLockedFields(snapshot);
  const failure = selectFailure(snapshot);
  const checkout = selectIsCheckout(snapshot);
  const submitting = selectIsSubmitting(snapshot);
  if (!type) return null;

  const change = (patch: RegistrationPatch) => send({ type: 'FIELD_CHANGED', patch });
  const part = { values, errors, locked, change };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  const kind = registrationTypeText(type);

  return (
    <form ref={formRef} className="registration-form" onSubmit={submit} noValidate aria-describedby="registration-required-note">
      <div className="registration-kind">
        <p>
          <Trans>
            U registreert als: <strong>{kind}</strong>
          </Trans>
        </p>
        {selectCanChangeType(snapshot) && (
          <Button variant="quiet" onPress={() => send({ type: 'TYPE_CHANGE_REQUESTED' })}>
            <Trans>Ander soort organisatie kiezen</Trans>
          </Button>
        )}
      </div>
      {selectHasKey(snapshot) && (
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
        association={selectAssociation(snapshot)}
        onAssociationChosen={(association) => send({ type: 'ASSOCIATION_CHOSEN', association })}
        onAssociationCleared={() => send({ type: 'ASSOCIATION_CLEARED' })}
        onCompanyFound={(company) => send({ type: 'COMPANY_FOUND', company })}
        companyIsInactive={selectCompanyIsInactive(snapshot)}
        required={selectRequiredOrganisationFields(snapshot)}
      />
      {type !== 'NON_PROFIT' && <BillingFields {...part} />}
      <AccountFields {...part} secrets={selectSecrets(snapshot)} changeSecrets={(patch) => send({ type: 'PASSWORD_CHANGED', patch })} />
      <ContactsFields
        contacts={values.contacts}
        errors={errors}
        canAdd={selectCanAddContact(snapshot)}
        onAdd={() => send({ type: 'CONTACT_ADDED' })}
        onChange={(index, patch) => send({ type: 'CONTACT_CHANGED', index, patch })}
        onRemove={(index) => send({ type: 'CONTACT_REMOVED', index })}
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
