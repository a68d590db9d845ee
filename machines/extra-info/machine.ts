import { assign, emit, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import {
  checkEventForm,
  eventCustomFields,
  initialEventForm,
  patchEventForm,
  rentalDaysOf,
  type EventFormCheck,
  type EventFormField,
  type EventFormPatch,
  type EventFormValues,
} from '../../src/domain/event-form.ts';
import type { Cart } from '../cart/machine.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type Label = components['schemas']['Label'];
export type CustomFields = components['schemas']['CustomFields'];

/** What the form starts from: its own draft, and the session store's pending values. */
interface ExtraInfoPending {
  /** The half-filled form, as the event form's draft kept it. */
  draft: EventFormValues | null;
  /** The chosen order type (pending `orderType`, a LabelID). */
  orderType: string | null;
  /** The comments (pending `notes`). */
  notes: string | null;
}

export interface ExtraInfoInput extends ExtraInfoPending {
  /** The shop sells (ShopSalesModus): the cart's one day is the pick-up day. */
  salesMode: boolean;
}

/** What the page needs, in one wave: the order types and the session's cart once it is read. */
export interface ExtraInfoData {
  labels: Label[];
  cart: Cart | null;
}

export interface ExtraInfoContext {
  pending: ExtraInfoPending;
  salesMode: boolean;
  /** The order types (labels of subject Rental.Reservation): the form's event types. */
  labels: Label[];
  cart: Cart | null;
  values: EventFormValues;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: ExtraInfoFailure | null;
}

/** The order types or the cart could not be read; or the event could not be saved (the server says why). */
export type ExtraInfoFailure = CallFailure<'load-failed' | 'save-failed'>;

export type ExtraInfoEmitted =
  /** After an invalid submit: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: EventFormField };

export type ExtraInfoEvent =
  | { type: 'FIELD_CHANGED'; patch: EventFormPatch }
  | { type: 'SUBMITTED' }
  | { type: 'RETRY_REQUESTED' };

/** The form's check against the cart's rental days; a form without a cart is never valid. */
export function formCheck(context: Pick<ExtraInfoContext, 'values' | 'cart'>): EventFormCheck {
  if (!context.cart) return { valid: false, errors: {}, firstField: 'orderType' };
  return checkEventForm(context.values, rentalDaysOf(context.cart));
}

const firstRefusedField = (context: ExtraInfoContext): EventFormField => {
  const check = formCheck(context);
  return check.valid ? 'orderType' : check.firstField;
};

/**
 * The event form at /extra-info (spec 001 §4 "Extra info", §5 "Event form"): a valid submit
 * saves the event as the cart's custom fields, refreshes the cart, stores the order type and
 * the notes as pending values and goes to the summary.
 */
export const extraInfoMachine = setup({
  types: {
    context: {} as ExtraInfoContext,
    events: {} as ExtraInfoEvent,
    input: {} as ExtraInfoInput,
    emitted: {} as ExtraInfoEmitted,
  },
  actors: {
    /** The order types and the cart, once the cart actor has read it (one wave). */
    loadForm: call<ExtraInfoData>(),
    /** PATCH of the cart with the event's custom fields. */
    saveEventInfo: call<void, { cartId: string; customFields: CustomFields }>(),
    /** Asks the cart actor to read the cart again and waits until it has. */
    refreshCart: call<void>(),
  },
  actions: {
    /** Keeps the form as the event form's draft, so a reload loses nothing. */
    storeDraft: effect<{ draft: EventFormValues | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** Asks the page to put the focus on a refused field (the page owns the fields). */
    focusField: emit((_, params: { field: EventFormField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    /** Stores the pending notes and order type the checkout sends. */
    storeCheckoutValues: effect<{ notes: string | null; orderType: string }>(),
    goToSummary: effect(),
    /** The form starts from its draft, else from what the cart already holds. */
    fillForm: assign(({ context }, data: ExtraInfoData) => ({
      labels: data.labels,
      cart: data.cart,
      values: initialEventForm({ ...context.pending, customFields: data.cart?.CustomFields ?? {} }),
      failure: null,
    })),
    changeValues: assign(({ context }, patch: EventFormPatch) => ({ values: patchEventForm(context.values, patch) })),
    /** From now on every refused field says why. */
    showRefusals: assign({ checked: true }),
    rememberFailure: assign((_, failure: ExtraInfoFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    hasCartWithItems: (_, params: { data: ExtraInfoData }) => (params.data.cart?.Items.length ?? 0) > 0,
    formIsValid: ({ context }) => formCheck(context).valid,
  },
}).createMachine({
  id: 'extra-info',
  description: 'Het evenementformulier: type evenement, beschrijving, start, adres, locatie, toegang, bezoekers, organisatoren, website, opmerkingen.',
  context: ({ input: { salesMode, ...pending } }) => ({
    pending,
    salesMode,
    labels: [],
    cart: null,
    values: initialEventForm({ ...pending, customFields: {} }),
    checked: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        onDone: [
          {
            guard: { type: 'hasCartWithItems', params: ({ event }) => ({ data: event.output }) },
            target: 'editing',
            actions: { type: 'fillForm', params: ({ event }) => event.output },
          },
          { target: 'noCart', actions: 'forgetFailure' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    loadFailed: {
      description: 'De bestellingstypes of de winkelwagen konden niet gelezen worden; de klant kan het opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    noCart: {
      description: 'Geen winkelwagen, of een lege: er valt niets over een evenement te vertellen; een link leidt naar de producten.',
    },
    editing: {
      description:
        'Het formulier. Elke wijziging wordt als voorlopig concept bewaard. Na een ongeldige verzending zegt elk geweigerd veld waarom (en blijft het dat zeggen terwijl het verandert); mislukt het bewaren, dan verschijnt de melding van de server.',
      on: {
        FIELD_CHANGED: {
          actions: [
            { type: 'changeValues', params: ({ event }) => event.patch },
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.values }) },
          ],
        },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'submitting', actions: 'forgetFailure' },
          {
            actions: [
              'showRefusals',
              'announceInvalid',
              { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context) }) },
            ],
          },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      initial: 'saving',
      states: {
        saving: {
          invoke: {
            id: 'saveEventInfo',
            src: 'saveEventInfo',
            input: ({ context }) => ({ cartId: context.cart?.CartID ?? '', customFields: eventCustomFields(context.values) }),
            onDone: 'refreshingCart',
            onError: {
              target: '#extra-info.editing',
              description: 'Het formulier blijft zoals het is, met de melding van de server (anders de algemene fouttekst).',
              actions: { type: 'rememberFailure', params: ({ event }) => callFailure('save-failed', event.error) },
            },
          },
        },
        refreshingCart: {
          invoke: {
            id: 'refreshCart',
            src: 'refreshCart',
            onDone: '#extra-info.done',
            // The event is saved: the summary reads the cart for itself.
            onError: '#extra-info.done',
          },
        },
      },
    },
    done: {
      type: 'final',
      description: 'Bewaard: het concept maakt plaats voor de winkelwagen, de opmerkingen en het bestellingstype staan klaar als voorlopige waarden; verder naar de samenvatting.',
      entry: [
        { type: 'storeCheckoutValues', params: ({ context }) => ({ notes: context.values.comments.trim() || null, orderType: context.values.orderType }) },
        { type: 'storeDraft', params: { draft: null } },
        'goToSummary',
      ],
    },
  },
});
