import { and, assign, emit, not, setup } from 'xstate';
import {
  checkShopUser,
  EMPTY_SHOP_USER,
  patchShopUser,
  SHOP_USER_FIELDS,
  shopUserCreateOf,
  shopUserUpdateOf,
  shopUserValuesOf,
  type ContactPersonDraft,
  type ShopUser,
  type ShopUserCreate,
  type ShopUserField,
  type ShopUserPatch,
  type ShopUserUpdate,
  type ShopUserValues,
} from '../../src/domain/shop-user.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface ContactPersonInput {
  customerId: string;
  /** The contact the form edits; null: the form adds one. */
  contactId: string | null;
  /** The shop's page that sets a password: an invitation mail links to it with its code. */
  confirmUrl: string;
  /** The unsaved form a reload left (the flow's draft); another contact's is not taken. */
  draft: ContactPersonDraft | null;
}

/** Spec 002 §8: the person could not be read, or not saved (the server's message when it sent one). */
export type ContactPersonFailure = CallFailure<'load-failed' | 'save-failed'>;

export interface ContactPersonContext extends ContactPersonInput {
  values: ShopUserValues;
  /** A new contact is invited by mail at once (`sendMail=true`). */
  sendMail: boolean;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: ContactPersonFailure | null;
}

export type ContactPersonEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'FIELD_CHANGED'; patch: ShopUserPatch }
  | { type: 'SEND_MAIL_TOGGLED'; on: boolean }
  | { type: 'SUBMITTED' };

export type ContactPersonEmitted =
  /** After an invalid submit: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: ShopUserField };

/** The draft a reload left, when it is this form's: the same customer, and the same contact (or both new). */
const ownDraftOf = ({ draft, customerId, contactId }: ContactPersonInput): ContactPersonDraft | null =>
  draft && draft.customerId === customerId && draft.contactId === contactId ? draft : null;

const draftOf = (context: ContactPersonContext): ContactPersonDraft => ({ customerId: context.customerId, contactId: context.contactId, values: context.values, sendMail: context.sendMail });

const firstRefusedField = (values: ShopUserValues): ShopUserField => {
  const check = checkShopUser(values);
  return check.valid ? SHOP_USER_FIELDS[0]! : check.firstField;
};

/**
 * The contact person form (spec 002 §2, §4, §7, §8) at account/contact/add and
 * account/contact/edit/{contactId}: with a contact it reads and changes that one, without it adds
 * one, invited by mail at once when asked. What is typed is kept as a draft until it is saved.
 */
export const contactPersonMachine = setup({
  types: { context: {} as ContactPersonContext, events: {} as ContactPersonEvent, input: {} as ContactPersonInput, emitted: {} as ContactPersonEmitted },
  actors: {
    /** `GET v3/customer/customer/{id}/shop-users/{userId}`. */
    loadUser: call<ShopUser, { customerId: string; contactId: string }>(),
    /** `POST v3/customer/customer/{id}/shop-users?sendMail=`. */
    createUser: call<ShopUser, { customerId: string; user: ShopUserCreate; sendMail: boolean }>(),
    /** `PATCH …/shop-users/{userId}`, with `UserName` equal to `Email`. */
    updateUser: call<ShopUser, { customerId: string; contactId: string; user: ShopUserUpdate }>(),
  },
  actions: {
    /** Keeps the form as the flow's draft (null: forgets it), so a reload loses nothing. */
    storeDraft: effect<{ draft: ContactPersonDraft | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    announceCreated: effect<{ user: ShopUser; invited: boolean }>(),
    announceSaved: effect<{ user: ShopUser }>(),
    announceFailure: effect<{ failure: ContactPersonFailure }>(),
    /** Back to the list, which reads the people again. */
    goToList: effect(),
    focusField: emit((_, params: { field: ShopUserField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    /** The form starts from this contact's draft, else from the contact as the backend has it. */
    fillForm: assign(({ context }, user: ShopUser) => ({ values: ownDraftOf(context)?.values ?? shopUserValuesOf(user), failure: null })),
    changeValues: assign(({ context }, patch: ShopUserPatch) => ({ values: patchShopUser(context.values, patch) })),
    toggleSendMail: assign((_, on: boolean) => ({ sendMail: on })),
    showRefusals: assign({ checked: true }),
    rememberFailure: assign((_, failure: ContactPersonFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    isNewContact: ({ context }) => context.contactId === null,
    formIsValid: ({ context }) => checkShopUser(context.values).valid,
  },
}).createMachine({
  id: 'contact-person',
  description: 'Een contactpersoon toevoegen (eventueel meteen uitgenodigd) of wijzigen; wat getypt is blijft bewaard tot het opgeslagen is.',
  context: ({ input }) => {
    const draft = ownDraftOf(input);
    return { ...input, values: draft?.values ?? EMPTY_SHOP_USER, sendMail: draft?.sendMail ?? false, checked: false, failure: null };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isNewContact', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadUser',
        id: 'loadUser',
        input: ({ context }) => ({ customerId: context.customerId, contactId: context.contactId ?? '' }),
        onDone: { target: 'editing', actions: { type: 'fillForm', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    loadFailed: {
      description: 'De contactpersoon kon niet gelezen worden (of bestaat niet meer): de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: 'forgetFailure' } },
    },
    editing: {
      description: 'Het formulier. Elke wijziging wordt als concept bewaard; na een ongeldige verzending zegt elk geweigerd veld waarom.',
      on: {
        FIELD_CHANGED: {
          actions: [{ type: 'changeValues', params: ({ event }) => event.patch }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        SEND_MAIL_TOGGLED: {
          guard: 'isNewContact',
          actions: [{ type: 'toggleSendMail', params: ({ event }) => event.on }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        SUBMITTED: [
          { guard: and(['formIsValid', 'isNewContact']), target: 'creating' },
          { guard: and(['formIsValid', not('isNewContact')]), target: 'updating' },
          { actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context.values) }) }] },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'createUser',
        id: 'createUser',
        input: ({ context }) => ({ customerId: context.customerId, user: shopUserCreateOf(context.values, context.confirmUrl), sendMail: context.sendMail }),
        onDone: {
          target: 'saved',
          actions: { type: 'announceCreated', params: ({ context, event }) => ({ user: event.output, invited: context.sendMail }) },
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => callFailure('save-failed', event.error) },
            { type: 'announceFailure', params: ({ context }) => ({ failure: context.failure! }) },
          ],
        },
      },
    },
    updating: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        src: 'updateUser',
        id: 'updateUser',
        input: ({ context }) => ({ customerId: context.customerId, contactId: context.contactId ?? '', user: shopUserUpdateOf(context.values) }),
        onDone: { target: 'saved', actions: { type: 'announceSaved', params: ({ event }) => ({ user: event.output }) } },
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
      description: 'Opgeslagen: het concept verdwijnt en de lijst leest de mensen opnieuw.',
      entry: [{ type: 'storeDraft', params: { draft: null } }, 'goToList'],
    },
  },
});
