import type { SnapshotFrom } from 'xstate';
import { openingSpan } from '../../src/domain/warehouse-hours.ts';
import type { warehouseHoursMachine } from './machine.ts';

type WarehouseHoursSnapshot = SnapshotFrom<typeof warehouseHoursMachine>;

/** The span the warehouse is open on each day ('09:00 – 17:00'), null when closed; null while not loaded. */
export const selectOpeningSpans = (s: WarehouseHoursSnapshot) =>
  s.context.hours ? { pickUp: openingSpan(s.context.hours.pickUp), return: openingSpan(s.context.hours.return) } : null;
export const selectHoursFailed = (s: WarehouseHoursSnapshot) => s.matches('failed');
