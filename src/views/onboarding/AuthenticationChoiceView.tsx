import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { loginPathReturningTo, safeReturnPath } from '../../app/navigation.ts';
import { useSessionFlow } from '../../app/wiring/session.ts';
import { SUMMARY_PATH } from '../../app/config.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** One way to go on: what it is, what it means, and the link that takes it; the link is described by what it means. */
function Choice({ id, title, meaning, href, primary = false, action }: { id: string; title: string; meaning: ReactNode; href: string; primary?: boolean; action: string }) {
  return (
    <li className="card">
      <h2>{title}</h2>
      <p id={`${id}-meaning`}>{meaning}</p>
      <Link className={`button ${primary ? 'button-primary' : 'button-secondary'}`} href={href} aria-describedby={`${id}-meaning`}>
        {action}
      </Link>
    </li>
  );
}

/**
 * `authenticatie`: log in, create an account, or go on as a guest (spec 001 §1, §2); each leads
 * on to the summary. The guest's way exists only where anonymous shopping is allowed.
 */
export function AuthenticationChoiceView() {
  const { t } = useLingui();
  usePageTitle(t`Hoe wilt u verdergaan?`);
  const { guestCheckoutOffered: guestOffered } = useSessionFlow();
  const next = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo'), SUMMARY_PATH);
  return (
    <section aria-labelledby="auth-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Aanmelden of gegevens invullen` }]} />
      <h1 id="auth-title">
        <Trans>Hoe wilt u verdergaan?</Trans>
      </h1>
      <p className="auth-intro">
        <Trans>Om uw reservering te bevestigen moet de uitleendienst weten voor wie ze is.</Trans>
      </p>
      <ul className="card-choices">
        <Choice
          id="auth-login"
          title={t`Ik heb een account`}
          meaning={<Trans>Meld u aan: uw gegevens staan klaar, u kunt online betalen en u vindt de reservering terug onder Mijn account.</Trans>}
          href={loginPathReturningTo(next)}
          primary
          action={t`Aanmelden`}
        />
        <Choice
          id="auth-register"
          title={t`Ik ben nieuw`}
          meaning={
            <Trans>Maak een account aan voor uw vereniging, school of openbaar bestuur. U bevestigt de reservering meteen; uw account activeert u met de link in de e-mail die u krijgt.</Trans>
          }
          href="/register?mode=checkout"
          action={t`Account aanmaken`}
        />
        {guestOffered && (
          <Choice
            id="auth-guest"
            title={t`Zonder account`}
            meaning={<Trans>Geef alleen uw contactgegevens en adres. Zonder account betaalt u niet online en volgt u de reservering niet op in Mijn account.</Trans>}
            href="/authenticatie/gast"
            action={t`Verder als gast`}
          />
        )}
      </ul>
    </section>
  );
}
