import type { ComponentType } from 'react';
import { componentOnDemand, type ComponentOnDemand } from '../ui/code-on-demand.ts';
import { afterPageSettles } from '../ui/after-page-settles.ts';
import { preloadModulesOf } from './screen-files.ts';
import { LIKELY_NEXT, SCREENS_BY_PATH, type ScreenName } from './screen-paths.ts';

/**
 * The screens off the entry path, each in its own chunk (issue 16). A screen's chunk is fetched
 * before it is needed: the one of the page opened, while the entry starts (not after the first
 * render asks for it); the one a link points at, when the pointer or the focus comes to it; and
 * the likely next page's, when the browser is idle.
 */

/**
 * A screen whose chunk loads on demand (`componentOnDemand`), with the files its chunk imports
 * fetched beside it.
 */
const screen = <M, P extends object>(name: ScreenName, load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentOnDemand<P> =>
  componentOnDemand(load, pick, () => preloadModulesOf(name));

export const screens = {
  login: screen('login', () => import('../views/onboarding/LoginView.tsx'), (m) => m.LoginView),
  activation: screen('activation', () => import('../views/onboarding/ActivationView.tsx'), (m) => m.ActivationView),
  contact: screen('contact', () => import('../views/shop/ContactView.tsx'), (m) => m.ContactView),
  lostPassword: screen('lostPassword', () => import('../views/onboarding/LostPasswordView.tsx'), (m) => m.LostPasswordView),
  passwordReset: screen('passwordReset', () => import('../views/onboarding/PasswordResetView.tsx'), (m) => m.PasswordResetView),
  registration: screen('registration', () => import('../views/onboarding/RegistrationView.tsx'), (m) => m.RegistrationView),
  authenticationChoice: screen('authenticationChoice', () => import('../views/onboarding/AuthenticationChoiceView.tsx'), (m) => m.AuthenticationChoiceView),
  guestDetails: screen('guestDetails', () => import('../views/checkout/GuestDetailsView.tsx'), (m) => m.GuestDetailsView),
  account: screen('account', () => import('../views/account/AccountView.tsx'), (m) => m.AccountView),
  accountLayout: screen('accountLayout', () => import('../features/account/AccountLayout.tsx'), (m) => m.AccountLayout),
  contacts: screen('contacts', () => import('../views/account/ContactsView.tsx'), (m) => m.ContactsView),
  contactPerson: screen('contactPerson', () => import('../views/account/ContactPersonView.tsx'), (m) => m.ContactPersonView),
  orders: screen('orders', () => import('../views/account/OrdersView.tsx'), (m) => m.OrdersView),
  invoices: screen('invoices', () => import('../views/account/InvoicesView.tsx'), (m) => m.InvoicesView),
  customerItems: screen('customerItems', () => import('../views/account/CustomerItemsView.tsx'), (m) => m.CustomerItemsView),
  orderDetail: screen('orderDetail', () => import('../views/account/OrderDetailView.tsx'), (m) => m.OrderDetailView),
  orderEdit: screen('orderEdit', () => import('../views/account/OrderEditView.tsx'), (m) => m.OrderEditView),
  messages: screen('messages', () => import('../views/account/MessagesView.tsx'), (m) => m.MessagesView),
  conversation: screen('conversation', () => import('../views/account/ConversationView.tsx'), (m) => m.ConversationView),
  accountDetails: screen('accountDetails', () => import('../views/account/AccountDetailsView.tsx'), (m) => m.AccountDetailsView),
  productList: screen('productList', () => import('../views/shop/ProductListView.tsx'), (m) => m.ProductListView),
  product: screen('product', () => import('../views/shop/ProductView.tsx'), (m) => m.ProductView),
  serialRedirect: screen('serialRedirect', () => import('../views/shop/SerialRedirectView.tsx'), (m) => m.SerialRedirectView),
  cart: screen('cart', () => import('../views/checkout/CartView.tsx'), (m) => m.CartView),
  summary: screen('summary', () => import('../views/checkout/SummaryView.tsx'), (m) => m.SummaryView),
  thankYou: screen('thankYou', () => import('../views/checkout/ThankYouView.tsx'), (m) => m.ThankYouView),
  extraInfo: screen('extraInfo', () => import('../views/checkout/ExtraInfoView.tsx'), (m) => m.ExtraInfoView),
  flows: screen('flows', () => import('../flows/FlowsView.tsx'), (m) => m.FlowsView),
} satisfies Record<ScreenName, unknown>;

const namesFor = (table: [RegExp, ScreenName[]][], path: string): ScreenName[] => table.find(([pattern]) => pattern.test(path))?.[1] ?? [];

/** The screens a path shows (none for home and the error pages, which are in the entry). */
export const screensFor = (path: string): ScreenName[] => namesFor(SCREENS_BY_PATH, path);

/**
 * Fetches the chunks of the screens a path shows; settles when they are in (or failed: the page
 * then asks again, and says so).
 */
export function loadScreensFor(path: string): Promise<unknown> {
  return Promise.allSettled(screensFor(path).map((name) => screens[name].load()));
}

/**
 * Fetches ahead what the customer is about to need: the chunks of a link's page when the pointer
 * rests on it or the focus comes to it, and after the page has settled those of the likely next
 * page. A failed fetch here costs nothing: the page asks again when it is opened.
 */
export function loadScreensAhead(target: Document): void {
  const linkedPath = (event: Event): string | null => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
    return link.pathname;
  };
  const ahead = (event: Event) => {
    const path = linkedPath(event);
    if (path) void loadScreensFor(path);
  };
  target.addEventListener('pointerover', ahead, { passive: true });
  target.addEventListener('focusin', ahead);
  target.addEventListener('touchstart', ahead, { passive: true });
  let seen = '';
  const whenIdle = () =>
    afterPageSettles(() => {
      const path = window.location.pathname;
      if (path !== seen) {
        seen = path;
        for (const name of namesFor(LIKELY_NEXT, path)) void screens[name].load().catch(() => undefined);
      }
    });
  whenIdle();
  window.addEventListener('popstate', whenIdle);
  // wouter moves with pushState: a page change through a link is seen at the next click's idle time.
  target.addEventListener('click', whenIdle);
}
