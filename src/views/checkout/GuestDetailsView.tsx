import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { GuestDetailsInput } from '../../../machines/guest-details/machine.ts';
import { selectFieldErrors, selectIsSubmitted, selectValues } from '../../../machines/guest-details/selectors.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { SUMMARY_PATH } from '../../app/config.ts';
import { guestDetailsLogic } from '../../app/wiring/guest-details.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../domain/address.ts';
import { PERSON_FIELDS, type PersonField } from '../../domain/contact-person.ts';
import { GUEST_HIDDEN_ADDRESS_FIELDS, GUEST_PERSON_RULES } from '../../domain/guest-details.ts';
import { AddressSelector } from '../../features/shared/address/AddressSelector.tsx';
import { PersonFields } from '../../features/shared/person/PersonFields.tsx';
import { problemsText } from '../../texts/validation.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { focusFieldIn } from '../../ui/focus-field.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { usePageTitle } from '../../app/page-title.tsx';

/** `authenticatie/gast`: the details a guest orders with (spec 001 §1, spec 002 §3), then the summary. */
export function GuestDetailsView() {
  const { t } = useLingui();
  usePageTitle(t`Uw gegevens`);
  const { session } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  // The form starts from what the session store kept (a reload loses nothing; the summary's "change" opens what was given).
  const [input] = useState((): GuestDetailsInput => {
    const pending = selectPending(session.getSnapshot());
    return { draft: pending.guestDraft ?? null, customer: pending.customer ?? null };
  });
  const [snapshot, send, actor] = useFlow(guestDetailsLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(formRef.current, field));
    return () => focusing.unsubscribe();
  }, [actor]);
  const values = selectValues(snapshot);
  const errors = selectFieldErrors(snapshot);
  const error = (field: string) => problemsText(errors[field]);
  const personErrors = Object.fromEntries(PERSON_FIELDS.map((field): [PersonField, string | null] => [field, error(`person.${field}`)]));
  const addressErrors = Object.fromEntries(ADDRESS_FIELDS.map((field): [AddressField, string | null] => [field, error(`address.${field}`)]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMITTED' });
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
      <form ref={formRef} onSubmit={submit} noValidate aria-describedby="guest-required-note">
        <p id="guest-required-note" className="form-page-note">
          <Trans>Velden met een * zijn verplicht.</Trans>
        </p>
        <FormSection title={t`Contactpersoon`}>
          <PersonFields
            value={values.person}
            onChange={(person) => send({ type: 'FIELD_CHANGED', patch: { person } })}
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
              onChange={(organisation) => send({ type: 'FIELD_CHANGED', patch: { organisation } })}
              autoComplete="organization"
              error={error('organisation')}
            />
          </div>
          <AddressSelector
            legend={t`Adres`}
            value={values.address}
            onChange={(address) => send({ type: 'FIELD_CHANGED', patch: { address } })}
            hidden={GUEST_HIDDEN_ADDRESS_FIELDS}
            errors={addressErrors}
          />
        </FormSection>
        <div className="form-page-actions">
          <Link href={`/authenticatie?returnTo=${encodeURIComponent(SUMMARY_PATH)}`} className="button button-secondary">
            <Trans>Terug</Trans>
          </Link>
          <Button type="submit" isPending={selectIsSubmitted(snapshot)}>
            <Trans>Verder naar het overzicht</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
