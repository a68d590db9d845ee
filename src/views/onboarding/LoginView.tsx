import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { contactsOf, customersOf } from '../../../machines/login/machine.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { singleSignOnHref } from '../../app/navigation.ts';
import { useServices } from '../../app/services.ts';
import { loginLogic } from '../../app/wiring/login.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { loginFailureText } from '../../texts/login.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/page-title.tsx';

export function LoginView() {
  const { t } = useLingui();
  usePageTitle(t`Aanmelden`);
  const services = useServices();
  const query = new URLSearchParams(useSearch());
  const returnTo = query.get('returnTo');
  const settings = useSelector(services.session, selectSettings);
  // The query is read once, when the page opens.
  const [input] = useState(() => ({ queryToken: query.get('token'), registerKey: query.get('registerKey'), status: query.get('status') }));
  const [snapshot, send] = useFlow((shop) => loginLogic(shop, { returnTo }), input);
  useEffect(() => {
    // The token must not stay in the address bar or the history once the machine has it.
    if (!input.queryToken) return;
    const clean = new URL(window.location.href);
    clean.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', clean.pathname + clean.search);
  }, [input]);
  const { failure, credentials, accounts, chosenCustomerId } = snapshot.context;
  const failureText = failure && loginFailureText(failure);
  const submitting = snapshot.hasTag('submitting');
  const missing = failure?.kind === 'missing-fields' ? failure.fields : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({ type: 'SUBMITTED', credentials: { userName: String(data.get('userName') ?? ''), password: String(data.get('password') ?? '') } });
  };

  if (snapshot.matches('identityPicker')) {
    const choosingCustomer = snapshot.matches({ identityPicker: 'choosingCustomer' });
    const options = choosingCustomer ? customersOf(accounts) : contactsOf(accounts, chosenCustomerId);
    return (
      <section className="narrow-page" aria-labelledby="picker-title">
        <h1 id="picker-title">{choosingCustomer ? t`Voor welke organisatie meldt u zich aan?` : t`Als welke contactpersoon meldt u zich aan?`}</h1>
        {submitting ? (
          <Spinner label={t`Bezig met aanmelden`} />
        ) : (
          <ul className="choice-list" aria-label={choosingCustomer ? t`Organisaties` : t`Contactpersonen`}>
            {options.map((option) => (
              <li key={choosingCustomer ? option.CustomerID : option.ContactID}>
                <Button
                  variant="secondary"
                  onPress={() =>
                    send(
                      choosingCustomer
                        ? { type: 'CUSTOMER_CHOSEN', customerId: option.CustomerID }
                        : { type: 'CONTACT_CHOSEN', contactId: option.ContactID },
                    )
                  }
                >
                  {choosingCustomer ? option.CompanyName : `${option.FirstName} ${option.LastName}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="quiet" onPress={() => send({ type: 'CANCELLED' })}>
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
      {settings?.OidcProviderName && (
        <div className="sso">
          <p className="muted">
            <Trans>Of meld u aan met uw digitale identiteit:</Trans>
          </p>
          <a className="button button-secondary" href={singleSignOnHref(settings.OidcProviderName, 'login', returnTo)}>
            <Trans>Aanmelden met {settings.OidcProviderName}</Trans>
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
