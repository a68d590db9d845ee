import { describe, expect, it } from 'vitest';
import { accountEntryPath, ACCOUNT_TAB_ROUTES, CONTACTS_TAB, currentAccountTab, MESSAGES_TAB, paymentPageTab, PROFILE_TAB, type AccountTabRoute } from './account-tabs.ts';

describe('where /account leads (spec 002 §2)', () => {
  it('to the tab ?tab= names, when it has a page', () => {
    expect(accountEntryPath('profile', [])).toBe('/account/details');
    expect(accountEntryPath('invoices', [PROFILE_TAB])).toBe('/account/invoices');
  });

  it('else to the first tab the user may open', () => {
    expect(accountEntryPath(null, [PROFILE_TAB])).toBe('/account/details');
  });

  it('to the messages tab, which follows the orders in the menu, before the items', () => {
    expect(accountEntryPath('messages', [PROFILE_TAB])).toBe('/account/messages');
    expect(ACCOUNT_TAB_ROUTES.map((route) => route.tab)).toEqual(['profile', 'contacts', 'orders', 'invoices', 'messages', 'items']);
    expect(MESSAGES_TAB.setting).toBe('ShopShowReservationsAndOrdersFor');
  });

  it('to forbidden when no tab is open to the user', () => {
    expect(accountEntryPath(null, [])).toBe('/forbidden');
  });
});

describe('the tab the payment modal opens over', () => {
  const ORDERS_TAB: AccountTabRoute = { tab: 'orders', path: '/account/orders', setting: 'ShopShowReservationsAndOrdersFor' };
  const order = { kind: 'order', reservationOrderId: 'RO-1' } as const;
  const invoice = { kind: 'invoice', invoiceId: 'INV-1' } as const;

  it('is the tab of what is paid when the user may open it', () => {
    expect(paymentPageTab(order, [PROFILE_TAB, CONTACTS_TAB, ORDERS_TAB])).toBe(ORDERS_TAB);
  });

  it('else the first tab open to the user, else none', () => {
    expect(paymentPageTab(invoice, [CONTACTS_TAB, ORDERS_TAB])).toBe(CONTACTS_TAB);
    expect(paymentPageTab(order, [])).toBeNull();
  });
});

describe('the tab a page belongs to', () => {
  it('is the tab of the page, or of the page it is under', () => {
    expect(currentAccountTab('/account/contact', ACCOUNT_TAB_ROUTES)).toBe(CONTACTS_TAB);
    expect(currentAccountTab('/account/contact/edit/C-1', ACCOUNT_TAB_ROUTES)).toBe(CONTACTS_TAB);
    expect(currentAccountTab('/account/orders/detail/RO-1', ACCOUNT_TAB_ROUTES)?.tab).toBe('orders');
  });

  it('is none for a page of no tab, or of a tab the user may not open', () => {
    expect(currentAccountTab('/account', ACCOUNT_TAB_ROUTES)).toBeNull();
    expect(currentAccountTab('/account/contactpersonen', ACCOUNT_TAB_ROUTES)).toBeNull();
    expect(currentAccountTab('/account/contact', [PROFILE_TAB, MESSAGES_TAB])).toBeNull();
  });
});
