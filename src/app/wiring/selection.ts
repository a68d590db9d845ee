import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart/machine.ts';
import { createSelectionActors } from '../../../machines/selection/actors.ts';
import { selectionMachine, type SessionView } from '../../../machines/selection/machine.ts';
import { endDayProblem, isoDay, startDayProblem, type Period } from '../../../machines/selection/rules.ts';
import {
  selectAcceptsChanges,
  selectCalendarFailed,
  selectCalendarRange,
  selectCanEditLocationAndPeriod,
  selectCanRetry,
  selectDayRules,
  selectDelivery,
  selectDeliveryId,
  selectDeliveryMethods,
  selectFailure,
  selectInvalidItems,
  selectIsBusy,
  selectIsConfirmingInvalidItems,
  selectIsSalesMode,
  selectIsStarting,
  selectLocation,
  selectLocations,
  selectMissing,
  selectNotice,
  selectPeriod,
} from '../../../machines/selection/selectors.ts';
import type { SessionFacts, sessionMachine } from '../../../machines/session/machine.ts';
import type { ShopClient } from '../../api/client.ts';
import type { PendingSelection } from '../../domain/stored-session.ts';
import { useServices } from '../services-context.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SelectionWiring {
  api: ShopClient;
  session: SessionActor;
  cart: ActorRefFrom<typeof cartMachine>;
}

/** The selection with its calls; the session store keeps the choice; a cart it changed is read again. */
export function selectionLogic({ api, session, cart }: SelectionWiring) {
  return selectionMachine.provide({
    actors: createSelectionActors(api),
    actions: {
      reportChoice: (_, patch) => session.send({ type: 'PENDING_CHANGED', patch }),
      cartChanged: () => cart.send({ type: 'REFRESH_REQUESTED' }),
    },
  });
}

/** What the selection reads of the session: the settings, the stored choice, the cart, and today. */
export function selectionSessionViewOf({ settings, style, store }: SessionFacts & { settings: NonNullable<SessionFacts['settings']> }, today: Date): SessionView {
  const { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period } = store.pending;
  const stored: PendingSelection = { warehouseId, warehouseAlias, warehouseEmail, deliveryId, period };
  return { settings, warehouseAliases: style.warehouseAliases, cartId: store.cartId, stored, today: isoDay(today) };
}

/** The session store is the one place the choice lives: the selection reads it whenever the session announces a change. */
export function connectSelection({ session, selection, now }: { session: SessionActor; selection: ActorRefFrom<typeof selectionMachine>; now: () => Date }) {
  session.on('SESSION_CHANGED', ({ session: facts }) => {
    const { settings } = facts;
    // The session announces itself only once its settings are loaded.
    if (settings) selection.send({ type: 'SESSION_UPDATED', session: selectionSessionViewOf({ ...facts, settings }, now()) });
  });
}

/** The choice in one line (a location, a delivery, a period or a sale's day), and whether it is still being set up. */
export function useSelectionSummary() {
  const { selection } = useServices();
  return {
    starting: useSelector(selection, selectIsStarting),
    location: useSelector(selection, selectLocation),
    delivery: useSelector(selection, selectDelivery),
    period: useSelector(selection, selectPeriod),
    salesMode: useSelector(selection, selectIsSalesMode),
  };
}

/** The delivery methods (each with its minimum rental period) and the one chosen; a choice goes to the shared selection. */
export function useDeliveryChoice() {
  const { selection } = useServices();
  return {
    methods: useSelector(selection, selectDeliveryMethods),
    deliveryId: useSelector(selection, selectDeliveryId),
    idle: useSelector(selection, selectAcceptsChanges),
    salesMode: useSelector(selection, selectIsSalesMode),
    choose: (deliveryId: string) => selection.send({ type: 'DELIVERY_CHOSEN', deliveryId }),
  };
}

/**
 * The full chooser of location and period (a day, in sales mode): what may be chosen and why a
 * day may not, what is missing, what the selection says, a change it asks to confirm because
 * articles cannot stay, and what went wrong with a way on.
 */
export function useSelectionPanel() {
  const { selection } = useServices();
  const rules = useSelector(selection, selectDayRules);
  return {
    starting: useSelector(selection, selectIsStarting),
    locations: useSelector(selection, selectLocations),
    location: useSelector(selection, selectLocation),
    period: useSelector(selection, selectPeriod),
    salesMode: useSelector(selection, selectIsSalesMode),
    canEdit: useSelector(selection, selectCanEditLocationAndPeriod),
    missing: useSelector(selection, selectMissing, shallowEqual),
    notice: useSelector(selection, selectNotice),
    busy: useSelector(selection, selectIsBusy),
    idle: useSelector(selection, selectAcceptsChanges),
    range: useSelector(selection, selectCalendarRange, shallowEqual),
    /** Why a day cannot start the period (closed, full, too early or late); null when it can. */
    startProblem: (day: string) => startDayProblem(rules, day),
    /** Why a day cannot end a period starting on `start`; null when it can. */
    endProblem: (day: string, start: string) => endDayProblem(rules, day, start),
    failure: useSelector(selection, selectFailure),
    canRetry: useSelector(selection, selectCanRetry),
    calendarFailed: useSelector(selection, selectCalendarFailed),
    confirmingInvalidItems: useSelector(selection, selectIsConfirmingInvalidItems),
    invalidItems: useSelector(selection, selectInvalidItems),
    chooseWarehouse: (warehouseId: string) => selection.send({ type: 'WAREHOUSE_CHOSEN', warehouseId }),
    choosePeriod: (period: Period) => selection.send({ type: 'PERIOD_CHOSEN', period }),
    dismissNotice: () => selection.send({ type: 'NOTICE_DISMISSED' }),
    retry: () => selection.send({ type: 'RETRY_REQUESTED' }),
    /** Keeps the previous choice: a change that would drop articles, or a calendar that could not be read. */
    cancelChange: () => selection.send({ type: 'CHANGE_CANCELLED' }),
    removeInvalidItems: () => selection.send({ type: 'INVALID_ITEMS_REMOVAL_CONFIRMED' }),
  };
}

export type SelectionPanelFlow = ReturnType<typeof useSelectionPanel>;
