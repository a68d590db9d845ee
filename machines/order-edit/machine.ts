import { assign, setup } from 'xstate';
import { mayEdit, type OrderChangeRules, type ReservationOrder, type ReservationOrderItem } from '../../src/domain/orders.ts';
import { choosableSlots, type TimeSlot } from '../../src/domain/time-slots.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { draftOf, draftSlotsMissing, hasChanges, movePeriod, periodAllowed, periodBoundsOf, updateOf, type OrderDraft, type OrderSlots, type OrderUpdate } from './rules.ts';

export interface OrderEditInput {
  reservationOrderId: string;
  rules: OrderChangeRules;
  /** When the page opened (ISO): the editing days and the earliest day are counted from it. */
  now: string;
}

export interface EditableOrder {
  order: ReservationOrder;
  lines: ReservationOrderItem[];
}

/** What `_validate-update` and `_update` get. */
export interface OrderChange {
  reservationOrderId: string;
  update: OrderUpdate;
}

/** Whose slots to fetch: the order's own use of them does not count (`reservationOrderID`). */
export interface SlotsRequest {
  reservationOrderId: string;
  deliveryId: string;
  start: string;
  end: string;
}

/**
 * Spec 002 §5, §8: the order could not be read; a change was refused (its first message); the
 * slots of new days could not be read; the save failed; a save without the slots that apply.
 */
export type OrderEditFailure = CallFailure<'load-failed' | 'change-refused' | 'slots-failed' | 'save-failed'> | { kind: 'slots-required' };

export interface OrderEditContext extends OrderEditInput {
  loaded: EditableOrder | null;
  /** The order as the form holds it: only accepted changes, a refused one comes back. */
  draft: OrderDraft | null;
  slots: OrderSlots | null;
  /** The form before the change being checked: what a refusal restores. */
  previous: { draft: OrderDraft; slots: OrderSlots | null } | null;
  failure: OrderEditFailure | null;
}

export type OrderEditEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'AMOUNT_CHANGED'; lineId: string; amount: number }
  | { type: 'PERIOD_CHANGED'; start: string; end: string }
  | { type: 'PICKUP_SLOT_CHOSEN'; slotId: string }
  | { type: 'RETURN_SLOT_CHOSEN'; slotId: string }
  | { type: 'SAVE_REQUESTED' };

type Context = Pick<OrderEditContext, 'loaded' | 'draft'>;

/** The order as it was loaded, as a draft: what every change is measured against. */
const originalOf = (context: Context): OrderDraft | null => (context.loaded ? draftOf(context.loaded.order, context.loaded.lines) : null);

/** What differs from the order, as `_validate-update` and `_update` take it. */
function changeOf(context: Context): OrderUpdate {
  const original = originalOf(context);
  return original && context.draft ? updateOf(original, context.draft) : {};
}

export const draftChanged = (context: Context): boolean => {
  const original = originalOf(context);
  return original !== null && context.draft !== null && hasChanges(original, context.draft);
};

function slotsRequestOf(context: OrderEditContext): SlotsRequest {
  return {
    reservationOrderId: context.reservationOrderId,
    deliveryId: context.loaded?.order.DeliveryID ?? '',
    start: context.draft?.start ?? '',
    end: context.draft?.end ?? '',
  };
}

const isChoosable = (slots: TimeSlot[] | undefined, slotId: string, dropOff: boolean) =>
  slots !== undefined && choosableSlots(slots, dropOff).some((slot) => slot.BusinessHourID === slotId);

/**
 * Changing an order (spec 002 §4, §5) at account/orders/edit/{orderId}: allowed as `mayEdit` says.
 * Every change of the period, a slot or an amount is checked with `_validate-update` at once; a
 * refused one comes back to the form as it was, with the first message. A new period clears the
 * slot of each moved day and fetches the slots again; the check then waits until the slots that
 * apply are chosen. The changes are saved together with `_update`.
 */
