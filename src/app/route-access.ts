import { selectGuestCheckoutAllowed } from '../../machines/session/selectors.ts';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session/machine.ts';
import { accountTabOpen, isAdminUser } from '../domain/access.ts';
import { useSelector } from '@xstate/react';
import { ACCOUNT_TAB_ROUTES, type AccountTabRoute, type AccountTabWithPage } from './account-tabs.ts';
import type { AccessRule } from './Guard.tsx';
import { useServices } from './services-context.ts';

// The routes' side of access: the pure rules are the domain's (src/domain/access.ts); this module
// applies them to the session for the menu and the route guards.

/** Whether the signed-in user may open an account tab: the menu shows it, its routes let in. */
function accountTabAllowed(session: SnapshotFrom<typeof sessionMachine>, tab: AccountTabRoute): boolean {
  const { account, settings } = session.context;
  if (!account || !settings) return false;
  return accountTabOpen(tab.tab, settings[tab.setting], isAdminUser(account.RoleName, settings.DefaultRoleName));
}

const sameTabs = (a: readonly AccountTabWithPage[], b: readonly AccountTabWithPage[]) => a.length === b.length && a.every((tab, index) => tab === b[index]);

/** The account tabs with a page that the signed-in user may open, in menu order; follows the session. */
export function useOpenAccountTabs(): AccountTabWithPage[] {
  const { session } = useServices();
  return useSelector(session, (s) => ACCOUNT_TAB_ROUTES.filter((tab) => accountTabAllowed(s, tab)), sameTabs);
}

/** A route of an account tab (spec 000 §6): forbidden to whom the tab is closed. */
export function accountTab(tab: AccountTabRoute): AccessRule {
  return { name: tab.setting, allows: (session) => accountTabAllowed(session, tab) };
}

/** Going on as a guest: offered only where anonymous shopping is allowed (spec 001 §1). */
export const guestCheckout: AccessRule = {
  name: 'guestCheckout',
  allows: selectGuestCheckoutAllowed,
};
