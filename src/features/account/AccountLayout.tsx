import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccountMenu } from '../../app/wiring/account-menu.ts';
import { accountTabText } from '../../texts/account.ts';
import { Button } from '../../ui/Button.tsx';
import './account.css';

/**
 * The frame of every account page (spec 002 §2): the tabs this user may open — a side menu on a
 * wide screen, a bar of tabs above the page on a phone — the name of the signed-in user and the
 * way out. The pages render inside it.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const { userName, organisation, tabs, signOut } = useAccountMenu();

  return (
    <div className="account-area">
      <nav className="account-menu" aria-label={t`Mijn account`}>
        {userName && (
          <p className="account-user">
            <span className="account-user-name">{userName}</span>
            {organisation && <span className="account-user-organisation">{organisation}</span>}
          </p>
        )}
        <ul className="account-tabs">
          {tabs.map((tab) => (
            <li key={tab.tab}>
              <Link href={tab.path} className="account-tab" aria-current={location.startsWith(tab.path) ? 'page' : undefined}>
                {accountTabText(tab.tab)}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="quiet" onPress={signOut}>
          <Trans>Afmelden</Trans>
        </Button>
      </nav>
      <div className="account-content">{children}</div>
    </div>
  );
}
