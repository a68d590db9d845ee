import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { safeReturnPath } from '../../app/navigation.ts';
import '../shared/views.css';

/** `authenticatie`: log in, create an account, or go on as a guest (spec 001 §2). */
export function AuthenticationChoiceView() {
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const next = safeReturnPath(returnTo, '/winkelwagen');
  return (
    <section aria-labelledby="auth-title">
      <h1 id="auth-title">
        <Trans>Hoe wilt u verdergaan?</Trans>
      </h1>
      <ul className="card-choices">
        <li className="card">
          <h2>
            <Trans>Ik heb een account</Trans>
          </h2>
          <p>
            <Trans>Meld u aan: uw gegevens en bestellingen staan klaar.</Trans>
          </p>
          <Link className="button button-primary" href={`/login?returnTo=${encodeURIComponent(next)}`}>
            <Trans>Aanmelden</Trans>
          </Link>
        </li>
        <li className="card">
          <h2>
            <Trans>Ik ben nieuw</Trans>
          </h2>
          <p>
            <Trans>Maak een account aan voor uw vereniging, school of openbaar bestuur.</Trans>
          </p>
          <Link className="button button-secondary" href="/register">
            <Trans>Account aanmaken</Trans>
          </Link>
        </li>
        <li className="card">
          <h2>
            <Trans>Verder als gast</Trans>
          </h2>
          <p>
            <Trans>Reserveer zonder account; u vult uw gegevens in bij het afronden.</Trans>
          </p>
          <Link className="button button-secondary" href={next}>
            <Trans>Verder als gast</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
