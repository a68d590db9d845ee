import { assign, emit, setup } from 'xstate';
import { passes } from '../../src/domain/account-recovery.ts';
import {
  contactFormRequestOf,
  contactMessageFrom,
  contactMessageProblems,
  firstRefusedContactField,
  nextContactMessage,
  type ContactFormRequest,
  type ContactMessageField,
  type ContactMessageSender,
  type ContactMessageValues,
} from '../../src/domain/contact-message.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export interface ContactMessageInput {
  /** The message as far as it was written, as the Contact page's draft kept it. */
  draft: Partial<ContactMessageValues> | null;
  /** The signed-in person, whose name and address fill in the sender; null when nobody is. */
  sender: ContactMessageSender | null;
}

/** The message did not get through; the server says why when it can (a 400 names the field). */
export type ContactMessageFailure = CallFailure<'send-failed'>;

export interface ContactMessageContext {
  values: ContactMessageValues;
  /** An invalid submit happened: from then on each field says why it is refused, as it changes. */
  checked: boolean;
}

export type ContactMessageEvent =
  | { type: 'FIELD_CHANGED'; patch: Partial<ContactMessageValues> }
  | { type: 'SUBMITTED' }
  | { type: 'NEXT_MESSAGE_REQUESTED' };

export type ContactMessageEmitted =
  /** After an invalid submit: the page puts the focus on the first refused field. */
  { type: 'FIELD_FOCUS_REQUESTED'; field: ContactMessageField };

/** The footer's Contact page (spec 000 §2, §7 `POST v2/_contact-form`): a message to the lending service. */
export const contactMessageMachine = setup({
  types: {
    context: {} as ContactMessageContext,
    events: {} as ContactMessageEvent,
    input: {} as ContactMessageInput,
    emitted: {} as ContactMessageEmitted,
  },
  actors: {
    /** POST v2/_contact-form: the lending service gets the message by mail. */
    sendContactMessage: call<void, ContactFormRequest>(),
  },
  actions: {
    /** Keeps the form as the Contact page's draft, so a reload loses nothing; null once sent. */
    storeDraft: effect<{ draft: ContactMessageValues | null }>(),
    /** The toast of an invalid submit (spec 000 §5). */
    announceInvalid: effect(),
    /** errorToast: the server's message, else the general text; the message stays in the form. */
    announceFailure: effect<{ failure: ContactMessageFailure }>(),
    focusField: emit((_, params: { field: ContactMessageField }) => ({ type: 'FIELD_FOCUS_REQUESTED' as const, field: params.field })),
    changeValues: assign(({ context }, patch: Partial<ContactMessageValues>) => ({ values: { ...context.values, ...patch } })),
    showRefusals: assign({ checked: true }),
    startNextMessage: assign(({ context }) => ({ values: nextContactMessage(context.values), checked: false })),
  },
  guards: {
    formIsValid: ({ context }) => passes(contactMessageProblems(context.values)),
  },
}).createMachine({
  id: 'contact-message',
  description: 'Contact: een bericht aan de uitleendienst, met naam, e-mailadres, telefoon, onderwerp en bericht.',
  context: ({ input }) => ({ values: contactMessageFrom(input.draft, input.sender), checked: false }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Het formulier: naam, e-mailadres, onderwerp en bericht zijn verplicht, telefoon niet. Wat getypt is, blijft als concept bewaard.',
      on: {
        FIELD_CHANGED: {
          actions: [
            { type: 'changeValues', params: ({ event }) => event.patch },
            { type: 'storeDraft', params: ({ context }) => ({ draft: context.values }) },
          ],
        },
        SUBMITTED: [
          { guard: 'formIsValid', target: 'sending' },
          { actions: ['showRefusals', 'announceInvalid', { type: 'focusField', params: ({ context }) => ({ field: firstRefusedContactField(context.values) }) }] },
        ],
      },
    },
    sending: {
      tags: ['submitting'],
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => contactFormRequestOf(context.values),
        onDone: 'sent',
        onError: {
          target: 'editing',
          description: 'errorToast; het bericht blijft staan.',
          actions: { type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('send-failed', event.error) }) },
        },
      },
    },
    sent: {
      description: "'Uw bericht is verzonden'. Een volgend bericht begint met dezelfde afzender en een leeg onderwerp en bericht.",
      entry: { type: 'storeDraft', params: { draft: null } },
      on: { NEXT_MESSAGE_REQUESTED: { target: 'editing', actions: 'startNextMessage' } },
    },
  },
});
