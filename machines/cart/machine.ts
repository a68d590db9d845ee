import { assign, emit, raise, setup } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import { call, effect } from '../effects.ts';
import type { CallFailure } from '../failures.ts';
import { isDropOffDelivery, isDropOffSlot } from '../../src/domain/time-slots.ts';
import { extraOrderInfoProblems, isExtraOrderInfoValid, type ExtraOrderInfo, type ExtraOrderInfoProblems } from '../../src/domain/extra-order-info.ts';
import {
  cartSlotsMissing,
  extraOrderInfoOpen,
  hasBlockingLines,
  linesMissingAttachment,
  removableIds,
  requiredActionsOpen,
  returnSlotForDelivery,
  type Cart,
  type CartSlots,
} from './rules.ts';

export type { Cart } from './rules.ts';

/** A change the customer makes on the cart page; each answers with the cart as it is afterwards. */
export type CartChange =
  | { kind: 'amount'; cartItemId: string; amount: number }
  | { kind: 'remove'; cartItemIds: string[] }
  | { kind: 'slots'; patch: { BusinessHourStart?: string | null; BusinessHourEnd?: string | null; DeliveryID?: string } }
  | { kind: 'certificate'; number: string }
  | { kind: 'extraInfo'; info: ExtraOrderInfo };

export type CartFailure = { kind: 'change-failed'; change: CartChange['kind']; error: ApiError } | CallFailure<'load-failed' | 'clear-failed' | 'slots-failed'>;

/** Why the cart cannot go on to the event form yet (spec 001 §5, §8). */
export type ProceedRefusal = 'timeslot-required' | 'attachments-required' | 'additional-info-required' | 'actions-open' | 'invalid-lines';

export interface CartContext {
  /** The session's cart, as the session store holds it. */
  cartId: string | null;
  cart: Cart | null;
  /** Sales mode has no time slots (spec 001 §5). */
  salesMode: boolean;
  /** Setting SaveCartsWithStockConflict (spec 001 §9): a line short of stock does not hold the cart back. */
  stockConflictsAllowed: boolean;
  /** The pending reference of the session store: it completes the ReferenceRequired action (spec 001 §4). */
  pendingReference: string | null;
  /** The shop's default delivery (settings DefaultDeliveryID): pick-up-and-return, which a drop-off cart falls back to. */
  defaultDeliveryId: string | null;
  /** The day slots of the cart's warehouse and days, and the delivery methods, loaded together. */
  slots: CartSlots | null;
  /** Which warehouse and days the slots were loaded for. */
  slotsKey: string | null;
  /** The delivery the return slot was last checked against: the delivery rules act on a change. */
  checkedDeliveryId: string | null;
  showAllPickUpSlots: boolean;
  showAllReturnSlots: boolean;
  /** Lines ticked for a bulk removal. */
  selectedLineIds: string[];
  change: CartChange | null;
  /** Why the extra order info given in its dialog cannot be saved yet; empty when nothing is refused. */
  extraInfoProblems: ExtraOrderInfoProblems;
  failure: CartFailure | null;
  /** "Verder" was pressed while the cart was being changed or read again: it is judged on the answer. */
  proceedHeld: boolean;
}

/** What the cart needs of the session: the shop mode, the stock-conflict setting, the default delivery and the pending reference. */
export interface CartSessionView {
  salesMode: boolean;
  stockConflictsAllowed: boolean;
  defaultDeliveryId: string | null;
  pendingReference: string | null;
}

