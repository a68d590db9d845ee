import { shallowEqual, useSelector } from '@xstate/react';
import { endDayProblem, startDayProblem, type Period } from '../../../machines/selection/rules.ts';
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
import { useServices } from '../services-context.ts';

/*
 * The selection's hooks for the parts that show it, over the selection ./selection.ts wires:
 * apart from it, because the shop's entry loads that module and these load with those parts.
 */

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
    /** The period waits for a location, and is fixed once an alias location is confirmed. */
    periodEditable: useSelector(selection, (s) => selectAcceptsChanges(s) && selectLocation(s) !== null && selectCanEditLocationAndPeriod(s)),
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
