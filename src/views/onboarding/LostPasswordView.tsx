import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { useLostPasswordFlow } from '../../app/wiring/lost-password.ts';
import { resetMailSentText } from '../../texts/onboarding.ts';
import { problemsText } from '../../texts/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { useFocusOnShow } from '../../ui/focus-field.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import './onboarding.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** wachtwoord-vergeten (spec 002 §2, §4, §5): a link to choose a new password, mailed to the address typed. */
export function LostPasswordView() {
  const { t } = useLingui();
  usePageTitle(t`Wachtwoord vergeten`);
  const { values, problems, submitting, sent, formRef, change, submit: request } = useLostPasswordFlow();
  const { email } = values;
  const address = email.trim();
  const sentRef = useFocusOnShow(sent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request();
  };

  return (
    <section className="narrow-page" aria-labelledby="lost-password-title">
      <h1 id="lost-password-title">
        <Trans>Wachtwoord vergeten</Trans>
      </h1>
      {sent ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="notice outcome">
          <p>{resetMailSentText()}</p>
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
              data-field="email"
              type="email"
              label={t`E-mailadres`}
              autoComplete="email"
              isRequired
              value={email}
              onChange={(value) => change({ email: value })}
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
