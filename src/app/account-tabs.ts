import type { AccountTab } from '../domain/access.ts';
import type { PaymentTarget } from '../domain/payment.ts';

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
export const PROFILE_TAB = { tab: 'profile', path: '/account/details', setting: 'ShopShowMyDetailsFor' } as const satisfies AccountTabRoute;
export const CONTACTS_TAB = { tab: 'contacts', path: '/account/contact', setting: 'ShopShowContactsFor' } as const satisfies AccountTabRoute;
export const ORDERS_TAB = { tab: 'orders', path: '/account/orders', setting: 'ShopShowReservationsAndOrdersFor' } as const satisfies AccountTabRoute;
/** Conversations with the lending service: about orders, so they follow the orders' setting. */
export const INVOICES_TAB = { tab: 'invoices', path: '/account/invoices', setting: 'ShopShowInvoicesFor' } as const satisfies AccountTabRoute;
export const MESSAGES_TAB = { tab: 'messages', path: '/account/messages', setting: 'ShopShowReservationsAndOrdersFor' } as const satisfies AccountTabRoute;
export const ITEMS_TAB = { tab: 'items', path: '/account/items', setting: 'ShopShowReservationsAndOrdersFor' } as const satisfies AccountTabRoute;
export const ACCOUNT_TAB_ROUTES = [PROFILE_TAB, CONTACTS_TAB, ORDERS_TAB, INVOICES_TAB, MESSAGES_TAB, ITEMS_TAB] as const satisfies readonly AccountTabRoute[];
/** A tab with a page: what a map of the tabs' pages must hold, no more and no less. */
export type AccountTabWithPage = (typeof ACCOUNT_TAB_ROUTES)[number];

/** An order's page (spec 002 §2 orders/detail/{orderId}) and its edit page (orders/edit/{orderId}). */
export const orderDetailPath = (reservationOrderId: string) => `${ORDERS_TAB.path}/detail/${encodeURIComponent(reservationOrderId)}`;
export const orderEditPath = (reservationOrderId: string) => `${ORDERS_TAB.path}/edit/${encodeURIComponent(reservationOrderId)}`;

/**
 * Where `/account` leads (spec 002 §2): the tab its `?tab=` names when that tab has a page (its
 * route's guard then lets in or forbids), else the first tab this user may open; forbidden when
 * there is none.
 */
export function accountEntryPath(wanted: AccountTab | null, openTabs: readonly AccountTabRoute[]): string {
  const named = ACCOUNT_TAB_ROUTES.find((route) => route.tab === wanted);
  return (named ?? openTabs[0])?.path ?? '/forbidden';
}

/**
 * The tab whose page (or a page under it: an order's detail) is open at `location`, among the
 * tabs this user may open; none on a page of no tab. The menu marks it, and on a phone names it.
 */
export function currentAccountTab<Route extends AccountTabRoute>(location: string, openTabs: readonly Route[]): Route | null {
  return openTabs.find(({ path }) => location === path || location.startsWith(`${path}/`)) ?? null;
}

const TAB_PAID_ON: Record<PaymentTarget['kind'], AccountTab> = { order: 'orders', invoice: 'invoices' };

/**
 * The tab the payment modal of the return address opens over (spec 002 §2): the tab of what is
 * paid (orders, invoices) when this user may open it, else the first tab open to them; none when
 * no tab is open (the modal then shows on the bare account frame).
 */
export function paymentPageTab<Route extends AccountTabRoute>(target: PaymentTarget, openTabs: readonly Route[]): Route | null {
  return openTabs.find((route) => route.tab === TAB_PAID_ON[target.kind]) ?? openTabs[0] ?? null;
}
