import { assign, emit, setup } from 'xstate';
import { EMPTY_LOST_PASSWORD, lostPasswordProblems, passes, type LostPasswordField, type LostPasswordValues } from '../../src/domain/account-recovery.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface LostPasswordInput {
  /** The form as far as it was typed, as its draft kept it. */
  draft: LostPasswordValues | null;
  /** Where a sent request leads (spec 002 §2 "either a redirect or an 'email sent' message"); null: the message. */
  routeAfterRequest: string | null;
}

/** spec 002 §8 errorToast: the request did not get through; the server says why when it can. */
export type LostPasswordFailure = CallFailure<'request-failed'>;

export interface LostPasswordContext {
  values: LostPasswordValues;
  /** An invalid submit happened: from then on the field says why it is refused, as it changes. */
  checked: boolean;
  routeAfterRequest: string | null;
}

export type LostPasswordEvent = { type: 'FIELD_CHANGED'; patch: Partial<LostPasswordValues> } | { type: 'SUBMITTED' };

export type LostPasswordEmitted =
  /** After an invalid submit: the page puts the focus on the field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: LostPasswordField };

/** /wachtwoord-vergeten (spec 002 §2, §4, §5): one address; a link to choose a new password is mailed to it. */
export const lostPasswordMachine = setup({
  types: {
    context: {} as LostPasswordContext,
    events: {} as LostPasswordEvent,
    input: {} as LostPasswordInput,
    emitted: {} as LostPasswordEmitted,
  },
  actors: {
    /** POST lostpassword: a mail with a link to this shop's reset page, in the reader's language. */
    requestResetMail: call<void, { email: string }>(),
  },
  actions: {
    /** Keeps the address as the form's draft, so a reload keeps it. */
    storeDraft: effect<{ draft: LostPasswordValues | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** errorToast: the server's message, else the general text; the address stays in the form. */
    announceFailure: effect<{ failure: LostPasswordFailure }>(),
    /** 'E-mail verzonden' as a toast: the page that said it is left. */
    announceSent: effect(),
    goToRouteAfterRequest: effect<{ route: string }>(),
    focusField: emit((_, params: { field: LostPasswordField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    changeValues: assign(({ context }, patch: Partial<LostPasswordValues>) => ({ values: { ...context.values, ...patch } })),
    showRefusals: assign({ checked: true }),
  },
  guards: {
    formIsValid: ({ context }) => passes(lostPasswordProblems(context.values)),
    hasRouteAfterRequest: ({ context }) => context.routeAfterRequest !== null,
  },
}).createMachine({
  id: 'lost-password',
  description: 'Wachtwoord vergeten: het e-mailadres krijgt een link om een nieuw wachtwoord te kiezen.',
  context: ({ input }) => ({ values: input.draft ?? EMPTY_LOST_PASSWORD, checked: false, routeAfterRequest: input.routeAfterRequest }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Het formulier: het e-mailadres is verplicht en geldig. Het getypte adres wordt als concept bewaard.',
      on: {
        FIELD_CHANGED: {
          actions: [
            { type: 'changeValues', params: ({ event }) => event.patch },
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.values }) },
          ],
        },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'requesting' },
          { actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: { field: 'email' } }] },
        ],
      },
    },
    requesting: {
      tags: ['submitting'],
      invoke: {
        id: 'requestResetMail',
        src: 'requestResetMail',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: [{ guard: 'hasRouteAfterRequest', target: 'redirected' }, { target: 'mailSent' }],
        onError: {
          target: 'editing',
          description: 'errorToast; het adres blijft staan.',
          actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('request-failed', event.error) }) },
        },
      },
    },
    redirected: {
      type: 'final',
      description: "Een route na de aanvraag is ingesteld (stijlinstelling routeAfterLostPassword): daarheen, met 'E-mail verzonden' als melding.",
      entry: [
        { type: 'storeDraft', params: { draft: null } },
        'announceSent',
        { type: 'goToRouteAfterRequest', params: ({ context }) => ({ route: context.routeAfterRequest ?? '/' }) },
      ],
    },
    mailSent: {
      type: 'final',
      description: "'E-mail verzonden': zonder te verraden of het adres gekend is (de server antwoordt altijd hetzelfde).",
      entry: { type: 'storeDraft', params: { draft: null } },
    },
  },
});
