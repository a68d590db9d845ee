import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { SUMMARY_PATH } from '../../app/config.ts';
import { useGuestDetailsFlow } from '../../app/wiring/guest-details.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../domain/address.ts';
import { PERSON_FIELDS, type PersonField } from '../../domain/contact-person.ts';
import { GUEST_HIDDEN_ADDRESS_FIELDS, GUEST_PERSON_RULES } from '../../domain/guest-details.ts';
import { AddressSelector } from '../../features/shared/address/AddressSelector.tsx';
import { PersonFields } from '../../features/shared/person/PersonFields.tsx';
import { problemsText } from '../../texts/validation.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** `authenticatie/gast`: the details a guest orders with (spec 001 §1, spec 002 §3), then the summary. */
export function GuestDetailsView() {
  const { t } = useLingui();
  usePageTitle(t`Uw gegevens`);
  const form = useGuestDetailsFlow();
  const { values, errors, change } = form;
  const error = (field: string) => problemsText(errors[field]);
  const personErrors = Object.fromEntries(PERSON_FIELDS.map((field): [PersonField, string | null] => [field, error(`person.${field}`)]));
  const addressErrors = Object.fromEntries(ADDRESS_FIELDS.map((field): [AddressField, string | null] => [field, error(`address.${field}`)]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <section aria-labelledby="guest-title" className="form-page">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[
          { label: t`Home`, href: '/home' },
          { label: t`Winkelwagen`, href: '/winkelwagen' },
          { label: t`Aanmelden of gegevens invullen`, href: `/authenticatie?returnTo=${encodeURIComponent(SUMMARY_PATH)}` },
          { label: t`Verder als gast` },
        ]}
      />
      <h1 id="guest-title">
        <Trans>Verder als gast: uw gegevens</Trans>
      </h1>
      <p className="form-page-intro">
        <Trans>U reserveert zonder account. Met deze gegevens neemt de uitleendienst contact met u op over uw aanvraag.</Trans>
      </p>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby="guest-required-note">
        <p id="guest-required-note" className="form-page-note">
          <Trans>Velden met een * zijn verplicht.</Trans>
        </p>
        <FormSection title={t`Contactpersoon`}>
          <PersonFields
            value={values.person}
            onChange={(person) => change({ person })}
            errors={personErrors}
            salutationRequired={GUEST_PERSON_RULES.salutationRequired}
            phoneRequired={GUEST_PERSON_RULES.phoneRequired}
          />
        </FormSection>
        <FormSection title={t`Organisatie en adres`}>
          <div data-field="organisation">
            <TextField
              label={t`Naam van de organisatie (optioneel)`}
              description={t`Leeg gelaten, dan staat de reservering op uw eigen naam.`}
              value={values.organisation}
              onChange={(organisation) => change({ organisation })}
              autoComplete="organization"
              error={error('organisation')}
            />
          </div>
          <AddressSelector
            legend={t`Adres`}
            value={values.address}
            onChange={(address) => change({ address })}
            hidden={GUEST_HIDDEN_ADDRESS_FIELDS}
            errors={addressErrors}
          />
        </FormSection>
        <div className="form-page-actions">
          <Link href={`/authenticatie?returnTo=${encodeURIComponent(SUMMARY_PATH)}`} className="button button-secondary">
            <Trans>Terug</Trans>
          </Link>
          <Button type="submit" isPending={form.submitted}>
            <Trans>Verder naar het overzicht</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
