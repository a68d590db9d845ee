import type { AccountTab } from '../domain/access.ts';

type TabSetting = 'ShopShowMyDetailsFor' | 'ShopShowReservationsAndOrdersFor' | 'ShopShowInvoicesFor' | 'ShopShowContactsFor';

/** An account tab, its page and the setting that says who sees it (spec 002 §2). */
export interface AccountTabRoute {
  tab: AccountTab;
  path: string;
  setting: TabSetting;
}

/**
 * The account area's tabs in menu order: a tab is listed here once its page exists (orders and
 * invoices arrive with their screens).
 */
export const PROFILE_TAB: AccountTabRoute = { tab: 'profile', path: '/account/details', setting: 'ShopShowMyDetailsFor' };
export const CONTACTS_TAB: AccountTabRoute = { tab: 'contacts', path: '/account/contact', setting: 'ShopShowContactsFor' };
export const ACCOUNT_TAB_ROUTES: readonly AccountTabRoute[] = [PROFILE_TAB, CONTACTS_TAB];

/**
 * Where `/account` leads (spec 002 §2): the tab its `?tab=` names when that tab has a page (its
 * route's guard then lets in or forbids), else the first tab this user may open; forbidden when
 * there is none.
 */
export function accountEntryPath(wanted: AccountTab | null, openTabs: readonly AccountTabRoute[]): string {
  const named = ACCOUNT_TAB_ROUTES.find((route) => route.tab === wanted);
  return (named ?? openTabs[0])?.path ?? '/forbidden';
}
