import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { LostPasswordInput } from '../../../machines/lost-password/machine.ts';
import { selectFieldProblems, selectIsSubmitting, selectMailSent, selectValues } from '../../../machines/lost-password/selectors.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { ROUTE_AFTER_LOST_PASSWORD } from '../../app/config.ts';
import { useServices } from '../../app/services.ts';
import { lostPasswordLogic } from '../../app/wiring/lost-password.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import type { Language } from '../../domain/language.ts';
import { problemsText } from '../../texts/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import './onboarding.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** wachtwoord-vergeten (spec 002 §2, §4, §5): a link to choose a new password, mailed to the address typed. */
export function LostPasswordView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Wachtwoord vergeten`);
  const { session } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // The address starts from what the session store kept of it (a reload loses nothing).
  const [input] = useState((): LostPasswordInput => ({ draft: selectPending(session.getSnapshot()).lostPasswordDraft ?? null, routeAfterRequest: ROUTE_AFTER_LOST_PASSWORD }));
  const [snapshot, send, actor] = useFlow(
    (shop) => lostPasswordLogic(shop, { origin: window.location.origin, language: () => i18n.locale as Language }),
    input,
  );
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus());
    return () => focusing.unsubscribe();
  }, [actor]);
  const { email } = selectValues(snapshot);
  const address = email.trim();
  const problems = selectFieldProblems(snapshot);
  const submitting = selectIsSubmitting(snapshot);
  const sent = selectMailSent(snapshot);
  useEffect(() => {
    // The form the focus was in is gone: the answer takes it, so it is read out.
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMITTED' });
  };

  return (
    <section className="narrow-page" aria-labelledby="lost-password-title">
      <h1 id="lost-password-title">
        <Trans>Wachtwoord vergeten</Trans>
      </h1>
      {sent ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="notice outcome">
          <p>
            <Trans>Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.</Trans>
          </p>
          <p>
            <Trans>
              Aangevraagd voor: <strong>{address}</strong>
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">
            <Trans>Vul het e-mailadres van uw account in. U ontvangt een e-mail met een link om een nieuw wachtwoord te kiezen.</Trans>
          </p>
          <form ref={formRef} className="form" onSubmit={submit} noValidate aria-labelledby="lost-password-title">
            <TextField
              name="email"
              type="email"
              label={t`E-mailadres`}
              autoComplete="email"
              isRequired
              value={email}
              onChange={(value) => send({ type: 'FIELD_CHANGED', patch: { email: value } })}
              error={problemsText(problems.email)}
            />
            <div className="form-actions">
              <Button type="submit" isPending={submitting}>
                <Trans>Link aanvragen</Trans>
              </Button>
              {submitting && <Spinner label={t`De aanvraag wordt verstuurd`} />}
            </div>
          </form>
        </>
      )}
      <p>
        <Link href="/login">
          <Trans>Terug naar aanmelden</Trans>
        </Link>
      </p>
    </section>
  );
}
