import type { SnapshotFrom } from 'xstate';
import type { Moment } from '../../src/domain/format.ts';
import type { orderDetailMachine } from './machine.ts';

type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export const selectStep = (s: OrderDetailSnapshot): 'loading' | 'failed' | 'ready' | 'downloading' =>
  s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('downloading') ? 'downloading' : 'ready';
export const selectDetails = (s: OrderDetailSnapshot) => s.context.details;
export const selectFailure = (s: OrderDetailSnapshot) => s.context.failure;

/** When the order is picked up and brought back; a sale (sales mode) is not brought back. */
export interface OrderMoments {
  pickUp: Moment;
  return: Moment | null;
}

export const selectMoments = (s: OrderDetailSnapshot): OrderMoments | null => {
  const order = s.context.details?.order;
  if (!order) return null;
  const pickUp = { at: order.DateTimeBusinessStart, slot: order.BusinessHourStart?.Description ?? null };
  return { pickUp, return: s.context.salesMode ? null : { at: order.DateTimeBusinessEnd, slot: order.BusinessHourEnd?.Description ?? null } };
};
