import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { CONTACTS_TAB } from '../../app/account-tabs.ts';
import { usePageTitle } from '../../app/PageTitle.tsx';
import { useContactPersonForm } from '../../app/wiring/contact-person.ts';
import { PERSON_FIELDS, type PersonField } from '../../domain/contact-person.ts';
import { SHOP_USER_PERSON_RULES } from '../../domain/shop-user.ts';
import { PersonFields } from '../../features/shared/person/PersonFields.tsx';
import { contactPersonFailureText } from '../../texts/account.ts';
import { failureText } from '../../texts/failures.ts';
import { problemsText } from '../../texts/validation.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxGroup.tsx';
import { FormSection } from '../../ui/FormSection.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../../ui/form-page.css';

function ContactPersonForm({ contactId }: { contactId: string | null }) {
  const { t } = useLingui();
  const form = useContactPersonForm(contactId);
  const { failure, values, errors } = form;
  if (form.step === 'loading') return <Spinner label={t`De contactpersoon wordt geladen`} />;
  if (form.step === 'loadFailed') return <RetryNotice text={failure ? contactPersonFailureText(failure) : failureText(undefined)} onRetry={form.retry} />;
  const personErrors = Object.fromEntries(PERSON_FIELDS.map((field): [PersonField, string | null] => [field, problemsText(errors[`person.${field}`])]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-describedby="contact-required-note">
      <p id="contact-required-note" className="form-page-note">
        <Trans>Velden met een * zijn verplicht.</Trans>
      </p>
      <FormSection title={t`Contactpersoon`}>
        <PersonFields
          value={values.person}
          onChange={(person) => form.change({ person })}
          errors={personErrors}
          salutationRequired={SHOP_USER_PERSON_RULES.salutationRequired}
          phoneRequired={SHOP_USER_PERSON_RULES.phoneRequired}
          afterPhone={
            <div className="person-pair" data-field="mobile">
              <TextField
                label={t`Gsm (optioneel)`}
                type="tel"
                autoComplete="tel"
                value={values.mobile}
                onChange={(mobile) => form.change({ mobile })}
                error={problemsText(errors.mobile)}
              />
            </div>
          }
        />
        {form.isNew && (
          <CheckboxField
            isSelected={form.sendMail}
            onChange={form.toggleSendMail}
            detail={t`De contactpersoon krijgt een e-mail met een link om een wachtwoord te kiezen, en kan daarna zelf reserveren voor uw organisatie.`}
          >
            {t`Stuur meteen een uitnodiging per e-mail`}
          </CheckboxField>
        )}
      </FormSection>
      {failure && (
        <div role="alert" className="notice notice-error">
          <p>{contactPersonFailureText(failure)}</p>
        </div>
      )}
      <div className="form-page-actions">
        <Link href={CONTACTS_TAB.path} className="button button-secondary">
          <Trans>Terug naar de contactpersonen</Trans>
        </Link>
        <Button type="submit" isPending={form.busy}>
          {form.isNew ? t`Contactpersoon toevoegen` : t`Wijzigingen bewaren`}
        </Button>
      </div>
    </form>
  );
}

/** account/contact/add and account/contact/edit/{contactId} (spec 002 §2): a contact person of the organisation, new or to change. */
export function ContactPersonView({ contactId }: { contactId: string | null }) {
  const { t } = useLingui();
  const title = contactId === null ? t`Contactpersoon toevoegen` : t`Contactpersoon bewerken`;
  usePageTitle(title);
  return (
    <section className="form-page" aria-labelledby="contact-person-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Contactpersonen`, href: CONTACTS_TAB.path }, { label: title }]}
      />
      <h1 id="contact-person-title">{title}</h1>
      <ContactPersonForm contactId={contactId} />
    </section>
  );
}
