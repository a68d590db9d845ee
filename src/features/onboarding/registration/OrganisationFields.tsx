import { useLingui } from '@lingui/react/macro';
import type { ChosenAssociation, RegistryCompany } from '../../../../machines/registration/organisation.ts';
import { ADDRESS_FIELDS } from '../../../domain/address.ts';
import { DEPARTMENTS, MUNICIPALITIES, optionsMatching } from '../../../domain/government.ts';
import { ORGANISATION_HIDDEN_ADDRESS_FIELDS, RECOGNITIONS, type OrganisationValues, type RegistrationType } from '../../../domain/registration.ts';
import { inactiveCompanyText } from '../../../texts/onboarding-lookups.ts';
import { recognitionText } from '../../../texts/onboarding-registration.ts';
import { ComboBox } from '../../../ui/ComboBox.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { AssociationSearch } from '../lookups/AssociationSearch.tsx';
import { CompanyLookup } from '../lookups/CompanyLookup.tsx';
import { errorOf, errorsOf, Field, lockedOf, type FormPart } from './FormParts.tsx';
import { FormSection } from '../../../ui/FormSection.tsx';

interface OrganisationFieldsProps extends FormPart {
  type: RegistrationType;
  association: ChosenAssociation | null;
  onAssociationChosen: (association: ChosenAssociation) => void;
  onAssociationCleared: () => void;
  onCompanyFound: (company: RegistryCompany) => void;
  /** Spec 002 §4: the registry knows the business number as inactive. */
  companyIsInactive: boolean;
  /** Spec 002 §5: the fields this kind must fill in; the others say they are optional. */
  required: readonly (keyof OrganisationValues)[];
}

/** A list to choose from, filtered as one types (a municipality, a department). */
function ListField({ label, options, value, onChange, error, isDisabled }: { label: string; options: readonly string[]; value: string; onChange: (value: string) => void; error: string | null; isDisabled: boolean }) {
  const { t } = useLingui();
  return (
    <ComboBox
      label={label}
      inputValue={value}
      onInputChange={onChange}
      items={optionsMatching(options, value).map((name) => ({ name }))}
      itemKey={(option) => option.name}
      itemText={(option) => option.name}
      renderItem={(option) => option.name}
      onChoose={onChange}
      selectedKey={options.includes(value) ? value : null}
      emptyText={t`Niets gevonden; kies een naam uit de lijst.`}
      description={t`Typ om de lijst te filteren en kies.`}
      isRequired
      isDisabled={isDisabled}
      error={error}
    />
  );
}

/**
 * Spec 002 §5: what each kind tells of its organisation. A non-profit names its business number
 * and who recognised it, and can take its name and address from the association register (then
 * locked) or from the company registry; a public service chooses its municipality and
 * department; a school gives its name.
 */
export function OrganisationFields({ type, values, errors, locked, change, association, onAssociationChosen, onAssociationCleared, onCompanyFound, companyIsInactive, required }: OrganisationFieldsProps) {
  const { t } = useLingui();
  const organisation = values.organisation;
  const changeOrganisation = (patch: Partial<OrganisationValues>) => change({ organisation: patch });
  const isLocked = (field: keyof OrganisationValues) => locked.includes(`organisation.${field}`);
  const isRequired = (field: keyof OrganisationValues) => required.includes(field);
  const text = (field: 'name' | 'businessNumber' | 'email' | 'phone' | 'website', label: string, extra: { type?: 'email' | 'tel' | 'url'; autoComplete?: string; description?: string } = {}) => (
    <Field name={`organisation.${field}`}>
      <TextField
        label={label}
        value={organisation[field]}
        onChange={(next) => changeOrganisation({ [field]: next })}
        type={extra.type}
        inputMode={extra.type === 'url' ? 'url' : undefined}
        autoComplete={extra.autoComplete}
        description={extra.description}
        isRequired={isRequired(field)}
        isDisabled={isLocked(field)}
        error={errorOf(errors, `organisation.${field}`)}
      />
    </Field>
  );
  const titles: Record<RegistrationType, string> = { GOVERNMENT: t`Uw dienst`, NON_PROFIT: t`Uw vereniging`, SCHOOL: t`Uw school` };

  return (
    <>
      <FormSection title={titles[type]}>
        {type === 'NON_PROFIT' && <AssociationSearch chosen={association} onChosen={onAssociationChosen} onCleared={onAssociationCleared} />}
        {type === 'GOVERNMENT' ? (
          <div className="registration-row">
            <Field name="organisation.municipality">
              <ListField
                label={t`Gemeente of provincie`}
                options={MUNICIPALITIES}
                value={organisation.municipality}
                onChange={(municipality) => changeOrganisation({ municipality })}
                error={errorOf(errors, 'organisation.municipality')}
                isDisabled={isLocked('municipality')}
              />
            </Field>
            <Field name="organisation.department">
              <ListField
                label={t`Dienst`}
                options={DEPARTMENTS}
                value={organisation.department}
                onChange={(department) => changeOrganisation({ department })}
                error={errorOf(errors, 'organisation.department')}
                isDisabled={isLocked('department')}
              />
            </Field>
          </div>
        ) : (
          text('name', type === 'SCHOOL' ? t`Naam van de school` : t`Naam van de vereniging`, { autoComplete: 'organization' })
        )}
        {type === 'NON_PROFIT' && (
          <>
            <CompanyLookup onFound={onCompanyFound} initialNumber={organisation.businessNumber} isDisabled={isLocked('businessNumber')} />
            {text('businessNumber', t`Ondernemingsnummer (optioneel)`, {
              description: t`0 of 1 en dan 9 cijfers, bijvoorbeeld 0412.345.614. Het btw-nummer is BE met dit nummer. Laat het leeg als uw vereniging er geen heeft.`,
            })}
            {companyIsInactive && <p className="notice notice-warning">{inactiveCompanyText()}</p>}
            <Field name="organisation.recognition">
              <RadioGroup
                label={t`Erkend door`}
                value={organisation.recognition || null}
                onChange={(recognition) => changeOrganisation({ recognition: RECOGNITIONS.find((option) => option === recognition) ?? '' })}
                isRequired
                isDisabled={isLocked('recognition')}
                error={errorOf(errors, 'organisation.recognition')}
              >
                {RECOGNITIONS.map((recognition) => (
                  <Radio key={recognition} value={recognition}>
                    {recognitionText(recognition)}
                  </Radio>
                ))}
              </RadioGroup>
            </Field>
          </>
        )}
        <div className="registration-row">
          {text('email', t`E-mailadres van de organisatie`, { type: 'email', autoComplete: 'email' })}
          {text('phone', t`Telefoon van de organisatie`, { type: 'tel', autoComplete: 'tel' })}
        </div>
        {/* A non-profit must give its website; a school or a public service may leave it out. */}
        {text('website', isRequired('website') ? t`Website` : t`Website (optioneel)`, { type: 'url', autoComplete: 'url' })}
      </FormSection>
      <FormSection title={t`Adres`}>
        <AddressSelector
          legend={t`Adres van de organisatie`}
          name="address"
          value={values.address}
          onChange={(address) => change({ address })}
          hidden={ORGANISATION_HIDDEN_ADDRESS_FIELDS}
          disabled={lockedOf(locked, 'address')}
          errors={errorsOf(errors, 'address', ADDRESS_FIELDS)}
        />
      </FormSection>
    </>
  );
}
