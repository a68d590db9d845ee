import type { SnapshotFrom } from 'xstate';
import { openingSpan } from '../../src/domain/warehouse-hours.ts';
import type { warehouseHoursMachine } from './machine.ts';

type WarehouseHoursSnapshot = SnapshotFrom<typeof warehouseHoursMachine>;

/**
 * The span the warehouse is open on each day ('09:00 – 17:00'), null when closed; null while not
 * loaded. A sale has no return day: `return` is undefined.
 */
export const selectOpeningSpans = (s: WarehouseHoursSnapshot) => {
  const { hours } = s.context;
  return hours ? { pickUp: openingSpan(hours.pickUp), return: hours.return === null ? undefined : openingSpan(hours.return) } : null;
};
export const selectHoursFailed = (s: WarehouseHoursSnapshot) => s.matches('failed');
