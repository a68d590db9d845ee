import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Redirect, Route, Switch } from 'wouter';
import { HomeView } from '../views/HomeView.tsx';

export function App() {
  const { t } = useLingui();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Naar de inhoud</Trans>
      </a>
      <header className="top-bar">
        <Link href="/home" className="logo" aria-label={t`Uitleendienst – naar de startpagina`}>
          <svg viewBox="0 0 32 32" aria-hidden="true" width="32" height="32">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M6 22 16 8l10 14z" fill="#fff" />
          </svg>
          <span>Uitleendienst</span>
        </Link>
      </header>
      <main id="main" className="page">
        <Switch>
          <Route path="/">
            <Redirect to="/home" replace />
          </Route>
          <Route path="/home" component={HomeView} />
          <Route>
            <section className="message-page">
              <h1>
                <Trans>Deze pagina bestaat niet</Trans>
              </h1>
              <p>
                <Link href="/home">
                  <Trans>Terug naar de startpagina</Trans>
                </Link>
              </p>
            </section>
          </Route>
        </Switch>
      </main>
    </>
  );
}
