import { assign, emit, setup } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { EMPTY_NEW_PASSWORD, type NewPassword } from '../../src/domain/new-password.ts';
import {
  checkProfile,
  hasProfileChanges,
  lockedProfileFields,
  patchProfile,
  PROFILE_FIELDS,
  profileChangesOf,
  profileFrom,
  type Contact,
  type ContactUpdate,
  type Customer,
  type CustomerDetail,
  type CustomerDetailUpdate,
  type CustomerUpdate,
  type ProfileChanges,
  type ProfileCheck,
  type ProfileDraft,
  type ProfileField,
  type ProfileMode,
  type ProfilePatch,
  type ProfileValues,
} from '../../src/domain/profile.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type { Contact, Customer, CustomerDetail };

export interface AccountDetailsInput {
  customerId: string;
  contactId: string;
  /** Spec 002 §5, the provincial details tab: names, organisation and addresses read-only, the national register number asked. */
  provincial: boolean;
  /** The unsaved changes a reload left (the flow's draft); another contact's are not taken. */
  draft: ProfileDraft | null;
}

/**
 * The contact or the customer could not be read (the form needs both: the page says which and
 * offers a retry); the save failed (the server's message, else "Uw account kon niet worden
 * gewijzigd"). A customer detail that cannot be read is no failure: its part is left out.
 */
export type AccountDetailsFailure = CallFailure<'contact-load-failed' | 'customer-load-failed' | 'save-failed'>;

/** One wave of PATCHes, each only with what changed; a part without changes is not sent. */
export interface ProfileSaveRequest {
  customerId: string;
  contactId: string;
  contact: ContactUpdate | null;
  customer: CustomerUpdate | null;
  detail: CustomerDetailUpdate | null;
  password: NewPassword | null;
}

/**
 * What the wave saved, each part as the backend answered it (null: not sent or failed), and the
 * first failure. What one call saved stays saved when another fails.
 */
export interface SavedProfile {
  contact: Contact | null;
  customer: Customer | null;
  detail: CustomerDetail | null;
  passwordChanged: boolean;
  error: ApiError | null;
}

export interface AccountDetailsContext {
  customerId: string;
  contactId: string;
  provincial: boolean;
  draft: ProfileDraft | null;
  /** As the backend has them now. */
  contact: Contact | null;
  customer: Customer | null;
  /** Null when it could not be read: its part is neither shown nor saved (spec 002 §8). */
  detail: CustomerDetail | null;
  /** The form; null until the contact and the customer are read. */
  values: ProfileValues | null;
  /** Spec 002 §4: the password change is toggled on, then saved with the profile. */
  passwordChange: boolean;
  /** In memory only: never in the draft, nor in the charts. */
  newPassword: NewPassword;
  /** The form came back from a draft with changes not saved yet. */
  restored: boolean;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: AccountDetailsFailure | null;
}

export type AccountDetailsEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'FIELD_CHANGED'; patch: ProfilePatch }
  | { type: 'PASSWORD_CHANGE_TOGGLED'; on: boolean }
  | { type: 'NEW_PASSWORD_CHANGED'; patch: Partial<NewPassword> }
  | { type: 'CHANGES_DISCARDED' }
  | { type: 'SUBMITTED' };

export type AccountDetailsEmitted =
  /** After an invalid submit: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: ProfileField };

type Loaded = Pick<AccountDetailsContext, 'contact' | 'customer' | 'detail'>;

const modeOf = (context: Pick<AccountDetailsContext, 'provincial' | 'detail' | 'passwordChange'>): ProfileMode => ({
  provincial: context.provincial,
  invoice: context.detail !== null,
  passwordChange: context.passwordChange,
});

/** The form as the backend has it; null until the contact and the customer are read. */
const loadedValuesOf = ({ contact, customer, detail }: Loaded): ProfileValues | null => (contact && customer ? profileFrom(contact, customer, detail) : null);

export function formCheck(context: AccountDetailsContext): ProfileCheck {
  if (!context.values) return { valid: false, errors: {}, firstField: PROFILE_FIELDS[0]! };
  return checkProfile(context.values, context.newPassword, modeOf(context));
}

const NO_CHANGES: ProfileChanges = { contact: null, customer: null, detail: null };

export function changesOf(context: AccountDetailsContext): ProfileChanges {
  const { values, contact, customer, detail } = context;
  if (!values || !contact || !customer) return NO_CHANGES;
  return profileChangesOf(values, { contact, customer, detail }, modeOf(context));
}

/** The draft to keep: the form while it differs from what the backend has, else none. */
const draftOf = (context: AccountDetailsContext): ProfileDraft | null =>
  context.values && hasProfileChanges(changesOf(context)) ? { customerId: context.customerId, contactId: context.contactId, values: context.values } : null;

