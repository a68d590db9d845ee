import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { createLoginImplementations } from '../../machines/login/actors.ts';
import { contactsOf, customersOf, loginMachine, type LoginFailure } from '../../machines/login/machine.ts';
import { selectSettings } from '../../machines/session/selectors.ts';
import { API_BASE_URL } from '../app/config.ts';
import { navigate, safeReturnPath } from '../app/navigation.ts';
import { useServices } from '../app/services.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import './views.css';

function useFailureText(failure: LoginFailure | null): string | null {
  const { t } = useLingui();
  if (!failure || failure.kind === 'missing-fields') return null;
  if (failure.kind === 'no-account') return t`Uw account is niet gekoppeld aan een goedgekeurde organisatie.`;
  if (failure.kind === 'session-failed') {
    return failure.error.kind === 'not-found' ? t`Klant niet gevonden.` : t`Aanmelden is mislukt, probeer het opnieuw.`;
  }
  if (failure.kind === 'token-login-failed') return t`De aanmelding via de externe dienst is verlopen of ongeldig. Meld u opnieuw aan.`;
  switch (failure.error.kind) {
    case 'incorrect-details':
      return t`Onjuiste gebruikersnaam of wachtwoord.`;
    case 'user-not-approved':
      return t`Uw account is nog niet bevestigd. Bevestig eerst uw e-mailadres.`;
    case 'user-locked-out':
      return t`Uw account is geblokkeerd. Neem contact op met de uitleendienst.`;
    case 'not-linked':
      return t`Uw account is niet gekoppeld aan een goedgekeurde organisatie.`;
    default:
      return t`Aanmelden is mislukt, probeer het opnieuw.`;
  }
}

/** The sign-on button leads the browser to the backend, which comes back to this page with a token. */
function singleSignOnHref(provider: string, returnTo: string | null): string {
  const responseUrl = new URL('/login', window.location.origin);
  if (returnTo) responseUrl.searchParams.set('returnTo', returnTo);
  const start = new URL(`${API_BASE_URL}/v2/oidc/${encodeURIComponent(provider)}/start`, window.location.origin);
  start.searchParams.set('ResponseURL', responseUrl.toString());
  return start.toString();
}

export function LoginView() {
  const { t } = useLingui();
  const services = useServices();
  const query = new URLSearchParams(useSearch());
  const returnTo = query.get('returnTo');
  const settings = useSelector(services.session, selectSettings);
  const [machine] = useState(() => {
    const queryToken = query.get('token');
    return {
      logic: loginMachine.provide(
        createLoginImplementations({
          api: services.api,
          session: services.session,
          registerKey: query.get('registerKey'),
          goToRegister: (key) => navigate(key ? `/register/${encodeURIComponent(key)}` : '/register', { replace: true }),
          goToReturnRoute: () => navigate(safeReturnPath(returnTo), { replace: true }),
        }),
      ),
      input: { queryToken, registerKey: query.get('registerKey'), status: query.get('status') },
    };
  });
  const [snapshot, send] = useMachine(machine.logic, { input: machine.input, inspect: services.inspect });
  useEffect(() => {
    // The token must not stay in the address bar or the history once the machine has it.
    if (!machine.input.queryToken) return;
    const clean = new URL(window.location.href);
    clean.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', clean.pathname + clean.search);
  }, [machine]);
  const { failure, credentials, accounts, chosenCustomerId } = snapshot.context;
  const failureText = useFailureText(failure);
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
          <a className="button button-secondary" href={singleSignOnHref(settings.OidcProviderName, returnTo)}>
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
