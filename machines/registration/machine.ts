import { assign, emit, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { asApiError } from '../../src/domain/api-error.ts';
import type { PersonValues } from '../../src/domain/contact-person.ts';
import {
  addContact,
  changeContact,
  checkoutRegistrationOf,
  checkRegistration,
  emptyRegistration,
  isRegistrationType,
  keyValuesOf,
  NO_SECRETS,
  patchRegistration,
  registrationFields,
  registrationRequestOf,
  registrationValuesFrom,
  removeContact,
  type CheckoutRegistration,
  type RegistrationCheck,
  type RegistrationField,
  type RegistrationKey,
  type RegistrationPatch,
  type RegistrationRequest,
  type RegistrationSecrets,
  type RegistrationType,
  type RegistrationValues,
} from '../../src/domain/registration.ts';
import { leniently, type Reader } from '../../src/domain/stored-shape.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { associationFrom, associationLockedFields, associationPatch, companyFrom, companyPatch, type ChosenAssociation, type RegistryCompany } from './organisation.ts';

export type RegistrationResult = components['schemas']['RegistrationResult'];

export interface RegistrationInput {
  /** `/register/{registerKey}`: a pre-defined registration. */
  registerKey: string | null;
  /**
   * `/register?mode=checkout`: the registration is stored for the summary, which registers with
   * the order (`_checkout-and-register`); no call here.
   */
  checkout: boolean;
  /** The half-filled form, as the registration's draft kept it. */
  draft: RegistrationDraft | null;
  /** `DefaultRegisterCountryID`, as a lower-case code. */
  country: string;
  /** The shop's activate page, absolute: the activation mail links to it (`User.ConfirmURL`). */
  activateUrl: string;
}

/**
 * The key could not be read (a retry may help) or was refused: unknown (404) or used (400); the
 * registration failed (409: an account with that e-mail address exists; else the server says why).
 */
export type RegistrationFailure = CallFailure<'key-load-failed' | 'key-refused' | 'register-failed'>;

export interface RegistrationContext {
  registerKey: string | null;
  checkout: boolean;
  activateUrl: string;
  /** Null until the kind is chosen (or the key fixes it). */
  type: RegistrationType | null;
  values: RegistrationValues;
  /** The passwords: in memory only, never in the draft. */
  secrets: RegistrationSecrets;
  /** The form was restored from a draft of this same registration. */
  restored: boolean;
  /** What the register key fixes: shown locked. */
  keyLocks: RegistrationField[];
  /** The organisation chosen from the association register: its name and address are locked. */
  association: ChosenAssociation | null;
  /** The company the registry found for the business number. */
  company: RegistryCompany | null;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: RegistrationFailure | null;
}

/** The registration's draft: everything typed but the passwords. A type: it is kept as a plain record. */
export type RegistrationDraft = {
  registerKey: string | null;
  type: RegistrationType | null;
  values: RegistrationValues;
  association: ChosenAssociation | null;
  company: RegistryCompany | null;
};

/**
 * The registration's draft as its flow keeps it (src/app/flow-drafts.ts), read as far as it makes
 * sense; an address it lacks starts in `country` (DefaultRegisterCountryID).
 */
export const readRegistrationDraft = (country: string): Reader<RegistrationDraft> =>
  leniently((kept) => ({
    registerKey: typeof kept.registerKey === 'string' ? kept.registerKey : null,
    type: isRegistrationType(kept.type) ? kept.type : null,
    values: registrationValuesFrom(typeof kept.values === 'object' && kept.values !== null ? (kept.values as Record<string, unknown>) : {}, country),
    association: associationFrom(kept.association),
    company: companyFrom(kept.company),
  }));

export type RegistrationEvent =
  | { type: 'TYPE_CHOSEN'; registrationType: RegistrationType }
  | { type: 'TYPE_CHANGE_REQUESTED' }
  | { type: 'FIELD_CHANGED'; patch: RegistrationPatch }
  | { type: 'PASSWORD_CHANGED'; patch: Partial<RegistrationSecrets> }
  | { type: 'CONTACT_ADDED' }
  | { type: 'CONTACT_CHANGED'; index: number; patch: Partial<PersonValues> }
  | { type: 'CONTACT_REMOVED'; index: number }
  | { type: 'ASSOCIATION_CHOSEN'; association: ChosenAssociation }
  | { type: 'ASSOCIATION_CLEARED' }
  | { type: 'COMPANY_FOUND'; company: RegistryCompany }
  | { type: 'SUBMITTED' }
  | { type: 'RETRY_REQUESTED' };

export type RegistrationEmitted =
  /** After an invalid submit: the page puts the focus on this field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: RegistrationField };

/** The fields the person cannot change: fixed by the key, or taken from the association register. */
export const lockedFieldsOf = (context: Pick<RegistrationContext, 'keyLocks' | 'association'>): RegistrationField[] => [
  ...context.keyLocks,
  ...associationLockedFields(context.association),
];

/** The form's check for the chosen kind; without a kind there is nothing to send. */
export function formCheck(context: Pick<RegistrationContext, 'type' | 'values' | 'secrets' | 'checkout'>): RegistrationCheck {
  if (!context.type) return { valid: false, errors: {}, firstField: registrationFields(context.values)[0]! };
  return checkRegistration(context.type, context.values, context.secrets, { checkout: context.checkout });
}

const firstRefusedField = (context: RegistrationContext): RegistrationField => {
  const check = formCheck(context);
  return check.valid ? registrationFields(context.values)[0]! : check.firstField;
};

const draftOf = (context: RegistrationContext): RegistrationDraft => ({
  registerKey: context.registerKey,
  type: context.type,
  values: context.values,
  association: context.association,
  company: context.company,
});

/** `_checkout-and-register` carries no extra contacts: a draft's contacts are not offered there, to be dropped unseen. */
const withoutContactsAtCheckout = (values: RegistrationValues, checkout: boolean): RegistrationValues => (checkout ? { ...values, contacts: [] } : values);

/** The draft of this registration (same key, or none for both); another one starts afresh. */
function restoredFrom(input: RegistrationInput) {
  const draft = input.draft?.registerKey === input.registerKey ? input.draft : null;
  return {
    restored: draft !== null,
    type: draft?.type ?? null,
    values: withoutContactsAtCheckout(draft?.values ?? emptyRegistration(input.country), input.checkout),
    association: draft?.association ?? null,
    company: draft?.company ?? null,
  };
}

const requestOf = (context: RegistrationContext): RegistrationRequest => {
  if (!context.type) throw new Error('a registration is sent with its kind only');
  return registrationRequestOf(context.type, context.values, context.secrets, context.activateUrl);
};

const checkoutRegistration = (context: RegistrationContext): CheckoutRegistration => {
  if (!context.type) throw new Error('a registration is stored with its kind only');
  return checkoutRegistrationOf(context.type, context.values, context.activateUrl);
};

/**
 * Registration of a non-profit, a school or a public service (spec 002 §2, §4, §5): the kind
 * first, then its form; with a register key the key's data first. A valid submit registers
 * (`_register`, with two contacts or more `_register-multiple-contacts`, with a key
 * `_register/{key}`); at checkout it only stores the registration for the summary.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    /** `GET _register/{key}`: what the key pre-defines. */
    loadKey: call<RegistrationKey, { registerKey: string }>(),
    /** `POST _register`, with the one extra contact as `Contact`. */
    register: call<RegistrationResult, RegistrationRequest>(),
    /** `POST _register-multiple-contacts`. */
    registerWithContacts: call<RegistrationResult, RegistrationRequest>(),
    /** `POST _register/{key}`. */
    registerWithKey: call<RegistrationResult, { registerKey: string; request: RegistrationRequest }>(),
  },
  actions: {
    /** Keeps the form (never the passwords) as the registration's draft, so a reload loses nothing. */
    storeDraft: effect<{ draft: RegistrationDraft | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** Asks the page to put the focus on a refused field (the page owns the fields). */
    focusField: emit((_, params: { field: RegistrationField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    /** The success toast: the account exists, the activation mail is on its way. */
    announceRegistered: effect(),
    goHome: effect(),
    /** Stores the pending user, customer, detail, address and kind, and hands the password to the session's memory. */
    keepForCheckout: effect<{ registration: CheckoutRegistration; password: string }>(),
    goToSummary: effect(),
    /** Another kind is another form: its refusals wait for its own submit. */
    chooseType: assign((_, type: RegistrationType) => ({ type, checked: false })),
    /** The key fixes the kind; its values fill the form, those the backend keeps whatever is sent locked. */
    applyKey: assign(({ context }, key: RegistrationKey) => {
      const { locked, lockedFields, suggested } = keyValuesOf(key);
      // A restored draft already holds what the person made of the suggestions.
      const start = context.restored ? context.values : patchRegistration(context.values, suggested);
      return { type: key.Type, values: patchRegistration(start, locked), keyLocks: lockedFields, failure: null };
    }),
    changeValues: assign(({ context }, patch: RegistrationPatch) => ({ values: patchRegistration(context.values, patch, lockedFieldsOf(context)) })),
    changeSecrets: assign(({ context }, patch: Partial<RegistrationSecrets>) => ({ secrets: { ...context.secrets, ...patch } })),
    addContact: assign(({ context }) => ({ values: addContact(context.values) })),
    changeContact: assign(({ context }, params: { index: number; patch: Partial<PersonValues> }) => ({ values: changeContact(context.values, params.index, params.patch) })),
    removeContact: assign(({ context }, index: number) => ({ values: removeContact(context.values, index) })),
    /** The register's values replace what was typed (the key's locks still hold), then lock. */
    chooseAssociation: assign(({ context }, association: ChosenAssociation) => ({
      association,
      values: patchRegistration(context.values, associationPatch(association), context.keyLocks),
    })),
    clearAssociation: assign({ association: null }),
    takeCompany: assign(({ context }, company: RegistryCompany) => ({
      company,
      values: patchRegistration(context.values, companyPatch(company, context.values), lockedFieldsOf(context)),
    })),
    /** From now on every refused field says why. */
    showRefusals: assign({ checked: true }),
    rememberFailure: assign((_, failure: RegistrationFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    hasKey: ({ context }) => context.registerKey !== null,
    hasType: ({ context }) => context.type !== null,
    /** A key fixes the kind. */
    typeIsFree: ({ context }) => context.registerKey === null,
    /**
     * `_register/{key}` takes one extra contact only, and `_checkout-and-register` none: more
     * contacts are offered where a call can carry them.
     */
    canAddContact: ({ context }) => !context.checkout && (context.registerKey === null || context.values.contacts.length === 0),
    /** Unknown (404) or used (400): trying again changes nothing. */
    isKeyRefusal: (_, params: { error: unknown }) => {
      const { kind, status } = asApiError(params.error);
      return kind === 'not-found' || status === 400;
    },
    formIsValid: ({ context }) => formCheck(context).valid,
    storesForCheckout: ({ context }) => context.checkout && formCheck(context).valid,
    hasSeveralContacts: ({ context }) => context.values.contacts.length > 1,
  },
}).createMachine({
  id: 'registration',
  description: 'Registratie van een vereniging, school of openbare dienst: eerst het soort, dan het formulier; met een registratiesleutel eerst de gegevens van de sleutel.',
  context: ({ input }) => ({
    registerKey: input.registerKey,
    checkout: input.checkout,
    activateUrl: input.activateUrl,
    secrets: NO_SECRETS,
    keyLocks: [],
    checked: false,
    failure: null,
    ...restoredFrom(input),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasKey', target: 'loadingKey' }, { guard: 'hasType', target: 'editing' }, { target: 'choosingType' }],
    },
    loadingKey: {
      tags: ['loading'],
      invoke: {
        id: 'loadKey',
        src: 'loadKey',
        input: ({ context }) => ({ registerKey: context.registerKey ?? '' }),
        onDone: { target: 'editing', actions: { type: 'applyKey', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isKeyRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'keyRefused',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('key-refused', event.error) },
          },
          { target: 'keyLoadFailed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('key-load-failed', event.error) } },
        ],
      },
    },
    keyLoadFailed: {
      description: 'De registratiesleutel kon niet gelezen worden; de bezoeker kan het opnieuw proberen.',
      on: { RETRY_REQUESTED: { target: 'loadingKey', actions: 'forgetFailure' } },
    },
    keyRefused: {
      description: 'De sleutel bestaat niet (404) of werd al gebruikt (400): de pagina zegt het en biedt registreren zonder sleutel aan.',
    },
    choosingType: {
      description: 'Openbare dienst, vereniging zonder winstoogmerk of school, elk met een zin uitleg. Wat al getypt was, blijft.',
      on: {
        TYPE_CHOSEN: {
          target: 'editing',
          actions: [{ type: 'chooseType', params: ({ event }) => event.registrationType }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
      },
    },
    editing: {
      description:
        'Het formulier van het gekozen soort. Elke wijziging (behalve de wachtwoorden) wordt als voorlopig concept bewaard. Na een ongeldige verzending zegt elk geweigerd veld waarom; mislukt de registratie, dan blijft alles staan met de melding.',
      on: {
        TYPE_CHANGE_REQUESTED: { guard: 'typeIsFree', target: 'choosingType' },
        FIELD_CHANGED: {
          actions: [{ type: 'changeValues', params: ({ event }) => event.patch }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        PASSWORD_CHANGED: { actions: { type: 'changeSecrets', params: ({ event }) => event.patch } },
        CONTACT_ADDED: { guard: 'canAddContact', actions: ['addContact', { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }] },
        CONTACT_CHANGED: {
          actions: [
            { type: 'changeContact', params: ({ event }) => ({ index: event.index, patch: event.patch }) },
            { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        CONTACT_REMOVED: {
          actions: [{ type: 'removeContact', params: ({ event }) => event.index }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        ASSOCIATION_CHOSEN: {
          actions: [
            { type: 'chooseAssociation', params: ({ event }) => event.association },
            { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        ASSOCIATION_CLEARED: { actions: ['clearAssociation', { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }] },
        COMPANY_FOUND: {
          actions: [{ type: 'takeCompany', params: ({ event }) => event.company }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }],
        },
        SUBMITTED: [
          { guard: 'storesForCheckout', target: 'storedForCheckout' },
          { guard: 'formIsValid', target: 'submitting', actions: 'forgetFailure' },
          { actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context) }) }] },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      initial: 'choosingCall',
      states: {
        choosingCall: {
          always: [{ guard: 'hasKey', target: 'withKey' }, { guard: 'hasSeveralContacts', target: 'withContacts' }, { target: 'plain' }],
        },
        plain: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => requestOf(context),
            onDone: '#registration.registered',
            onError: { target: '#registration.editing', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('register-failed', event.error) } },
          },
        },
        withContacts: {
          invoke: {
            id: 'registerWithContacts',
            src: 'registerWithContacts',
            input: ({ context }) => requestOf(context),
            onDone: '#registration.registered',
            onError: { target: '#registration.editing', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('register-failed', event.error) } },
          },
        },
        withKey: {
          invoke: {
            id: 'registerWithKey',
            src: 'registerWithKey',
            input: ({ context }) => ({ registerKey: context.registerKey ?? '', request: requestOf(context) }),
            onDone: '#registration.registered',
            onError: { target: '#registration.editing', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('register-failed', event.error) } },
          },
        },
      },
    },
    registered: {
      type: 'final',
      description: 'Geregistreerd: het concept wordt gewist, een melding zegt dat de activeringsmail onderweg is; naar home.',
      entry: [{ type: 'storeDraft', params: { draft: null } }, 'announceRegistered', 'goHome'],
    },
    storedForCheckout: {
      type: 'final',
      description:
        'Bij het afrekenen: geen oproep. De voorlopige gebruiker (zonder wachtwoord), klant, klantdetails, het leveradres en het soort staan klaar, het wachtwoord enkel in het geheugen; verder naar de samenvatting. Het concept blijft, zodat "Gegevens wijzigen" het formulier terugvindt.',
      entry: [
        { type: 'keepForCheckout', params: ({ context }) => ({ registration: checkoutRegistration(context), password: context.secrets.password }) },
        'goToSummary',
      ],
    },
  },
});
