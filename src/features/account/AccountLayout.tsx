import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { currentAccountTab, type AccountTabWithPage } from '../../app/account-tabs.ts';
import { useAccountMenu } from '../../app/wiring/account-menu.ts';
import { accountTabText } from '../../texts/account.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePageBoundState } from '../../ui/page-bound-state.ts';
import './account.css';

/**
 * The frame of every account page (spec 002 §2): the tabs this user may open — a side menu on a
 * wide screen, a bar of tabs on a tablet, a menu that names the open section on a phone — the
 * name of the signed-in user and the way out. The pages render inside it.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [location] = useLocation();
  const { userName, organisation, tabs, signOut } = useAccountMenu();
  const current = currentAccountTab(location, tabs);

  return (
    <div className="account-area">
      <nav className="account-menu" aria-label={t`Mijn account`}>
        {userName && (
          <p className="account-user">
            <span className="account-user-name">{userName}</span>
            {organisation && <span className="account-user-organisation">{organisation}</span>}
          </p>
        )}
        {/* Both stay in the page and CSS shows one (decision 024); the other is display: none, so it is never read twice. */}
        <SectionMenu tabs={tabs} current={current} location={location} />
        <ul className="account-tabs">
          {tabs.map((tab) => (
            <li key={tab.tab}>
              <Link href={tab.path} className="account-tab" aria-current={tab === current ? 'page' : undefined}>
                {accountTabText(tab.tab)}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="quiet" onPress={signOut}>
          <Trans>Afmelden</Trans>
        </Button>
      </nav>
      {/* A section whose code is still on its way waits inside the frame: the frame, and the focus
          on its menu, stay while it loads. */}
      <div className="account-content">
        <Suspense fallback={<Spinner label={t`Bezig met laden`} />}>{children}</Suspense>
      </div>
    </div>
  );
}

/**
 * The sections on a phone, where six tabs do not fit a row: a button that names the open section
 * and shows the links to all of them under it. A chosen link closes the list and leaves the focus
 * on the button, which then names the section just opened; Escape closes it the same way.
 */
function SectionMenu({ tabs, current, location }: { tabs: readonly AccountTabWithPage[]; current: AccountTabWithPage | null; location: string }) {
  // A link elsewhere in the page leads away with the list closed, as a chosen section does.
  const [open, setOpen] = usePageBoundState(location, false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className="account-sections"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') close();
      }}
    >
      <button ref={toggle} type="button" className="account-sections-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="account-sections-label">
          <Trans>Onderdeel</Trans>
        </span>
        <span className="account-sections-current">{current ? accountTabText(current.tab) : <Trans>Kies een onderdeel</Trans>}</span>
      </button>
      <ul id={listId} className="account-sections-list" hidden={!open}>
        {tabs.map((tab) => (
          <li key={tab.tab}>
            <Link href={tab.path} className="account-section" aria-current={tab === current ? 'page' : undefined} onClick={close}>
              {accountTabText(tab.tab)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
