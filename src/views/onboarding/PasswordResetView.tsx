import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { usePasswordResetFlow } from '../../app/wiring/password-reset.ts';
import { passwordResetFailureText } from '../../texts/onboarding.ts';
import { problemsText, problemText } from '../../texts/validation.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import './onboarding.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** The way out of a link that cannot be used. */
function RequestNewLink() {
  return (
    <Link href="/wachtwoord-vergeten" className="button button-primary">
      <Trans>Nieuwe link aanvragen</Trans>
    </Link>
  );
}

/**
 * reset-wachtwoord?code= (spec 002 §2, §5, §8): a new password with the mailed code. The code
 * stays in the address while it is unused, so a reload keeps the page usable (the passwords are
 * typed again: they are kept nowhere); once it is spent the login page replaces this entry.
 */
export function PasswordResetView() {
  const { t } = useLingui();
  usePageTitle(t`Nieuw wachtwoord kiezen`);
  const { step, values, problems, failure, submitting, formRef, change, submit: save } = usePasswordResetFlow(useSearch());
  const passwordError = problemsText(problems.password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <section className="narrow-page" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title">
        <Trans>Nieuw wachtwoord kiezen</Trans>
      </h1>
      {step === 'codeMissing' && (
        <div role="alert" className="notice notice-error">
          <p>
            <Trans>Deze link is onvolledig: de code ontbreekt. Open de link uit de e-mail opnieuw, of vraag een nieuwe link aan.</Trans>
          </p>
          <RequestNewLink />
        </div>
      )}
      {step === 'linkInvalid' && (
        <div role="alert" className="notice notice-error">
          <p>
            <Trans>Deze link is ongeldig of werd al gebruikt. Vraag een nieuwe link aan om een nieuw wachtwoord te kiezen.</Trans>
          </p>
          <RequestNewLink />
        </div>
      )}
      {step === 'form' && (
        <>
          {failure && (
            <div role="alert" className="notice notice-error">
              <p>{passwordResetFailureText(failure)}</p>
            </div>
          )}
          <form ref={formRef} className="form" onSubmit={submit} noValidate aria-labelledby="password-reset-title">
            <TextField
              name="password"
              data-field="password"
              type="password"
              label={t`Nieuw wachtwoord`}
              autoComplete="new-password"
              isRequired
              value={values.password}
              onChange={(password) => change({ password })}
              // The rule is shown before it is broken; once broken, the error says it.
              description={passwordError ? undefined : problemText({ rule: 'password' })}
              error={passwordError}
            />
            <TextField
              name="confirmation"
              data-field="confirmation"
              type="password"
              label={t`Herhaal het nieuwe wachtwoord`}
              autoComplete="new-password"
              isRequired
              value={values.confirmation}
              onChange={(confirmation) => change({ confirmation })}
              error={problemsText(problems.confirmation)}
            />
            <div className="form-actions">
              <Button type="submit" isPending={submitting}>
                <Trans>Wachtwoord opslaan</Trans>
              </Button>
              {submitting && <Spinner label={t`Het wachtwoord wordt opgeslagen`} />}
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
