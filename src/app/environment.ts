import type { ActorRefFrom, InspectionEvent } from 'xstate';
import type { cartMachine } from '../../machines/cart/machine.ts';
import type { categoriesMachine } from '../../machines/categories/machine.ts';
import type { cookieConsentMachine } from '../../machines/cookie-consent/machine.ts';
import type { selectionMachine } from '../../machines/selection/machine.ts';
import type { sessionMachine } from '../../machines/session/machine.ts';
import type { toastsMachine } from '../../machines/toasts/machine.ts';
import type { ShopClient } from '../api/client.ts';
import type { KeyValueStore } from '../domain/stored-session.ts';
import type { Reader } from '../domain/stored-shape.ts';
import type { FlowDraft } from './flow-drafts.ts';

/*
 * What a flow's wiring is given, apart from the composition root that builds it (services.ts):
 * the root imports the wiring modules, so they may not import the root back.
 */

/** What the shop's flows are wired with: the one client, storage, navigation and the clock. */
export interface ShopEnvironment {
  api: ShopClient;
  store: KeyValueStore;
  /** Goes to a page of the shop. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Leaves the shop for another site (the payment provider's page). */
  leaveFor(url: string): void;
  now(): Date;
  /** Runs the task while no other tab of the browser runs one of that name. */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Reports machine snapshots to the live flow charts. */
  inspect(event: InspectionEvent): void;
  /** A flow's draft in local storage, under the flow's own key (src/app/flow-drafts.ts). */
  draft<T>(flow: string, read: Reader<T>): FlowDraft<T>;
}

/** The long-lived actors, shared by every page. */
export interface ShopActors {
  session: ActorRefFrom<typeof sessionMachine>;
  categories: ActorRefFrom<typeof categoriesMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  cookieConsent: ActorRefFrom<typeof cookieConsentMachine>;
  /** The session's cart (the cart button's count, the cart page, the summary). */
  cart: ActorRefFrom<typeof cartMachine>;
  /** Warehouse, delivery and period: shared by the filter bar, the configurator and the cart. */
  selection: ActorRefFrom<typeof selectionMachine>;
}

export type ShopServices = ShopEnvironment & ShopActors;
