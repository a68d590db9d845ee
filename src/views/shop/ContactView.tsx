import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ContactMessageInput } from '../../../machines/contact-message/machine.ts';
import { selectFieldProblems, selectIsSending, selectIsSent, selectValues } from '../../../machines/contact-message/selectors.ts';
import { selectAccount, selectPending } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { contactMessageLogic } from '../../app/wiring/contact-message.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { CONTACT_MESSAGE_LIMITS, type ContactMessageValues } from '../../domain/contact-message.ts';
import { formatNumber } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { problemsText } from '../../texts/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** The footer's Contact link: a message to the lending service, mailed through `POST v2/_contact-form`. */
export function ContactView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Contact`);
  const { session } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The message starts from what the session store kept of it (a reload loses nothing), the
  // signed-in person as its sender.
  const [input] = useState((): ContactMessageInput => {
    const account = selectAccount(session.getSnapshot());
    return {
      draft: selectPending(session.getSnapshot()).contactMessageDraft ?? null,
      sender: account ? { name: `${account.FirstName} ${account.LastName}`.trim(), email: account.Email } : null,
    };
  });
  const [snapshot, send, actor] = useFlow(contactMessageLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
    return () => focusing.unsubscribe();
  }, [actor]);
  const values = selectValues(snapshot);
  const problems = selectFieldProblems(snapshot);
  const sending = selectIsSending(snapshot);
  const sent = selectIsSent(snapshot);
  useEffect(() => {
    // The form the focus was in is gone: the answer takes it, so it is read out.
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const change = (patch: Partial<ContactMessageValues>) => send({ type: 'FIELD_CHANGED', patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMITTED' });
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
          <Button variant="secondary" onPress={() => send({ type: 'WRITE_ANOTHER' })}>
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
            <TextField name="name" label={t`Naam`} autoComplete="name" isRequired value={values.name} onChange={(name) => change({ name })} error={problemsText(problems.name)} />
            <TextField
              name="email"
              type="email"
              label={t`E-mailadres`}
              description={t`De uitleendienst antwoordt op dit adres.`}
              autoComplete="email"
              isRequired
              value={values.email}
              onChange={(email) => change({ email })}
              error={problemsText(problems.email)}
            />
            <TextField name="phone" type="tel" label={t`Telefoon`} autoComplete="tel" value={values.phone} onChange={(phone) => change({ phone })} error={problemsText(problems.phone)} />
            <TextField name="subject" label={t`Onderwerp`} isRequired value={values.subject} onChange={(subject) => change({ subject })} error={problemsText(problems.subject)} />
            <TextAreaField
              name="message"
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