export type CartEvent =
  /** The session store's cart changed: a cart was made, copied at login, or cleared. */
  | { type: 'CART_ID_CHANGED'; cartId: string | null }
  /** The session's settings or pending reference changed. */
  | { type: 'SESSION_UPDATED'; session: CartSessionView }
  /** Lines were added or the cart was changed elsewhere: read the cart again. */
  | { type: 'REFRESH_REQUESTED' }
  /** The cart could not be read: the customer asks again. */
  | { type: 'RETRY_REQUESTED' }
  | { type: 'AMOUNT_CHANGED'; cartItemId: string; amount: number }
  | { type: 'LINE_REMOVAL_REQUESTED'; cartItemId: string }
  | { type: 'LINE_SELECTION_TOGGLED'; cartItemId: string; selected: boolean }
  | { type: 'SELECTED_REMOVAL_REQUESTED' }
  | { type: 'CLEAR_REQUESTED' }
  | { type: 'CLEAR_CONFIRMED' }
  | { type: 'CLEAR_CANCELLED' }
  | { type: 'PICKUP_SLOT_CHOSEN'; slotId: string }
  | { type: 'RETURN_SLOT_CHOSEN'; slotId: string }
  | { type: 'MORE_PICKUP_SLOTS_REQUESTED' }
  | { type: 'MORE_RETURN_SLOTS_REQUESTED' }
  | { type: 'SLOTS_RETRY_REQUESTED' }
  | { type: 'REFERENCE_DIALOG_OPENED' }
  | { type: 'REFERENCE_GIVEN'; reference: string }
  | { type: 'CERTIFICATE_DIALOG_OPENED' }
  | { type: 'CERTIFICATE_GIVEN'; number: string }
  | { type: 'EXTRA_INFO_DIALOG_OPENED' }
  | { type: 'EXTRA_INFO_GIVEN'; info: ExtraOrderInfo }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'PROCEED_REQUESTED' }
  /** Raised: the cart was answered anew (loaded, refreshed or changed). */
  | { type: 'CART_REPLACED' }
  /** Raised: a delivery rule asks for another return slot (null clears it). */
  | { type: 'RETURN_SLOT_REQUIRED'; slotId: string | null };

export type CartEmitted =
  /** The cart as it now is (null: the session has none); unsettled while it is being read. */
  { type: 'CART_UPDATED'; cart: Cart | null; settled: boolean };

/** What the slots are loaded for: the warehouse and the two days. */
const slotsKeyOf = (cart: Cart): string => `${cart.WarehouseID.Key}|${cart.DateTimeExpectedStart.slice(0, 10)}|${cart.DateTimeExpectedEnd.slice(0, 10)}`;

/**
 * The slot change a delivery rule asks for, if any. The rules hold for the cart as it is, not
 * only right after a change of delivery: a reload during the follow-up change, or another tab,
 * can leave a drop-off slot with another delivery, which the next read repairs.
 */
function deliveryRuleSlot(context: CartContext): string | null | undefined {
  const { cart, slots, checkedDeliveryId } = context;
  if (!cart || !slots || checkedDeliveryId === null) return undefined;
  const isDropOff = isDropOffDelivery(slots.deliveryMethods, cart.DeliveryID.Key);
  const wasDropOff = isDropOffDelivery(slots.deliveryMethods, checkedDeliveryId);
  return returnSlotForDelivery(slots.return, { wasDropOff, isDropOff }, cart.BusinessHourEnd?.Key ?? null);
}

