import type { SnapshotFrom } from 'xstate';
import { guestCheckoutAllowed } from '../../src/domain/access.ts';
import { priceDisplayOf } from '../../src/domain/prices.ts';
import { sessionFactsOf, type sessionMachine } from './machine.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectHasToken = (s: SessionSnapshot) => s.context.token !== null;
export const selectAccount = (s: SessionSnapshot) => s.context.account;
export const selectIsSignedIn = (s: SessionSnapshot) => s.matches('signedIn');
export const selectIsStarting = (s: SessionSnapshot) => s.matches('initialising');
export const selectSetUpFailed = (s: SessionSnapshot) => s.matches('failed');
export const selectSettings = (s: SessionSnapshot) => s.context.settings;
export const selectStyleSettings = (s: SessionSnapshot) => s.context.style;
/** Spec 001 §1: the shop sells (one day, sales prices) rather than rents (ShopSalesModus). */
export const selectIsSalesMode = (s: SessionSnapshot) => s.context.settings?.ShopSalesModus === true;
/** Spec 001 §1: going on as a guest is offered only where anonymous shopping is allowed. */
export const selectGuestCheckoutAllowed = (s: SessionSnapshot) => guestCheckoutAllowed(s.context.settings);
export const selectCustomer = (s: SessionSnapshot) => s.context.customer;
/** Settled: not starting, signing in or out, nor refreshing. */
export const selectIsSettled = (s: SessionSnapshot) => !s.hasTag('loading') && !s.hasTag('refreshing');
export const selectPending = (s: SessionSnapshot) => s.context.store.pending;
export const selectCartId = (s: SessionSnapshot) => s.context.store.cartId;
/** The order just placed, as the thank-you page shows it; it outlives the cart and the checkout's values. */
export const selectReceipt = (s: SessionSnapshot) => s.context.store.receipt ?? null;
/** The product filter's category (spec 000 §3): the one the customer browses; null when none. */
export const selectFilterCategoryId = (s: SessionSnapshot) => s.context.store.pending.productFilter?.categoryId ?? null;
/** Spec 001 §1: adding to a cart needs an account, or an anonymous token where anonymous shopping is allowed. */
export const selectCanShop = (s: SessionSnapshot) => sessionFactsOf(s.context).canShop;
/** How prices show now (spec 000 §6): hidden, or incl. or excl. VAT. */
export const selectPriceDisplay = (s: SessionSnapshot) => priceDisplayOf(s.context.settings, selectIsSignedIn(s));
/** A checkout page admits a visitor whose anonymous token holds a cart (spec 001 §1). */
export const selectHasAnonymousCart = (s: SessionSnapshot) => s.context.token !== null && s.context.store.cartId !== null;
