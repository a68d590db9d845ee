import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { selectAccount, selectCustomer } from '../../../machines/session/selectors.ts';
import { useOpenAccountTabs } from '../../app/accessRules.ts';
import { useServices } from '../../app/services.ts';
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
  const { session } = useServices();
  const [location] = useLocation();
  const account = useSelector(session, selectAccount);
  const customer = useSelector(session, selectCustomer);
  const tabs = useOpenAccountTabs();
  const organisation = customer?.CompanyName || null;

  return (
    <div className="account-area">
      <nav className="account-menu" aria-label={t`Mijn account`}>
        {account && (
          <p className="account-user">
            <span className="account-user-name">
              {account.FirstName} {account.LastName}
            </span>
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
        <Button variant="quiet" onPress={() => session.send({ type: 'LOGOUT' })}>
          <Trans>Afmelden</Trans>
        </Button>
      </nav>
      <div className="account-content">{children}</div>
    </div>
  );
}
