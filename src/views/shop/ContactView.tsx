import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useContactMessageFlow } from '../../app/wiring/contact-message.ts';
import { CONTACT_MESSAGE_LIMITS } from '../../domain/contact-message.ts';
import { formatNumber } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { problemsText } from '../../texts/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { useFocusOnShow } from '../../ui/focus-field.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** The footer's Contact link: a message to the lending service, mailed through `POST v2/_contact-form`. */
export function ContactView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Contact`);
  const { values, problems, sending, sent, formRef, change, submit: sendMessage, writeAnother } = useContactMessageFlow();
  const sentRef = useFocusOnShow(sent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendMessage();
  };
  const address = values.email.trim();
  const maxMessage = formatNumber(CONTACT_MESSAGE_LIMITS.message, i18n.locale as Language, 0);

  return (
    <section className="narrow-page" aria-labelledby="contact-title">
      <h1 id="contact-title">
        <Trans>Contact</Trans>
      </h1>
      {sent ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="notice outcome">
          <p>
            <Trans>Uw bericht is verzonden. De uitleendienst antwoordt u zo snel mogelijk.</Trans>
          </p>
          <p>
            <Trans>
              Het antwoord komt naar: <strong>{address}</strong>
            </Trans>
          </p>
          <Button variant="secondary" onPress={writeAnother}>
            <Trans>Nog een bericht sturen</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className="muted">
            <Trans>Een vraag over uitlenen, een magazijn of uw account? Stuur de uitleendienst een bericht. Over een bestelling schrijft u het best vanuit die bestelling in uw account.</Trans>
          </p>
          <p id="contact-required-note" className="muted">
            <Trans>Velden met een * zijn verplicht.</Trans>
          </p>
          <form ref={formRef} className="form" onSubmit={submit} noValidate aria-labelledby="contact-title" aria-describedby="contact-required-note">
            <TextField name="name" data-field="name" label={t`Naam`} autoComplete="name" isRequired value={values.name} onChange={(name) => change({ name })} error={problemsText(problems.name)} />
            <TextField
              name="email"
              data-field="email"
              type="email"
              label={t`E-mailadres`}
              description={t`De uitleendienst antwoordt op dit adres.`}
              autoComplete="email"
              isRequired
              value={values.email}
              onChange={(email) => change({ email })}
              error={problemsText(problems.email)}
            />
            <TextField name="phone" data-field="phone" type="tel" label={t`Telefoon`} autoComplete="tel" value={values.phone} onChange={(phone) => change({ phone })} error={problemsText(problems.phone)} />
            <TextField name="subject" data-field="subject" label={t`Onderwerp`} isRequired value={values.subject} onChange={(subject) => change({ subject })} error={problemsText(problems.subject)} />
            <TextAreaField
              name="message"
              data-field="message"
              label={t`Bericht`}
              description={t`Maximaal ${maxMessage} tekens.`}
              isRequired
              rows={8}
              value={values.message}
              onChange={(message) => change({ message })}
              error={problemsText(problems.message)}
            />
            <div className="form-actions">
              <Button type="submit" isPending={sending}>
                <Trans>Bericht versturen</Trans>
              </Button>
              {sending && <Spinner label={t`Uw bericht wordt verstuurd`} />}
            </div>
          </form>
        </>
      )}
      <p>
        <Link href="/">
          <Trans>Verder winkelen</Trans>
        </Link>
      </p>
    </section>
  );
}
