import { guestCheckoutAllowed } from '../../machines/checkout/rules.ts';
import { selectSettings } from '../../machines/session/selectors.ts';
import { isAdminUser, mayAccess } from '../domain/access.ts';
import type { AccessRule } from './guards.tsx';

type TabSetting = 'ShopShowMyDetailsFor' | 'ShopShowReservationsAndOrdersFor' | 'ShopShowInvoicesFor' | 'ShopShowContactsFor';

/** An account tab is open to the admin or the sub user as its setting says (spec 000 §6). */
export function accountTab(setting: TabSetting): AccessRule {
  return {
    name: setting,
    allows: (session) => {
      const { account, settings } = session.context;
      if (!account || !settings) return false;
      return mayAccess(settings[setting], isAdminUser(account.RoleName, settings.DefaultRoleName));
    },
  };
}

/** Going on as a guest: offered only where anonymous shopping is allowed (spec 001 §1). */
export const guestCheckout: AccessRule = {
  name: 'guestCheckout',
  allows: (session) => guestCheckoutAllowed(selectSettings(session)),
};
