import { Trans, useLingui } from '@lingui/react/macro';
import { goBack } from '../../app/navigation.ts';
import { useSessionFlow } from '../../app/wiring/session.ts';
import { Button } from '../../ui/Button.tsx';
import './views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

type ErrorMode = 'not-found' | 'forbidden' | 'error';

/** The generic error view (spec 000 §2): title, description, icon, back button, optional logout. */
function ErrorPage({ mode }: { mode: ErrorMode }) {
  const { t } = useLingui();
  const { signedIn, logOut } = useSessionFlow();
  const texts = {
    'not-found': { title: t`Pagina niet gevonden`, description: t`De pagina die u zoekt bestaat niet (meer).` },
    forbidden: { title: t`Geen toegang`, description: t`U heeft geen toegang tot deze pagina.` },
    error: { title: t`Er ging iets mis`, description: t`Er ging iets mis, probeer het opnieuw.` },
  }[mode];
  usePageTitle(texts.title);
  return (
    <section className="message-page" aria-labelledby="error-title">
      <svg className="message-icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        {mode === 'forbidden' ? (
          <path d="M12 24h24" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        ) : (
          <path d="M24 12v16M24 34v2" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        )}
      </svg>
      <h1 id="error-title">{texts.title}</h1>
      <p>{texts.description}</p>
      <div className="message-actions">
        <Button onPress={goBack}>
          <Trans>Terug</Trans>
        </Button>
        {mode === 'forbidden' && signedIn && (
          <Button variant="secondary" onPress={logOut}>
            <Trans>Afmelden</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}

export const NotFoundView = () => <ErrorPage mode="not-found" />;
export const ForbiddenView = () => <ErrorPage mode="forbidden" />;
export const GeneralErrorView = () => <ErrorPage mode="error" />;