/**
 * The session's cart and the cart page (spec 001 §2, §4, §5): its lines, amounts and removal,
 * clearing it, the pick-up and return slots with the delivery rules, the required actions, and
 * the checks before the event form. The cart button's count reads it too.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCart: call<Cart, { cartId: string }>(),
    changeCart: call<Cart, { cartId: string; change: CartChange }>(),
    deleteCart: call<void, { cartId: string }>(),
    /** The pick-up slots of the start day, the return slots of the end day and the delivery methods, in one wave. */
    loadSlots: call<CartSlots, { cart: Cart }>(),
  },
  actions: {
    /** Removes the cart from the session store. */
    forgetCart: effect(),
    /** Keeps the reference as a pending value of the session. */
    storeReference: effect<{ reference: string }>(),
    /** Tells the customer why the cart cannot go on. */
    refuseProceed: effect<{ reason: ProceedRefusal }>(),
    /** Tells the customer a change failed. */
    reportFailure: effect<{ failure: CartFailure }>(),
    /** On to the event form. */
    proceed: effect(),
    /** The cart button, the summary and the configurator follow the cart. */
    announceReading: emit(({ context }) => ({ type: 'CART_UPDATED' as const, cart: context.cart, settled: false })),
    announceCart: emit(({ context }) => ({ type: 'CART_UPDATED' as const, cart: context.cart, settled: true })),
    /** Another cart: what was shown of the previous one goes. */
    storeCartId: assign((_, cartId: string | null) => ({ cartId, cart: null, slots: null, slotsKey: null, selectedLineIds: [], proceedHeld: false })),
    dropCart: assign({ cartId: null, cart: null, slots: null, slotsKey: null, selectedLineIds: [], proceedHeld: false }),
    keepSession: assign((_, session: CartSessionView) => session),
    showCart: assign((_, cart: Cart) => ({ cart, failure: null, selectedLineIds: [] })),
    /** The cart as a change or a new read answered it; ticked lines that are gone are unticked. */
    replaceCart: assign(({ context }, cart: Cart) => ({
      cart,
      failure: null,
      selectedLineIds: context.selectedLineIds.filter((id) => cart.Items.some((line) => line.CartItemID === id)),
    })),
    markCartReplaced: raise({ type: 'CART_REPLACED' }),
    holdProceed: assign({ proceedHeld: true }),
    dropHeldProceed: assign({ proceedHeld: false }),
    proceedAsHeld: raise({ type: 'PROCEED_REQUESTED' }),
    requestChange: assign((_, change: CartChange) => ({ change })),
    toggleLine: assign(({ context }, params: { cartItemId: string; selected: boolean }) => ({
      selectedLineIds: params.selected
        ? [...context.selectedLineIds.filter((id) => id !== params.cartItemId), params.cartItemId]
        : context.selectedLineIds.filter((id) => id !== params.cartItemId),
    })),
    rememberFailure: assign((_, failure: CartFailure) => ({ failure })),
    rememberExtraInfoProblems: assign((_, info: ExtraOrderInfo) => ({ extraInfoProblems: extraOrderInfoProblems(info) })),
    forgetExtraInfoProblems: assign({ extraInfoProblems: {} }),
    storeSlots: assign(({ context }, slots: CartSlots) => ({
      slots,
      slotsKey: context.cart ? slotsKeyOf(context.cart) : null,
      checkedDeliveryId: context.checkedDeliveryId ?? context.cart?.DeliveryID.Key ?? null,
      showAllPickUpSlots: false,
      showAllReturnSlots: false,
    })),
    /** The delivery rules act on a change of delivery: this one has been looked at. */
    markDeliveryChecked: assign(({ context }) => ({ checkedDeliveryId: context.cart?.DeliveryID.Key ?? null })),
    askReturnSlot: raise(({ context }) => ({ type: 'RETURN_SLOT_REQUIRED' as const, slotId: deliveryRuleSlot(context) ?? null })),
    showAllPickUpSlots: assign({ showAllPickUpSlots: true }),
    showAllReturnSlots: assign({ showAllReturnSlots: true }),
  },
  guards: {
    /** Only the backend's "no such cart" clears it (spec 001 §4); any other failure keeps it, to be read again. */
    cartIsGone: (_, params: { error: unknown }) => asApiError(params.error).kind === 'not-found',
    namesOtherCart: ({ context, event }) => event.type === 'CART_ID_CHANGED' && event.cartId !== null && event.cartId !== context.cartId,
    dropsCart: ({ context, event }) => event.type === 'CART_ID_CHANGED' && event.cartId === null && context.cartId !== null,
    salesModeChanged: ({ context, event }) => event.type === 'SESSION_UPDATED' && event.session.salesMode !== context.salesMode,
    slotsMayApply: ({ context }) => !context.salesMode && context.cart !== null,
    slotDaysChanged: ({ context }) => context.cart !== null && slotsKeyOf(context.cart) !== context.slotsKey,
    deliveryRuleAsksSlot: ({ context }) => deliveryRuleSlot(context) !== undefined,
    proceedIsHeld: ({ context }) => context.proceedHeld,
    hasRemovableSelection: ({ context }) => context.cart !== null && removableIds(context.cart, context.selectedLineIds).length > 0,
    slotsMissing: ({ context }) => context.cart !== null && cartSlotsMissing(context.cart, context.slots, context.salesMode),
    attachmentsMissing: ({ context }) => context.cart !== null && linesMissingAttachment(context.cart).length > 0,
    extraInfoOpen: ({ context }) => context.cart !== null && extraOrderInfoOpen(context.cart),
    requiredActionsOpen: ({ context }) => context.cart !== null && requiredActionsOpen(context.cart, context.pendingReference),
    hasBlockingLines: ({ context }) => context.cart !== null && hasBlockingLines(context.cart, context.stockConflictsAllowed),
    extraInfoIncomplete: (_, info: ExtraOrderInfo) => !isExtraOrderInfoValid(info),
    leavesDropOff: ({ context, event }) =>
      event.type === 'RETURN_SLOT_CHOSEN' &&
      context.cart !== null &&
      context.slots !== null &&
      isDropOffDelivery(context.slots.deliveryMethods, context.cart.DeliveryID.Key) &&
      !context.slots.return.some((slot) => slot.BusinessHourID === event.slotId && isDropOffSlot(slot)),
  },
}).createMachine({
  id: 'cart',
  description: 'De winkelwagen van de sessie en zijn pagina: regels, afhaal- en terugbrengmomenten, verplichte acties en de controles vóór het evenementformulier.',
  context: {
    cartId: null,
    cart: null,
    salesMode: false,
    stockConflictsAllowed: false,
    pendingReference: null,
    defaultDeliveryId: null,
    slots: null,
    slotsKey: null,
    checkedDeliveryId: null,
    showAllPickUpSlots: false,
    showAllReturnSlots: false,
    selectedLineIds: [],
    change: null,
    extraInfoProblems: {},
    failure: null,
    proceedHeld: false,
  },
  initial: 'withoutCart',
  on: {
    CART_ID_CHANGED: [
      { guard: 'namesOtherCart', target: '.loading', reenter: true, actions: { type: 'storeCartId', params: ({ event }) => event.cartId } },
      { guard: 'dropsCart', target: '.withoutCart', actions: 'dropCart' },
    ],
    SESSION_UPDATED: {
      actions: { type: 'keepSession', params: ({ event }) => event.session },
    },
  },
  states: {
    withoutCart: {
      description: 'Geen winkelwagen in de sessie: het aantal is 0, de winkelwagenpagina zegt dat hij leeg is.',
      entry: 'announceCart',
    },
    loading: {
      tags: ['loading'],
      entry: 'announceReading',
      // A change made while the cart was being read may be missing from the answer: read again.
      on: { REFRESH_REQUESTED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: { target: 'loaded', actions: { type: 'showCart', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'cartIsGone', params: ({ event }) => ({ error: event.error }) },
            target: 'withoutCart',
            description: 'Een winkelwagen die de backend niet meer kent, wordt gewist (spec 001 §4).',
            actions: ['dropCart', 'forgetCart'],
          },
          { target: 'loadFailed', actions: { type: 'rememberFailure', params: ({ event }) => ({ kind: 'load-failed', error: asApiError(event.error) }) } },
        ],
      },
    },
    loadFailed: {
      description: 'De winkelwagen kon niet gelezen worden (niet omdat hij onbekend is): hij blijft en wordt opnieuw gelezen als de klant erom vraagt.',
      entry: 'announceCart',
      on: { RETRY_REQUESTED: 'loading', REFRESH_REQUESTED: 'loading' },
    },
    loaded: {
      type: 'parallel',
      entry: 'announceCart',
      states: {
        lines: {
          initial: 'idle',
          states: {
            idle: {
              always: {
                guard: 'proceedIsHeld',
                description: '"Verder" werd ingedrukt terwijl de winkelwagen bewaard of gelezen werd: nu het antwoord er is, wordt het beoordeeld.',
                actions: ['dropHeldProceed', 'proceedAsHeld'],
              },
              on: {
                REFRESH_REQUESTED: 'refreshing',
                AMOUNT_CHANGED: {
                  target: 'changing',
                  actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'amount', cartItemId: event.cartItemId, amount: event.amount }) },
                },
                LINE_REMOVAL_REQUESTED: {
                  target: 'changing',
                  actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'remove', cartItemIds: [event.cartItemId] }) },
                },
                LINE_SELECTION_TOGGLED: {
                  actions: { type: 'toggleLine', params: ({ event }) => ({ cartItemId: event.cartItemId, selected: event.selected }) },
                },
                SELECTED_REMOVAL_REQUESTED: {
                  guard: 'hasRemovableSelection',
                  target: 'changing',
                  actions: {
                    type: 'requestChange',
                    params: ({ context }) => ({ kind: 'remove', cartItemIds: context.cart ? removableIds(context.cart, context.selectedLineIds) : [] }),
                  },
                },
                PICKUP_SLOT_CHOSEN: {
                  target: 'changing',
                  actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'slots', patch: { BusinessHourStart: event.slotId } }) },
                },
                RETURN_SLOT_CHOSEN: [
                  {
                    guard: 'leavesDropOff',
                    description: 'Inleverbox met een ander terugbrengmoment dan "voor 7:30": de levering wordt afhalen en terugbrengen (spec 001 §4).',
                    target: 'changing',
                    actions: {
                      type: 'requestChange',
                      params: ({ context, event }) => ({ kind: 'slots', patch: { BusinessHourEnd: event.slotId, DeliveryID: context.defaultDeliveryId ?? undefined } }),
                    },
                  },
                  {
                    target: 'changing',
                    actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'slots', patch: { BusinessHourEnd: event.slotId } }) },
                  },
                ],
                RETURN_SLOT_REQUIRED: {
                  target: 'changing',
                  actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'slots', patch: { BusinessHourEnd: event.slotId } }) },
                },
                CLEAR_REQUESTED: 'confirmingClear',
                REFERENCE_DIALOG_OPENED: 'referenceDialog',
                CERTIFICATE_DIALOG_OPENED: 'certificateDialog',
                EXTRA_INFO_DIALOG_OPENED: 'extraInfoDialog',
                PROCEED_REQUESTED: [
                  { guard: 'slotsMissing', actions: { type: 'refuseProceed', params: { reason: 'timeslot-required' } } },
                  { guard: 'attachmentsMissing', actions: { type: 'refuseProceed', params: { reason: 'attachments-required' } } },
                  { guard: 'extraInfoOpen', actions: { type: 'refuseProceed', params: { reason: 'additional-info-required' } } },
                  { guard: 'requiredActionsOpen', actions: { type: 'refuseProceed', params: { reason: 'actions-open' } } },
                  {
                    guard: 'hasBlockingLines',
                    description: 'Een regel die niet gereserveerd kan worden houdt de winkelwagen tegen; een voorraadtekort niet als SaveCartsWithStockConflict aan staat (spec 001 §9).',
                    actions: { type: 'refuseProceed', params: { reason: 'invalid-lines' } },
                  },
                  { actions: 'proceed' },
                ],
              },
            },
            refreshing: {
              tags: ['loading'],
              on: {
                PROCEED_REQUESTED: {
                  description: 'Verder tijdens het opnieuw lezen: het antwoord wordt afgewacht, zodat de controles de winkelwagen zien zoals hij is.',
                  actions: 'holdProceed',
                },
              },
              invoke: {
                id: 'refreshCart',
                src: 'loadCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '' }),
                onDone: { target: 'idle', actions: [{ type: 'replaceCart', params: ({ event }) => event.output }, 'markCartReplaced', 'announceCart'] },
                onError: [
                  {
                    guard: { type: 'cartIsGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#cart.withoutCart',
                    description: 'Een winkelwagen die de backend niet meer kent, wordt gewist (spec 001 §4).',
                    actions: ['dropCart', 'forgetCart'],
                  },
                  {
                    target: 'idle',
                    description: 'De getoonde winkelwagen blijft; de klant hoort dat hij niet opnieuw gelezen kon worden, en drukt zelf opnieuw op verder.',
                    actions: [
                      'dropHeldProceed',
                      { type: 'rememberFailure', params: ({ event }) => ({ kind: 'load-failed', error: asApiError(event.error) }) },
                      { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                    ],
                  },
                ],
              },
            },
            changing: {
              tags: ['submitting'],
              on: {
                PROCEED_REQUESTED: {
                  description: 'Verder tijdens het bewaren van een wijziging: het antwoord wordt afgewacht, zodat de controles de winkelwagen zien zoals hij is.',
                  actions: 'holdProceed',
                },
              },
              invoke: {
                id: 'changeCart',
                src: 'changeCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '', change: context.change ?? { kind: 'remove', cartItemIds: [] } }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'replaceCart', params: ({ event }) => event.output }, 'markCartReplaced', 'announceCart'],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'dropHeldProceed',
                    {
                      type: 'rememberFailure',
                      params: ({ context, event }) => ({ kind: 'change-failed', change: context.change?.kind ?? 'amount', error: asApiError(event.error) }),
                    },
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
            referenceDialog: {
              description: 'Het venster voor de verplichte referentie: die wordt voorlopig bijgehouden en met de bestelling meegestuurd.',
              on: {
                REFERENCE_GIVEN: { target: 'idle', actions: { type: 'storeReference', params: ({ event }) => ({ reference: event.reference.trim() }) } },
                DIALOG_CLOSED: 'idle',
              },
            },
            certificateDialog: {
              description: 'Het attestvenster: een ingegeven nummer vult een verplicht attest in.',
              on: {
                CERTIFICATE_GIVEN: {
                  target: 'changing',
                  actions: { type: 'requestChange', params: ({ event }) => ({ kind: 'certificate', number: event.number.trim() }) },
                },
                DIALOG_CLOSED: 'idle',
              },
            },
            extraInfoDialog: {
              description: 'Het venster voor de extra informatie (spec 002 §4): de verantwoordelijke ter plaatse, naam en telefoon; onvolledig wordt niet bewaard.',
              on: {
                EXTRA_INFO_GIVEN: [
                  {
                    guard: { type: 'extraInfoIncomplete', params: ({ event }) => event.info },
                    actions: { type: 'rememberExtraInfoProblems', params: ({ event }) => event.info },
                  },
                  {
                    target: 'savingExtraInfo',
                    actions: [{ type: 'requestChange', params: ({ event }) => ({ kind: 'extraInfo', info: event.info }) }, 'forgetExtraInfoProblems'],
                  },
                ],
                DIALOG_CLOSED: { target: 'idle', actions: 'forgetExtraInfoProblems' },
              },
            },
            savingExtraInfo: {
              description: 'Bewaart de extra informatie in de winkelwagen; het venster blijft open tot het lukt, zodat niets van wat ingevuld is verloren gaat.',
              tags: ['submitting'],
              invoke: {
                id: 'saveExtraInfo',
                src: 'changeCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '', change: context.change ?? { kind: 'remove', cartItemIds: [] } }),
                onDone: { target: 'idle', actions: [{ type: 'replaceCart', params: ({ event }) => event.output }, 'markCartReplaced', 'announceCart'] },
                onError: {
                  target: 'extraInfoDialog',
                  actions: [
                    { type: 'rememberFailure', params: ({ event }) => ({ kind: 'change-failed', change: 'extraInfo', error: asApiError(event.error) }) },
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
            confirmingClear: {
              description: 'Vraagt of de hele winkelwagen weg mag.',
              on: { CLEAR_CONFIRMED: 'clearing', CLEAR_CANCELLED: 'idle' },
            },
            clearing: {
              tags: ['submitting'],
              invoke: {
                id: 'deleteCart',
                src: 'deleteCart',
                input: ({ context }) => ({ cartId: context.cartId ?? '' }),
                onDone: { target: '#cart.withoutCart', actions: ['dropCart', 'forgetCart'] },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'rememberFailure', params: ({ event }) => ({ kind: 'clear-failed', error: asApiError(event.error) }) },
                    { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
                  ],
                },
              },
            },
          },
        },
        slots: {
          initial: 'deciding',
          on: {
            CART_REPLACED: [
              { guard: 'slotDaysChanged', target: '.deciding' },
              { target: '.checkingDeliveryRule' },
            ],
            SESSION_UPDATED: [
              { guard: 'salesModeChanged', target: '.deciding', actions: { type: 'keepSession', params: ({ event }) => event.session } },
              { actions: { type: 'keepSession', params: ({ event }) => event.session } },
            ],
          },
          states: {
            deciding: {
              always: [{ guard: 'slotsMayApply', target: 'loading' }, { target: 'notApplicable' }],
            },
            notApplicable: {
              description: 'Verkoopmodus: geen afhaal- of terugbrengmomenten (spec 001 §5).',
            },
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadSlots',
                src: 'loadSlots',
                input: ({ context }) => ({ cart: context.cart! }),
                onDone: { target: 'checkingDeliveryRule', actions: { type: 'storeSlots', params: ({ event }) => event.output } },
                onError: {
                  target: 'failed',
                  actions: { type: 'rememberFailure', params: ({ event }) => ({ kind: 'slots-failed', error: asApiError(event.error) }) },
                },
              },
            },
            checkingDeliveryRule: {
              description: 'Na elke lezing: de inleverbox neemt het moment "voor 7:30", een andere levering laat het los (spec 001 §4), ook als een herladen de vorige aanpassing onderbrak.',
              always: [
                { guard: 'deliveryRuleAsksSlot', target: 'ready', actions: ['askReturnSlot', 'markDeliveryChecked'] },
                { target: 'ready', actions: 'markDeliveryChecked' },
              ],
            },
            ready: {
              on: {
                MORE_PICKUP_SLOTS_REQUESTED: { actions: 'showAllPickUpSlots' },
                MORE_RETURN_SLOTS_REQUESTED: { actions: 'showAllReturnSlots' },
              },
            },
            failed: {
              description: 'De afhaal- en terugbrengmomenten konden niet geladen worden; de klant kan opnieuw proberen.',
              on: { SLOTS_RETRY_REQUESTED: 'loading' },
            },
          },
        },
      },
    },
  },
});
