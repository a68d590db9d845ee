import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';
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

export type Label = components['schemas']['Label'];
export type CustomFields = components['schemas']['CustomFields'];

/** The pending values the form starts from (the session store's). */
export interface ExtraInfoInput {
  /** The half-filled form (pending `eventDraft`). */
  draft: Record<string, unknown> | null;
  /** The chosen order type (pending `orderType`, a LabelID). */
  orderType: string | null;
  /** The comments (pending `notes`). */
  notes: string | null;
}

/** What the page needs, in one wave: the order types and the session's cart once it is read. */
export interface ExtraInfoData {
  labels: Label[];
  cart: Cart | null;
}

export interface ExtraInfoContext {
  pending: ExtraInfoInput;
  /** The order types (labels of subject Rental.Reservation): the form's event types. */
  labels: Label[];
  cart: Cart | null;
  values: EventFormValues;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: ApiError | null;
}

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
  },
  actors: {
    /** The order types and the cart, once the cart actor has read it (one wave). */
    loadForm: fromPromise<ExtraInfoData>(() => Promise.reject(new Error('provided by the app'))),
    /** PATCH of the cart with the event's custom fields. */
    saveEventInfo: fromPromise<void, { cartId: string; customFields: CustomFields }>(() => Promise.reject(new Error('provided by the app'))),
    /** Asks the cart actor to read the cart again and waits until it has. */
    refreshCart: fromPromise<void>(() => Promise.reject(new Error('provided by the app'))),
  },
  actions: {
    /** Keeps the form as the pending `eventDraft`, so a reload loses nothing. */
    storeDraft: (_, _params: { draft: EventFormValues | null }) => {},
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: () => {},
    /** Puts the focus on a refused field. */
    focusField: (_, _params: { field: EventFormField }) => {},
    /** Stores the pending notes and order type the checkout sends. */
    storeCheckoutValues: (_, _params: { notes: string | null; orderType: string }) => {},
    goToSummary: () => {},
  },
  guards: {
    hasCartWithItems: (_, params: { data: ExtraInfoData }) => (params.data.cart?.Items.length ?? 0) > 0,
    formIsValid: ({ context }) => formCheck(context).valid,
  },
}).createMachine({
  id: 'extraInfo',
  description: 'The event form: event type, description, start, address, venue, access, attendees, organisers, website, comments.',
  context: ({ input }) => ({
    pending: input,
    labels: [],
    cart: null,
    values: initialEventForm({ ...input, customFields: {} }),
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
            actions: assign(({ context, event }) => ({
              labels: event.output.labels,
              cart: event.output.cart,
              values: initialEventForm({ ...context.pending, customFields: event.output.cart?.CustomFields ?? {} }),
              failure: null,
            })),
          },
          { target: 'noCart', actions: assign({ failure: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ failure: ({ event }) => asApiError(event.error) }) },
      },
    },
    loadFailed: {
      description: 'The order types or the cart could not be read; the customer may try again.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    noCart: {
      description: 'No cart, or an empty one: nothing to tell about an event; a link leads to the products.',
    },
    editing: {
      description:
        'The form. Every change is kept as the pending draft. After an invalid submit each refused field says why (and keeps saying it as it changes); a failed save shows the server\'s message.',
      on: {
        FIELD_CHANGED: {
          actions: [
            assign({ values: ({ context, event }) => patchEventForm(context.values, event.patch) }),
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.values }) },
          ],
        },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'submitting', actions: assign({ failure: null }) },
          {
            actions: [
              assign({ checked: true }),
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
              target: '#extraInfo.editing',
              description: "The form stays as it is, with the server's message (else the general error text).",
              actions: assign({ failure: ({ event }) => asApiError(event.error) }),
            },
          },
        },
        refreshingCart: {
          invoke: {
            id: 'refreshCart',
            src: 'refreshCart',
            onDone: '#extraInfo.done',
            // The event is saved: the summary reads the cart for itself.
            onError: '#extraInfo.done',
          },
        },
      },
    },
    done: {
      type: 'final',
      description: 'Saved: the draft gives way to the cart, the notes and order type are pending; on to the summary.',
      entry: [
        { type: 'storeCheckoutValues', params: ({ context }) => ({ notes: context.values.comments.trim() || null, orderType: context.values.orderType }) },
        { type: 'storeDraft', params: { draft: null } },
        'goToSummary',
      ],
    },
  },
});
