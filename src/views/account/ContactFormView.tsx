import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ContactFormInput } from '../../../machines/contact-form/machine.ts';
import {
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoading,
  selectIsNew,
  selectLoadFailed,
  selectSendMail,
  selectValues,
} from '../../../machines/contact-form/selectors.ts';
import { selectAccount, selectPending } from '../../../machines/session/selectors.ts';
import { CONTACTS_TAB } from '../../app/account-tabs.ts';
import { useServices } from '../../app/services.ts';
import { contactFormLogic } from '../../app/wiring/contact-form.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { PERSON_FIELDS, type PersonField } from '../../domain/contact-person.ts';
import { SHOP_USER_PERSON_RULES } from '../../domain/shop-user.ts';
import { PersonFields } from '../../features/shared/person/PersonFields.tsx';
import { contactFormFailureText } from '../../texts/account.ts';
import { failureText } from '../../texts/failures.ts';
import { problemsText } from '../../texts/validation.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/CheckboxGroup.tsx';
import { focusFieldIn } from '../../ui/focus-field.ts';
import { FormSection } from '../../ui/FormSection.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../../ui/form-page.css';
import { usePageTitle } from '../../app/page-title.tsx';

function ContactForm({ input }: { input: ContactFormInput }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send, actor] = useFlow(contactFormLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(formRef.current, field));
    return () => focusing.unsubscribe();
  }, [actor]);
  const failure = selectFailure(snapshot);
  if (selectIsLoading(snapshot)) return <Spinner label={t`De contactpersoon wordt geladen`} />;
  if (selectLoadFailed(snapshot)) {
    return <RetryNotice text={failure ? contactFormFailureText(failure) : failureText(undefined)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />;
  }
  const values = selectValues(snapshot);
  const errors = selectFieldErrors(snapshot);
  const personErrors = Object.fromEntries(PERSON_FIELDS.map((field): [PersonField, string | null] => [field, problemsText(errors[`person.${field}`])]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMITTED' });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-describedby="contact-required-note">
      <p id="contact-required-note" className="form-page-note">
        <Trans>Velden met een * zijn verplicht.</Trans>
      </p>
      <FormSection title={t`Contactpersoon`}>
        <PersonFields
          value={values.person}
          onChange={(person) => send({ type: 'FIELD_CHANGED', patch: { person } })}
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
                onChange={(mobile) => send({ type: 'FIELD_CHANGED', patch: { mobile } })}
                error={problemsText(errors.mobile)}
              />
            </div>
          }
        />
        {selectIsNew(snapshot) && (
          <CheckboxField
            isSelected={selectSendMail(snapshot)}
            onChange={(on) => send({ type: 'SEND_MAIL_TOGGLED', on })}
            detail={t`De contactpersoon krijgt een e-mail met een link om een wachtwoord te kiezen, en kan daarna zelf reserveren voor uw organisatie.`}
          >
            {t`Stuur meteen een uitnodiging per e-mail`}
          </CheckboxField>
        )}
      </FormSection>
      {failure && (
        <div role="alert" className="notice notice-error">
          <p>{contactFormFailureText(failure)}</p>
        </div>
      )}
      <div className="form-page-actions">
        <Link href={CONTACTS_TAB.path} className="button button-secondary">
          <Trans>Terug naar de contactpersonen</Trans>
        </Link>
        <Button type="submit" isPending={selectIsBusy(snapshot)}>
          {selectIsNew(snapshot) ? t`Contactpersoon toevoegen` : t`Wijzigingen bewaren`}
        </Button>
      </div>
    </form>
  );
}

/** account/contact/add and account/contact/edit/{contactId} (spec 002 §2): a contact person of the organisation, new or to change. */
export function ContactFormView({ contactId }: { contactId: string | null }) {
  const { t } = useLingui();
  const { session } = useServices();
  const account = useSelector(session, selectAccount);
  // Read once per person: the form starts from the draft the session store kept (a reload loses nothing).
  const [input] = useState(
    (): ContactFormInput => ({
      customerId: account?.CustomerID ?? '',
      contactId,
      confirmUrl: new URL('/reset-wachtwoord', window.location.origin).toString(),
      draft: selectPending(session.getSnapshot()).contactDraft ?? null,
    }),
  );
  const title = contactId === null ? t`Contactpersoon toevoegen` : t`Contactpersoon bewerken`;
  usePageTitle(title);
  return (
    <section className="form-page" aria-labelledby="contact-form-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Contactpersonen`, href: CONTACTS_TAB.path }, { label: title }]}
      />
      <h1 id="contact-form-title">{title}</h1>
      <ContactForm input={input} />
    </section>
  );
}
