import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

type BusinessHour = components['schemas']['BusinessHour'];

/** The warehouse's hours on the pick-up day and on the return day (its shipment and return hours). */
export interface WarehouseHours {
  pickUp: BusinessHour[];
  /** Null for a sale: nothing is brought back. */
  return: BusinessHour[] | null;
}

export interface WarehouseHoursInput {
  warehouseId: string;
  /** yyyy-MM-dd */
  pickUpDay: string;
  /** yyyy-MM-dd; null for a sale (ShopSalesModus), which has no return day. */
  returnDay: string | null;
}

type WarehouseHoursFailure = CallFailure<'hours-failed'>;

export interface WarehouseHoursContext extends WarehouseHoursInput {
  hours: WarehouseHours | null;
  failure: WarehouseHoursFailure | null;
}

export type WarehouseHoursEvent = { type: 'RETRY_REQUESTED' };

/**
 * The hours the warehouse keeps on the days of an order (spec 001 §7: the business day's
 * shipment and return hours), for the thank-you page: when the customer can come, whatever
 * slot was chosen. A failure hides them; the rest of the page stands.
 */
export const warehouseHoursMachine = setup({
  types: {
    context: {} as WarehouseHoursContext,
    events: {} as WarehouseHoursEvent,
    input: {} as WarehouseHoursInput,
  },
  actors: {
    /** One wave: the pick-up day's shipment hours and the return day's return hours. */
    loadHours: call<WarehouseHours, WarehouseHoursInput>(),
  },
  actions: {
    keepHours: assign((_, params: { hours: WarehouseHours }) => ({ hours: params.hours, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: callFailure('hours-failed', params.error) })),
  },
}).createMachine({
  id: 'warehouse-hours',
  description: 'De uren van het magazijn op de afhaaldag en op de terugbrengdag, in één keer geladen.',
  context: ({ input }) => ({ ...input, hours: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadHours',
        src: 'loadHours',
        input: ({ context }) => ({ warehouseId: context.warehouseId, pickUpDay: context.pickUpDay, returnDay: context.returnDay }),
        onDone: { target: 'ready', actions: { type: 'keepHours', params: ({ event }) => ({ hours: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { description: 'De uren van beide dagen worden getoond (of dat het magazijn die dag gesloten is).' },
    failed: {
      description: 'De uren konden niet geladen worden: ze worden niet getoond, met een knop om het opnieuw te proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
  },
});
