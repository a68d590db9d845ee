import { assign, emit, setup } from 'xstate';
import {
  checkGuestDetails,
  GUEST_DETAILS_FIELDS,
  guestAddressOf,
  guestCustomerOf,
  initialGuestDetails,
  patchGuestDetails,
  type CheckoutAddress,
  type CheckoutCustomer,
  type GuestDetailsField,
  type GuestDetailsPatch,
  type GuestDetailsValues,
} from '../../src/domain/guest-details.ts';
import { effect } from '../effects.ts';

/** What the form starts from: its own draft, else the pending customer of the session store. */
export interface GuestDetailsInput {
  /** The half-filled form, as the guest details' draft kept it. */
  draft: GuestDetailsValues | null;
  /** The details given before (pending `customer`): "Gegevens wijzigen" on the summary opens them. */
  customer: Record<string, unknown> | null;
}

export interface GuestDetailsContext {
  values: GuestDetailsValues;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
}

export type GuestDetailsEvent = { type: 'FIELD_CHANGED'; patch: GuestDetailsPatch } | { type: 'SUBMITTED' };

export type GuestDetailsEmitted =
  /** After an invalid submit: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: GuestDetailsField };

const firstRefusedField = (values: GuestDetailsValues): GuestDetailsField => {
  const check = checkGuestDetails(values);
  return check.valid ? GUEST_DETAILS_FIELDS[0]! : check.firstField;
};

/**
 * The guest's details at /authenticatie/gast (spec 001 §1 "continue as guest", spec 002 §3):
 * organisation, person and address. A valid submit stores them as the pending customer and
 * address, which make the summary order with `_checkout-anonymous`, and goes to the summary.
 */
export const guestDetailsMachine = setup({
  types: {
    context: {} as GuestDetailsContext,
    events: {} as GuestDetailsEvent,
    input: {} as GuestDetailsInput,
    emitted: {} as GuestDetailsEmitted,
  },
  actions: {
    /** Keeps the form as the guest details' draft, so a reload loses nothing. */
    storeDraft: effect<{ draft: GuestDetailsValues | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** Asks the page to put the focus on a refused field (the page owns the fields). */
    focusField: emit((_, params: { field: GuestDetailsField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    /** The guest becomes the pending buyer: the customer and address the guest checkout sends (no pending user any more). */
    storeGuest: effect<{ customer: CheckoutCustomer; address: CheckoutAddress }>(),
    goToSummary: effect(),
    changeValues: assign(({ context }, patch: GuestDetailsPatch) => ({ values: patchGuestDetails(context.values, patch) })),
    /** From now on every refused field says why. */
    showRefusals: assign({ checked: true }),
  },
  guards: {
    formIsValid: ({ context }) => checkGuestDetails(context.values).valid,
  },
}).createMachine({
  id: 'guest-details',
  description: 'De gegevens van een gast: contactpersoon, organisatie (optioneel) en adres; daarmee bestelt de samenvatting zonder account.',
  context: ({ input }) => ({ values: initialGuestDetails(input), checked: false }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'Het formulier, gevuld met het concept of met de gegevens die al gegeven waren. Elke wijziging wordt als voorlopig concept bewaard; na een ongeldige verzending zegt elk geweigerd veld waarom.',
      on: {
        FIELD_CHANGED: {
          actions: [
            { type: 'changeValues', params: ({ event }) => event.patch },
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.values }) },
          ],
        },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'done' },
          {
            actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context.values) }) }],
          },
        ],
      },
    },
    done: {
      type: 'final',
      description: 'De gegevens staan klaar als voorlopige klant en adres; het concept maakt er plaats voor; verder naar de samenvatting.',
      entry: [
        { type: 'storeGuest', params: ({ context }) => ({ customer: guestCustomerOf(context.values), address: guestAddressOf(context.values) }) },
        { type: 'storeDraft', params: { draft: null } },
        'goToSummary',
      ],
    },
  },
});
