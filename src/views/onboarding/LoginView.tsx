import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { useLoginFlow } from '../../app/wiring/login.ts';
import { loginFailureText } from '../../texts/login.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

export function LoginView() {
  const { t } = useLingui();
  usePageTitle(t`Aanmelden`);
  const login = useLoginFlow(useSearch());
  const { failure, credentials, submitting, missing, identityChoice, singleSignOn } = login;
  const failureText = failure && loginFailureText(failure);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    login.submit({ userName: String(data.get('userName') ?? ''), password: String(data.get('password') ?? '') });
  };

  if (identityChoice) {
    const choosingCustomer = identityChoice.choosing === 'customer';
    return (
      <section className="narrow-page" aria-labelledby="picker-title">
        <h1 id="picker-title">{choosingCustomer ? t`Voor welke organisatie meldt u zich aan?` : t`Als welke contactpersoon meldt u zich aan?`}</h1>
        {submitting ? (
          <Spinner label={t`Bezig met aanmelden`} />
        ) : (
          <ul className="choice-list" aria-label={choosingCustomer ? t`Organisaties` : t`Contactpersonen`}>
            {identityChoice.options.map((option) => (
              <li key={choosingCustomer ? option.CustomerID : option.ContactID}>
                <Button variant="secondary" onPress={() => (choosingCustomer ? login.chooseCustomer(option.CustomerID) : login.chooseContact(option.ContactID))}>
                  {choosingCustomer ? option.CompanyName : `${option.FirstName} ${option.LastName}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="quiet" onPress={login.cancel}>
          <Trans>Annuleren</Trans>
        </Button>
      </section>
    );
  }

  return (
    <section className="narrow-page" aria-labelledby="login-title">
      <h1 id="login-title">
        <Trans>Aanmelden</Trans>
      </h1>
      <p className="muted">
        <Trans>Meld u aan met het account van uw organisatie.</Trans>
      </p>
      {failureText && (
        <div role="alert" className="notice notice-error">
          {failureText}
        </div>
      )}
      <Form onSubmit={submit} className="form" aria-labelledby="login-title" validationBehavior="aria">
        <TextField
          name="userName"
          label={t`Gebruikersnaam of e-mailadres`}
          autoComplete="username"
          defaultValue={credentials.userName}
          isRequired
          error={missing.includes('userName') ? t`Vul uw gebruikersnaam of e-mailadres in.` : null}
        />
        <TextField
          name="password"
          type="password"
          label={t`Wachtwoord`}
          autoComplete="current-password"
          isRequired
          error={missing.includes('password') ? t`Vul uw wachtwoord in.` : null}
        />
        <div className="form-actions">
          <Button type="submit" isDisabled={submitting}>
            <Trans>Aanmelden</Trans>
          </Button>
          {submitting && <Spinner label={t`Bezig met aanmelden`} />}
        </div>
      </Form>
      <p>
        <Link href="/wachtwoord-vergeten">
          <Trans>Wachtwoord vergeten?</Trans>
        </Link>
      </p>
      {singleSignOn && (
        <div className="sso">
          <p className="muted">
            <Trans>Of meld u aan met uw digitale identiteit:</Trans>
          </p>
          <a className="button button-secondary" href={singleSignOn.href}>
            <Trans>Aanmelden met {singleSignOn.provider}</Trans>
          </a>
        </div>
      )}
      <p>
        <Trans>Nog geen account?</Trans>{' '}
        <Link href="/register">
          <Trans>Registreer uw organisatie</Trans>
        </Link>
      </p>
    </section>
  );
}