const firstRefusedField = (context: AccountDetailsContext): ProfileField => {
  const check = formCheck(context);
  return check.valid ? PROFILE_FIELDS[0]! : check.firstField;
};

/** The draft a reload left, when it is this contact's. */
const ownDraftOf = ({ draft, customerId, contactId }: AccountDetailsContext): ProfileDraft | null =>
  draft && draft.customerId === customerId && draft.contactId === contactId ? draft : null;

/**
 * "Mijn gegevens" (spec 002 §2, §4, §5, §7, §8): the signed-in contact, their organisation and
 * its invoice details, read in one wave and saved in one wave, with the password change.
 */
export const accountDetailsMachine = setup({
  types: {
    context: {} as AccountDetailsContext,
    events: {} as AccountDetailsEvent,
    input: {} as AccountDetailsInput,
    emitted: {} as AccountDetailsEmitted,
  },
  actors: {
    /** `GET v2/shop/contacts/{id}`. */
    loadContact: call<Contact, { contactId: string }>(),
    /** `GET v3/customer/customer/{id}`. */
    loadCustomer: call<Customer, { customerId: string }>(),
    /** `GET v3/customer/customer/{id}/detail`. */
    loadCustomerDetail: call<CustomerDetail, { customerId: string }>(),
    /**
     * `PATCH v2/shop/contacts/{id}`, `PATCH v2/shop/customers/{id}`, `…/{id}/detail` and the
     * new password (`PATCH …/shop-users/{contactId}`) in one parallel wave, only what changed.
     * Never fails: a refused part is in the answer (`error`), so the parts that were saved count.
     */
    saveProfile: call<SavedProfile, ProfileSaveRequest>(),
  },
  actions: {
    /** Keeps the unsaved changes (never the new password) as the flow's draft (null: forgets it), so a reload loses nothing. */
    storeDraft: effect<{ draft: ProfileDraft | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** A submit without changes says so, and calls nothing. */
    announceUnchanged: effect(),
    announceSaved: effect(),
    /** The session's account and customer take the saved names (the top bar, the account menu). */
    announceAccountChanged: effect<{ contact: Contact | null; customer: Customer | null }>(),
    /** Asks the page to put the focus on a refused field (the page owns the fields). */
    focusField: emit((_, params: { field: ProfileField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    storeContact: assign((_, contact: Contact) => ({ contact })),
    storeCustomer: assign((_, customer: Customer) => ({ customer })),
    storeDetail: assign((_, detail: CustomerDetail) => ({ detail })),
    forgetDetail: assign({ detail: null }),
    /** The first of the reads that failed is the one the page names. */
    rememberLoadFailure: assign(({ context }, failure: AccountDetailsFailure) => ({ failure: context.failure ?? failure })),
    rememberFailure: assign((_, failure: AccountDetailsFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    /** The form starts from the draft of this contact, else from what the backend has; what is read-only is the backend's. */
    fillForm: assign(({ context }) => {
      const loaded = loadedValuesOf(context);
      const stored = ownDraftOf(context);
      const values = loaded && stored ? patchProfile(loaded, stored.values, lockedProfileFields(context)) : loaded;
      const restored = { ...context, values };
      return { values, draft: null, restored: hasProfileChanges(changesOf(restored)) };
    }),
    changeValues: assign(({ context }, patch: ProfilePatch) => ({
      values: context.values && patchProfile(context.values, patch, lockedProfileFields(context)),
    })),
    togglePasswordChange: assign((_, on: boolean) => ({ passwordChange: on, newPassword: EMPTY_NEW_PASSWORD })),
    changeNewPassword: assign(({ context }, patch: Partial<NewPassword>) => ({ newPassword: { ...context.newPassword, ...patch } })),
    discardChanges: assign(({ context }) => ({ values: loadedValuesOf(context), restored: false, checked: false, failure: null })),
    /** From now on every refused field says why. */
    showRefusals: assign({ checked: true }),
    /** What was saved is what the backend has now; a password that was set is done with. */
    takeSaved: assign(({ context }, saved: SavedProfile) => ({
      contact: saved.contact ?? context.contact,
      customer: saved.customer ?? context.customer,
      detail: saved.detail ?? context.detail,
      ...(saved.passwordChanged ? { passwordChange: false, newPassword: EMPTY_NEW_PASSWORD } : {}),
    })),
    /** After a full save the form shows what the backend made of it (a web address in full). */
    showSaved: assign(({ context }) => ({ values: loadedValuesOf(context), restored: false, checked: false, failure: null })),
  },
  guards: {
    hasContactAndCustomer: ({ context }) => context.contact !== null && context.customer !== null,
    formIsInvalid: ({ context }) => !formCheck(context).valid,
    /** Nothing changed and no new password: nothing to send. */
    hasNothingToSave: ({ context }) => !context.passwordChange && !hasProfileChanges(changesOf(context)),
    hasChanges: ({ context }) => hasProfileChanges(changesOf(context)),
    isChangingPassword: ({ context }) => context.passwordChange,
    savedEverything: (_, saved: SavedProfile) => saved.error === null,
  },
}).createMachine({
  id: 'account-details',
  description: 'Mijn gegevens: de contactpersoon, de organisatie en haar facturatiegegevens, in één golf gelezen en in één golf bewaard, met de wachtwoordwijziging.',
  context: ({ input }) => ({
    customerId: input.customerId,
    contactId: input.contactId,
    provincial: input.provincial,
    draft: input.draft,
    contact: null,
    customer: null,
    detail: null,
    values: null,
    passwordChange: false,
    newPassword: EMPTY_NEW_PASSWORD,
    restored: false,
    checked: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      tags: ['loading'],
      description: 'De contactpersoon, de klant en de klantdetails, tegelijk gelezen.',
      states: {
        contact: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'loadContact',
                src: 'loadContact',
                input: ({ context }) => ({ contactId: context.contactId }),
                onDone: { target: 'read', actions: { type: 'storeContact', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'rememberLoadFailure', params: ({ event }) => callFailure('contact-load-failed', event.error) } },
              },
            },
            read: { type: 'final' },
            failed: { type: 'final' },
          },
        },
        customer: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'loadCustomer',
                src: 'loadCustomer',
                input: ({ context }) => ({ customerId: context.customerId }),
                onDone: { target: 'read', actions: { type: 'storeCustomer', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'rememberLoadFailure', params: ({ event }) => callFailure('customer-load-failed', event.error) } },
              },
            },
            read: { type: 'final' },
            failed: { type: 'final' },
          },
        },
        detail: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'loadCustomerDetail',
                src: 'loadCustomerDetail',
                input: ({ context }) => ({ customerId: context.customerId }),
                onDone: { target: 'read', actions: { type: 'storeDetail', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: 'forgetDetail' },
              },
            },
            read: { type: 'final' },
            failed: {
              type: 'final',
              description: 'Zonder klantdetails verdwijnt het deel facturatie (met het e-mailadres voor facturen) en wordt het niet bewaard (spec 002 §8).',
            },
          },
        },
      },
      onDone: [{ guard: 'hasContactAndCustomer', target: 'editing', actions: 'fillForm' }, { target: 'loadFailed' }],
    },
    loadFailed: {
      description: 'De contactpersoon of de klant kon niet gelezen worden: zonder hen geen formulier. De pagina zegt wat mislukte en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'loading', actions: 'forgetFailure' } },
    },
    editing: {
      description:
        'Het formulier. Elke wijziging wordt als concept bewaard (nooit het nieuwe wachtwoord), zodat herladen niets verliest. Na een ongeldige verzending zegt elk geweigerd veld waarom; mislukt het bewaren, dan blijft alles staan met de melding.',
      on: {
        FIELD_CHANGED: {
          actions: [{ type: 'changeValues', params: ({ event }) => event.patch }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        PASSWORD_CHANGE_TOGGLED: { actions: { type: 'togglePasswordChange', params: ({ event }) => event.on } },
        NEW_PASSWORD_CHANGED: { guard: 'isChangingPassword', actions: { type: 'changeNewPassword', params: ({ event }) => event.patch } },
        CHANGES_DISCARDED: {
          guard: 'hasChanges',
          description: 'Terug naar wat de backend heeft; het concept verdwijnt.',
          actions: ['discardChanges', { type: 'storeDraft', params: { draft: null } }],
        },
        SUBMITTED: [
          {
            guard: 'formIsInvalid',
            actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context) }) }],
          },
          { guard: 'hasNothingToSave', actions: 'announceUnchanged' },
          { target: 'saving', actions: 'forgetFailure' },
        ],
      },
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          customerId: context.customerId,
          contactId: context.contactId,
          ...changesOf(context),
          password: context.passwordChange ? context.newPassword : null,
        }),
        onDone: [
          {
            guard: { type: 'savedEverything', params: ({ event }) => event.output },
            target: 'editing',
            description: 'Alles bewaard: een melding, de namen van de sessie bijgewerkt, het concept gewist.',
            actions: [
              { type: 'takeSaved', params: ({ event }) => event.output },
              'showSaved',
              { type: 'announceAccountChanged', params: ({ event }) => event.output },
              { type: 'storeDraft', params: { draft: null } },
              'announceSaved',
            ],
          },
          {
            target: 'editing',
            description: 'Een deel mislukte: wat bewaard werd blijft bewaard, de rest blijft staan zoals getypt, met de melding van de server.',
            actions: [
              { type: 'takeSaved', params: ({ event }) => event.output },
              { type: 'announceAccountChanged', params: ({ event }) => event.output },
              { type: 'rememberFailure', params: ({ event }) => callFailure('save-failed', event.output.error) },
              { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
            ],
          },
        ],
      },
    },
  },
});
