import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FIELDS } from '../../../domain/address.ts';
import { BILLING_HIDDEN_ADDRESS_FIELDS, type BillingValues } from '../../../domain/registration.ts';
import { CheckboxField } from '../../../ui/CheckboxGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { errorOf, errorsOf, Field, lockedOf, type FormPart } from './FormParts.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';

/**
 * Spec 002 §5: where a school's or a public service's invoices go. When they go to the
 * organisation itself, its name, address and e-mail address are sent as the invoice's (and not
 * asked twice); the VAT number is always asked.
 */
export function BillingFields({ values, errors, locked, change }: FormPart) {
  const { t } = useLingui();
  const billing = values.billing;
  const changeBilling = (patch: Partial<Omit<BillingValues, 'address'>>) => change({ billing: patch });
  const isLocked = (field: 'companyName' | 'vatNumber' | 'email') => locked.includes(`billing.${field}`);
  const text = (field: 'companyName' | 'vatNumber' | 'email', label: string, extra: { type?: 'email'; description?: string } = {}) => (
    <Field name={`billing.${field}`}>
      <TextField
        label={label}
        value={billing[field]}
        onChange={(next) => changeBilling({ [field]: next })}
        type={extra.type}
        description={extra.description}
        isRequired
        isDisabled={isLocked(field)}
        error={errorOf(errors, `billing.${field}`)}
      />
    </Field>
  );
  return (
    <FormSection title={t`Facturatie`}>
      {text('vatNumber', t`Btw-nummer`, { description: t`Bijvoorbeeld BE0123456789` })}
      <Field name="billing.sameAsOrganisation">
        <CheckboxField isSelected={billing.sameAsOrganisation} onChange={(sameAsOrganisation) => changeBilling({ sameAsOrganisation })}>
          {t`Facturen naar de organisatie zelf: dezelfde naam, hetzelfde adres en e-mailadres`}
        </CheckboxField>
      </Field>
      {!billing.sameAsOrganisation && (
        <>
          {text('companyName', t`Naam op de factuur`)}
          {text('email', t`E-mailadres voor facturen`, { type: 'email' })}
          <AddressSelector
            legend={t`Facturatieadres`}
            name="billing.address"
            value={billing.address}
            onChange={(address) => change({ billing: { address } })}
            hidden={BILLING_HIDDEN_ADDRESS_FIELDS}
            disabled={lockedOf(locked, 'billing.address')}
            errors={errorsOf(errors, 'billing.address', ADDRESS_FIELDS)}
          />
        </>
      )}
    </FormSection>
  );
}