export const orderEditMachine = setup({
  types: { context: {} as OrderEditContext, events: {} as OrderEditEvent, input: {} as OrderEditInput },
  actors: {
    /** `GET v2/shop/reservationOrders/{id}?include=actions` and `…/{id}/items?include=item`, in parallel. */
    loadOrder: call<EditableOrder, { reservationOrderId: string }>(),
    /** `GET v2/shop/capacity/_start-business-moments` and `_end-business-moments` with `reservationOrderID`, and the delivery methods, in parallel. */
    loadSlots: call<OrderSlots, SlotsRequest>(),
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
    takeOrder: assign((_, loaded: EditableOrder) => ({ loaded, draft: draftOf(loaded.order, loaded.lines), slots: null, failure: null })),
    takeSlots: assign((_, slots: OrderSlots) => ({ slots })),
    rememberFailure: assign((_, failure: OrderEditFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    /** Keeps the form as it is before a change, and clears the message of the last one. */
    keepPrevious: assign(({ context }) => ({ previous: context.draft && { draft: context.draft, slots: context.slots }, failure: null })),
    changeAmount: assign(({ context }, change: { lineId: string; amount: number }) => ({
      draft: context.draft && { ...context.draft, amounts: { ...context.draft.amounts, [change.lineId]: change.amount } },
    })),
    changePeriod: assign(({ context }, period: { start: string; end: string }) => ({ draft: context.draft && movePeriod(context.draft, period.start, period.end) })),
    choosePickUpSlot: assign(({ context }, slotId: string) => ({ draft: context.draft && { ...context.draft, pickUpSlot: slotId } })),
    chooseReturnSlot: assign(({ context }, slotId: string) => ({ draft: context.draft && { ...context.draft, returnSlot: slotId } })),
    /** Spec 002 §5: a refused change restores the previous value. */
    restorePrevious: assign(({ context }) => (context.previous ? { draft: context.previous.draft, slots: context.previous.slots, previous: null } : {})),
    acceptChange: assign({ previous: null }),
  },
  guards: {
    editable: ({ context }) => context.loaded !== null && mayEdit(context.loaded.order, context.rules, new Date(context.now)),
    isLine: ({ context }, lineId: string) => context.loaded?.lines.some((line) => line.ReservationOrderItemID === lineId) ?? false,
    periodAllowed: ({ context }, period: { start: string; end: string }) =>
      context.loaded !== null &&
      context.draft !== null &&
      (period.start !== context.draft.start || period.end !== context.draft.end) &&
      periodAllowed(periodBoundsOf(context.loaded.order, new Date(context.now)), period.start, period.end),
    pickUpSlotChoosable: ({ context }, slotId: string) => isChoosable(context.slots?.pickUp, slotId, false),
    returnSlotChoosable: ({ context }, slotId: string) => isChoosable(context.slots?.return, slotId, context.slots?.dropOff ?? false),
    slotsMissing: ({ context }) => context.draft !== null && draftSlotsMissing(context.draft, context.slots),
    unchanged: ({ context }) => !draftChanged(context),
    hasChanges: ({ context }) => draftChanged(context),
  },
}).createMachine({
  id: 'order-edit',
  description:
    'Een bestelling wijzigen: elke wijziging van de periode, een moment of een aantal wordt meteen getoetst (een geweigerde komt terug met de eerste melding); een nieuwe periode haalt de momenten opnieuw op; daarna wordt alles samen bewaard.',
  context: ({ input }) => ({ ...input, loaded: null, draft: null, slots: null, previous: null, failure: null }),
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
      always: [{ guard: 'editable', target: 'loadingSlots' }, { target: 'notEditable' }],
    },
    loadingSlots: {
      description: "De afhaal- en terugbrengmomenten van de dagen van de bestelling, zonder haar eigen gebruik ervan.",
      tags: ['loading'],
      invoke: {
        src: 'loadSlots',
        id: 'loadSlots',
        input: ({ context }) => slotsRequestOf(context),
        onDone: { target: 'editing', actions: { type: 'takeSlots', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De bestelling of haar momenten konden niet gelezen worden, of ze bestaat niet: de pagina zegt het en laat opnieuw proberen.',
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
          target: 'checkingChange',
          actions: ['keepPrevious', { type: 'changeAmount', params: ({ event }) => ({ lineId: event.lineId, amount: event.amount }) }],
        },
        PERIOD_CHANGED: {
          guard: { type: 'periodAllowed', params: ({ event }) => ({ start: event.start, end: event.end }) },
          target: 'rescheduling',
          actions: ['keepPrevious', { type: 'changePeriod', params: ({ event }) => ({ start: event.start, end: event.end }) }],
        },
        PICKUP_SLOT_CHOSEN: {
          guard: { type: 'pickUpSlotChoosable', params: ({ event }) => event.slotId },
          target: 'checkingChange',
          actions: ['keepPrevious', { type: 'choosePickUpSlot', params: ({ event }) => event.slotId }],
        },
        RETURN_SLOT_CHOSEN: {
          guard: { type: 'returnSlotChoosable', params: ({ event }) => event.slotId },
          target: 'checkingChange',
          actions: ['keepPrevious', { type: 'chooseReturnSlot', params: ({ event }) => event.slotId }],
        },
        SAVE_REQUESTED: [
          { guard: 'slotsMissing', actions: { type: 'rememberFailure', params: { kind: 'slots-required' } } },
          { guard: 'hasChanges', target: 'saving' },
        ],
      },
    },
    rescheduling: {
      description: 'Een nieuwe periode: de momenten van de nieuwe dagen worden opgehaald; lukt dat niet, dan komt de vorige periode terug.',
      tags: ['busy'],
      invoke: {
        src: 'loadSlots',
        id: 'loadNewSlots',
        input: ({ context }) => slotsRequestOf(context),
        onDone: { target: 'checkingChange', actions: { type: 'takeSlots', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: ['restorePrevious', { type: 'rememberFailure', params: ({ event }) => callFailure('slots-failed', event.error) }] },
      },
    },
    checkingChange: {
      description: 'Getoetst wordt pas als de momenten die gelden gekozen zijn, en alleen wat van de bestelling verschilt.',
      always: [{ guard: 'slotsMissing', target: 'editing' }, { guard: 'unchanged', target: 'editing', actions: 'acceptChange' }, { target: 'validating' }],
    },
    validating: {
      description: 'De wijziging wordt getoetst; bewaren kan pas daarna.',
      tags: ['busy'],
      invoke: {
        src: 'validateChange',
        id: 'validateChange',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId, update: changeOf(context) }),
        onDone: { target: 'editing', actions: 'acceptChange' },
        onError: { target: 'editing', actions: ['restorePrevious', { type: 'rememberFailure', params: ({ event }) => callFailure('change-refused', event.error) }] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveChange',
        id: 'saveChange',
        input: ({ context }) => ({ reservationOrderId: context.reservationOrderId, update: changeOf(context) }),
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
