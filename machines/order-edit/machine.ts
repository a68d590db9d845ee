import { assign, setup } from 'xstate';
import { mayEdit, type OrderChangeRules, type ReservationOrder, type ReservationOrderItem } from '../../src/domain/orders.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface OrderEditInput {
  reservationOrderId: string;
  rules: OrderChangeRules;
  /** When the page opened (ISO): the editing days are counted from it. */
  now: string;
}

export interface EditableOrder {
  order: ReservationOrder;
  lines: ReservationOrderItem[];
}

/** The lines' amounts: what is saved is the order as it is plus these changes. */
export type Amounts = Record<string, number>;

/** What `_validate-update` and `_update` get: the changed lines. */
export interface OrderChange {
  reservationOrderId: string;
  amounts: Amounts;
}

/** Spec 002 §5, §8: the order could not be read; a change was refused (its first message); the save failed. */
export type OrderEditFailure = CallFailure<'load-failed' | 'change-refused' | 'save-failed'>;

export interface OrderEditContext extends OrderEditInput {
  loaded: EditableOrder | null;
  /** The amounts as they stand in the form (valid ones only: a refused change comes back). */
  amounts: Amounts;
  /** The change being checked, and the amount it replaces. */
  checking: { lineId: string; amount: number; previous: number } | null;
  failure: OrderEditFailure | null;
}

export type OrderEditEvent = { type: 'RETRY_REQUESTED' } | { type: 'AMOUNT_CHANGED'; lineId: string; amount: number } | { type: 'SAVE_REQUESTED' };

/** The lines whose amount differs from the order's. */
export function changedAmounts(context: Pick<OrderEditContext, 'loaded' | 'amounts'>): Amounts {
  const lines = context.loaded?.lines ?? [];
  return Object.fromEntries(Object.entries(context.amounts).filter(([id, amount]) => lines.find((line) => line.ReservationOrderItemID === id)?.Amount !== amount));
}

const amountsOf = (lines: ReservationOrderItem[]): Amounts => Object.fromEntries(lines.map((line) => [line.ReservationOrderItemID, line.Amount]));

/**
 * Changing an order (spec 002 §4, §5) at account/orders/edit/{orderId}: allowed as `mayEdit` says;
 * every amount change is checked with `_validate-update` at once — a refused one comes back to its
 * previous value with the first message — and the changes are saved together with `_update`.
 */
export const orderEditMachine = setup({
  types: { context: {} as OrderEditContext, events: {} as OrderEditEvent, input: {} as OrderEditInput },
  actors: {
    /** `GET v2/shop/reservationOrders/{id}?include=actions` and `…/{id}/items?include=item`, in parallel. */
    loadOrder: call<EditableOrder, { reservationOrderId: string }>(),
    /** `POST …/{id}/_validate-update`: resolves when valid, rejects with the first `Data.Message` when not. */
    validateChange: call<void, OrderChange>(),
    /** `POST …/{id}/_update`. */
    saveChange: call<ReservationOrder, OrderChange>(),
  },
  actions: {
    announceSaved: effect<{ reservationOrderId: string }>(),
    announceFailure: effect<{ failure: OrderEditFailure }>(),
    /** Back to the order's details, which read it again. */
    goToOrder: effect<{ reservationOrderId: string }>(),
    takeOrder: assign((_, loaded: EditableOrder) => ({ loaded, amounts: amountsOf(loaded.lines), failure: null })),
    rememberFailure: assign((_, failure: OrderEditFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    tryAmount: assign(({ context }, change: { lineId: string; amount: number }) => ({
      checking: { ...change, previous: context.amounts[change.lineId] ?? change.amount },
      amounts: { ...context.amounts, [change.lineId]: change.amount },
      failure: null,
    })),
    acceptAmount: assign({ checking: null }),
    /** Spec 002 §5: a refused change restores the previous value. */
    restoreAmount: assign(({ context }) => ({
      amounts: context.checking ? { ...context.amounts, [context.checking.lineId]: context.checking.previous } : context.amounts,
      checking: null,
    })),
  },
  guards: {
    editable: ({ context }) => context.loaded !== null && mayEdit(context.loaded.order, context.rules, new Date(context.now)),
    isLine: ({ context }, lineId: string) => context.loaded?.lines.some((line) => line.ReservationOrderItemID === lineId) ?? false,
    hasChanges: ({ context }) => Object.keys(changedAmounts(context)).length > 0,
  },
}).createMachine({
  id: 'orderEdit',
  description: 'Een bestelling wijzigen: elke wijziging van een aantal wordt meteen getoetst (een geweigerde komt terug met de eerste melding), daarna samen bewaard.',
  context: ({ input }) => ({ ...input, loaded: null, amounts: {}, checking: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        id: 'loadOrder',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId }),
        onDone: { target: 'deciding', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    deciding: {
      always: [{ guard: 'editable', target: 'editing' }, { target: 'notEditable' }],
    },
    failed: {
      description: 'De bestelling kon niet gelezen worden of bestaat niet: de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: 'forgetFailure' } },
    },
    notEditable: {
      type: 'final',
      description: 'Deze bestelling kan niet (meer) gewijzigd worden: de pagina zegt het, met de weg terug naar de bestelling.',
    },
    editing: {
      on: {
        AMOUNT_CHANGED: {
          guard: { type: 'isLine', params: ({ event }) => event.lineId },
          target: 'validating',
          actions: { type: 'tryAmount', params: ({ event }) => ({ lineId: event.lineId, amount: event.amount }) },
        },
        SAVE_REQUESTED: { guard: 'hasChanges', target: 'saving' },
      },
    },
    validating: {
      description: 'De wijziging wordt getoetst; bewaren kan pas daarna.',
      tags: ['busy'],
      invoke: {
        src: 'validateChange',
        id: 'validateChange',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId, amounts: changedAmounts(context) }),
        onDone: { target: 'editing', actions: 'acceptAmount' },
        onError: { target: 'editing', actions: ['restoreAmount', { type: 'rememberFailure', params: ({ event }) => callFailure('change-refused', event.error) }] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveChange',
        id: 'saveChange',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId, amounts: changedAmounts(context) }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => callFailure('save-failed', event.error) },
            { type: 'announceFailure', params: ({ context }) => ({ failure: context.failure! }) },
          ],
        },
      },
    },
    saved: {
      type: 'final',
      entry: [
        { type: 'announceSaved', params: ({ context }) => ({ reservationOrderId: context.reservationOrderId }) },
        { type: 'goToOrder', params: ({ context }) => ({ reservationOrderId: context.reservationOrderId }) },
      ],
    },
  },
});
