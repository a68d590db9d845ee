import { assign, emit, setup } from 'xstate';
import { passes } from '../../src/domain/account-recovery.ts';
import { EMPTY_NEW_PASSWORD, NEW_PASSWORD_FIELDS, newPasswordProblems, type NewPasswordField, type NewPassword } from '../../src/domain/new-password.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface PasswordResetInput {
  /** `code` of the mailed link; null when the link came without one. */
  code: string | null;
}

/** spec 002 §8 errorSaving: the password could not be set; the server says why when it can. */
export type PasswordResetFailure = CallFailure<'save-failed'>;

export interface PasswordResetContext {
  code: string | null;
  /** The new password and its confirmation: held here only, never stored (no draft, no local storage). */
  values: NewPassword;
  /** An invalid submit happened: from then on every refused field says why, as it changes. */
  checked: boolean;
  failure: PasswordResetFailure | null;
}

export type PasswordResetEvent = { type: 'FIELD_CHANGED'; patch: Partial<NewPassword> } | { type: 'SUBMITTED' };

export type PasswordResetEmitted =
  /** After an invalid submit: the page puts the focus on the first refused field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: NewPasswordField };

/** The backend answers an unknown or already used code with 400 (spec 002 §8 "link invalid"). */
const CODE_REFUSED_STATUS = 400;

const firstRefusedField = (values: NewPassword): NewPasswordField => {
  const problems = newPasswordProblems(values);
  return NEW_PASSWORD_FIELDS.find((field) => problems[field] !== undefined) ?? 'password';
};

/** /reset-wachtwoord?code= (spec 002 §2, §5): a new password, chosen with the code of the mailed link. */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    emitted: {} as PasswordResetEmitted,
  },
  actors: {
    /** POST setpassword with the code, the password and its confirmation. */
    setPassword: call<void, { code: string; password: string; confirmation: string }>(),
  },
  actions: {
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** The success toast: the password is changed, log in with it. */
    announceSuccess: effect(),
    /** To the login page, where the new password is used. */
    goToLogin: effect(),
    focusField: emit((_, params: { field: NewPasswordField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    changeValues: assign(({ context }, patch: Partial<NewPassword>) => ({ values: { ...context.values, ...patch } })),
    showRefusals: assign({ checked: true }),
    rememberFailure: assign((_, failure: PasswordResetFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    /** Once the code is spent or refused, the typed passwords serve nothing: they go. */
    dropPasswords: assign({ values: EMPTY_NEW_PASSWORD }),
  },
  guards: {
    hasCode: ({ context }) => context.code !== null && context.code.trim() !== '',
    formIsValid: ({ context }) => passes(newPasswordProblems(context.values)),
    isCodeRefused: (_, params: { error: unknown }) => asApiError(params.error).status === CODE_REFUSED_STATUS,
  },
}).createMachine({
  id: 'password-reset',
  description: 'Een nieuw wachtwoord kiezen met de code uit de e-mail, en daarna aanmelden.',
  context: ({ input }) => ({ code: input.code, values: EMPTY_NEW_PASSWORD, checked: false, failure: null }),
  initial: 'readingLink',
  states: {
    readingLink: {
      always: [{ guard: 'hasCode', target: 'editing' }, { target: 'codeMissing' }],
    },
    codeMissing: {
      description: 'codeError: de link heeft geen code; een link leidt naar het aanvragen van een nieuwe.',
    },
    editing: {
      description:
        'Het formulier: het wachtwoord volgt de sterkteregel (die als hint onder het veld staat), de bevestiging is gelijk. Wachtwoorden worden nergens bewaard.',
      on: {
        FIELD_CHANGED: { actions: { type: 'changeValues', params: ({ event }) => event.patch } },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'saving', actions: 'forgetFailure' },
          { actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedField(context.values) }) }] },
        ],
      },
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ code: (context.code ?? '').trim(), password: context.values.password, confirmation: context.values.confirmation }),
        onDone: 'passwordSet',
        onError: [
          {
            guard: { type: 'isCodeRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'linkInvalid',
            actions: 'dropPasswords',
          },
          {
            target: 'editing',
            description: 'errorSaving: de melding van de server, anders de algemene tekst; het formulier blijft ingevuld.',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('save-failed', event.error) },
          },
        ],
      },
    },
    linkInvalid: {
      description: 'De code is onbekend of al gebruikt (400): de link is ongeldig; een link leidt naar het aanvragen van een nieuwe.',
    },
    passwordSet: {
      type: 'final',
      description: 'Het wachtwoord is gewijzigd: een succesmelding, en verder naar aanmelden met het nieuwe wachtwoord.',
      entry: ['dropPasswords', 'announceSuccess', 'goToLogin'],
    },
  },
});
