import type { SnapshotFrom } from 'xstate';
import { dayRulesOf, type selectionMachine } from './machine.ts';
import type { ShopSelection } from '../configurator/machine.ts';
import { calendarRange, isComplete, locationOf, periodProblem, type CalendarRange, type DayRules, type Period } from './rules.ts';

type SelectionSnapshot = SnapshotFrom<typeof selectionMachine>;

const completeChoice = (s: SelectionSnapshot) => {
  const { choice } = s.context;
  return isComplete(choice) && periodProblem(dayRulesOf(s.context, choice.warehouseId), choice.period) === null ? choice : null;
};

/** The chosen WarehouseID (of an alias group: its first warehouse), or null. */
export const selectWarehouseId = (s: SelectionSnapshot): string | null => s.context.choice.warehouseId;
export const selectDeliveryId = (s: SelectionSnapshot): string | null => s.context.choice.deliveryId;
/** The chosen period, yyyy-MM-dd, first and last day included; one day for both in sales mode. */
export const selectPeriod = (s: SelectionSnapshot): Period | null => s.context.choice.period;
/** Warehouse, delivery and period chosen, and the period possible at that location. */
export const selectIsComplete = (s: SelectionSnapshot): boolean => completeChoice(s) !== null;

export const selectLocations = (s: SelectionSnapshot) => s.context.locations;
export const selectLocation = (s: SelectionSnapshot) => locationOf(s.context.locations, s.context.choice.warehouseId);
export const selectDeliveryMethods = (s: SelectionSnapshot) => s.context.deliveryMethods;
export const selectDelivery = (s: SelectionSnapshot) => s.context.deliveryMethods.find((m) => m.DeliveryID === s.context.choice.deliveryId) ?? null;
export const selectIsSalesMode = (s: SelectionSnapshot) => s.context.settings?.ShopSalesModus === true;
/** Today, the settings and the chosen location's days: what the date pickers judge each day by. */
export const selectDayRules = (s: SelectionSnapshot): DayRules => dayRulesOf(s.context, s.context.choice.warehouseId);
/** The days the calendars offer: from today to the last start (a sale's day) or the last end the settings allow. */
export const selectCalendarRange = (s: SelectionSnapshot): CalendarRange => {
  const { today, settings } = selectDayRules(s);
  return calendarRange(today, settings);
};
export const selectNotice = (s: SelectionSnapshot) => s.context.notice;
export const selectFailure = (s: SelectionSnapshot) => s.context.failure;
export const selectInvalidItems = (s: SelectionSnapshot) => s.context.invalidItems;
export const selectIsConfirmingInvalidItems = (s: SelectionSnapshot) => s.matches('confirmingInvalidItems');
export const selectIsStarting = (s: SelectionSnapshot) => s.matches('waitingForSession') || s.matches('loadingOptions');
/** A failure the customer can retry (the options, or the days of a location). */
export const selectCanRetry = (s: SelectionSnapshot) => s.matches('failed') || s.matches('calendarFailed');
export const selectCalendarFailed = (s: SelectionSnapshot) => s.matches('calendarFailed');
/** Days are being loaded, or the cart checked or changed. */
export const selectIsBusy = (s: SelectionSnapshot) => s.hasTag('loading') || s.hasTag('submitting');
/** Nothing is being settled: the customer may make a change. */
export const selectAcceptsChanges = (s: SelectionSnapshot) => s.matches('idle');
/** Spec 001 §4: after confirmation, location and period change only without a warehouse alias. */
export const selectCanEditLocationAndPeriod = (s: SelectionSnapshot) => !(s.context.confirmed && selectLocation(s)?.alias);

/** The parts still missing, once the customer tried to confirm without them. */
export const selectMissing = (s: SelectionSnapshot) => {
  if (!s.context.showProblems) return { warehouse: false, delivery: false, period: false };
  const { choice } = s.context;
  return { warehouse: choice.warehouseId === null, delivery: choice.deliveryId === null, period: choice.period === null };
};

/**
 * Warehouse, delivery and period once chosen and confirmed in the configurator: until the
 * customer confirms, the selector stays open (spec 001 §4 "then location/period selector").
 */
export const selectConfirmedSelection = (s: SelectionSnapshot): ShopSelection | null => (s.context.confirmed ? completeChoice(s) : null);
