import { assign, setup } from 'xstate';
import { answerMayBeLost, type ApiError } from '../../src/domain/api-error.ts';
import { isMessageDraftValid, sortChosenFiles, type Conversation, type ConversationCommunication, type MessageDraftRecord } from '../../src/domain/conversations.ts';
import { call, effect, listener } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import type { RefusalNotice } from '../upload/machine.ts';

export interface NewMessageInput {
  customerId: string;
  /** The conversation a reply goes to; null starts a new conversation. */
  conversationId: string | null;
  /** The order the message is about: preset on an order's page, else chosen (optional). */
  rentalObjectId: string | null;
  /** The half-written message a reload left for this form (the parent matched it), or null. */
  draft: MessageDraftRecord | null;
  /** The subjects a new conversation chooses from (style setting `conversationSubjects`); none: the subject is typed. */
  subjects: readonly string[];
}

/** A chosen file that passed the checks, with the id the form lists it by. */
interface OutgoingFile {
  id: string;
  file: File;
}

/** One attachment on its way: to the customer's own message `communicationId`. */
export interface AttachmentUpload {
  customerId: string;
  conversationId: string;
  communicationId: string;
  file: File;
}

/**
 * Spec 002 §8: the conversation could not be made, or its creation answered nothing ("Ongeldig
 * antwoord bij het aanmaken van het gesprek"); the message or an attachment could not be sent.
 */
export type NewMessageFailure = CallFailure<'create-failed' | 'invalid-conversation' | 'message-failed' | 'attachment-failed'>;

/** What a sent message tells whoever opened the form. */
export interface SentMessage {
  conversationId: string;
  /** True when the message started a new conversation. */
  isNew: boolean;
  /** Its answer was lost and the conversation read again showed it arrived (decision 027). */
  foundAfterLostAnswer: boolean;
}

export interface NewMessageContext extends NewMessageInput {
  subject: string;
  message: string;
  files: OutgoingFile[];
  /** The ids given to chosen files so far (an id per file, never reused). */
  chosenCount: number;
  /** The files of the last choice that were removed, each with why (spec 002 §3: shown with the form). */
  refusals: RefusalNotice[];
  /** Set by a submit that was refused: the form then shows what is missing. */
  showProblems: boolean;
  /** The message sent, once the backend has it: where the attachments go (a retry does not send it twice). */
  communicationId: string | null;
  /** The attachments stored so far, in the order of `files`. */
  sentFiles: number;
  /** How much of the current attachment went out, 0..1. */
  progress: number;
  /** Whether the conversation was made by this form (a retry after that sends only what is left). */
  created: boolean;
  /** The message's answer was lost and reading the conversation showed it arrived. */
  foundAfterLostAnswer: boolean;
  failure: NewMessageFailure | null;
}

export type NewMessageEvent =
  | { type: 'SUBJECT_CHANGED'; subject: string }
  | { type: 'MESSAGE_CHANGED'; message: string }
  | { type: 'ORDER_CHOSEN'; rentalObjectId: string | null }
  | { type: 'FILES_CHOSEN'; files: File[] }
  | { type: 'FILE_REMOVED'; fileId: string }
  | { type: 'SUBMITTED' }
  | { type: 'RETRY_REQUESTED' }
  /** Sent by `sendAttachment` while the file goes out. */
  | { type: 'ATTACHMENT_PROGRESSED'; progress: number }
  | { type: 'ATTACHMENT_STORED' }
  | { type: 'ATTACHMENT_FAILED'; error: ApiError };

/** Whether the form starts a conversation (made by it, or still to make) rather than replying in one. */
export const startsConversation = (context: Pick<NewMessageContext, 'conversationId' | 'created'>) => context.conversationId === null || context.created;

/** The chosen files that do not go with the message, each with why. */
const refusalsOf = (files: File[]): RefusalNotice[] =>
  sortChosenFiles(files).refused.map(({ file, refusal }) => ({ fileName: file.name, owner: 'conversation', refusal }));

/** What the form's draft keeps: its texts and order, never its images. */
const draftOf = (context: NewMessageContext): MessageDraftRecord => ({
  customerId: context.customerId,
  conversationId: context.created ? null : context.conversationId,
  rentalObjectId: context.rentalObjectId,
  subject: context.subject,
  message: context.message,
});

const INVALID_CONVERSATION: ApiError = { kind: 'invalid-response', status: 201, serverMessage: null };

/**
 * A new message to the lending service (spec 002 §3, §7): a new conversation (subject, order,
 * message, images) or a reply in one. Sent as the spec orders it: the conversation is made,
 * the message added to it, then each image; a failure keeps what was sent and a retry sends
 * only the rest.
 */
export const newMessageMachine = setup({
  types: { context: {} as NewMessageContext, events: {} as NewMessageEvent, input: {} as NewMessageInput, output: {} as SentMessage },
  actors: {
    /** `POST v2/shop/customer/conversation/{customerId}` with Subject and RentalObjectID; null when it answers nothing. */
    createConversation: call<Conversation | null, { customerId: string; subject: string; rentalObjectId: string | null }>(),
    /** `POST …/conversation/{customerId}/{conversationId}/communication` with Message. */
    addMessage: call<ConversationCommunication, { customerId: string; conversationId: string; message: string }>(),
    /**
     * After a lost answer: the id of the conversation's last message when it is the customer's own
     * with this very text (the message arrived), else null. Reads `GET v2/shop/customer/conversation/{customerId}`.
     */
    findMessage: call<string | null, { customerId: string; conversationId: string; message: string }>(),
    /**
     * After a lost answer to making the conversation: the id of the customer's conversation with
     * this subject and order that has no message yet (it was made), else null. Reads the same list.
     */
    findConversation: call<string | null, { customerId: string; subject: string; rentalObjectId: string | null }>(),
    /** `POST v2/shop/customer/conversation-attachment/{customerId}/{conversationId}/{communicationId}` (FileName, base64 Data); reports ATTACHMENT_PROGRESSED, then ATTACHMENT_STORED or ATTACHMENT_FAILED. */
    sendAttachment: listener<NewMessageEvent, AttachmentUpload>(),
  },
  actions: {
    /** Keeps the form as the flow's draft (null: forgets it), so a reload loses nothing. */
    storeDraft: effect<{ draft: MessageDraftRecord | null }>(),
    takeSubject: assign((_, subject: string) => ({ subject })),
    takeMessage: assign((_, message: string) => ({ message })),
    takeOrder: assign((_, rentalObjectId: string | null) => ({ rentalObjectId })),
    takeFiles: assign(({ context }, files: File[]) => {
      const { accepted } = sortChosenFiles(files);
      return {
        files: [...context.files, ...accepted.map((file, index) => ({ id: `file-${context.chosenCount + index + 1}`, file }))],
        chosenCount: context.chosenCount + accepted.length,
      };
    }),
    keepRefusals: assign((_, refusals: RefusalNotice[]) => ({ refusals })),
    dropFile: assign(({ context }, fileId: string) => ({ files: context.files.filter((file) => file.id !== fileId) })),
    showProblems: assign({ showProblems: true }),
    keepConversation: assign((_, conversationId: string) => ({ conversationId, created: true })),
    keepCommunication: assign((_, communicationId: string) => ({ communicationId, sentFiles: 0 })),
    keepProgress: assign((_, progress: number) => ({ progress })),
    countStored: assign(({ context }) => ({ sentFiles: context.sentFiles + 1, progress: 0 })),
    startSending: assign({ failure: null, progress: 0 }),
    rememberFailure: assign((_, failure: NewMessageFailure) => ({ failure })),
    /** The message arrived although its answer was lost: it is not sent again. */
    noteFoundAfterLostAnswer: assign({ failure: null, foundAfterLostAnswer: true }),
  },
  guards: {
    isComplete: ({ context }) => isMessageDraftValid(context, { needsSubject: startsConversation(context) }),
    hasNoConversation: ({ context }) => context.conversationId === null,
    hasNoMessage: ({ context }) => context.communicationId === null,
    allFilesSent: ({ context }) => context.sentFiles >= context.files.length,
    answerMayBeLost: (_, params: { error: unknown }) => answerMayBeLost(params.error),
    messageArrived: (_, communicationId: string | null) => communicationId !== null,
    conversationMade: (_, conversationId: string | null) => conversationId !== null,
    answeredConversation: (_, conversation: Conversation | null) => typeof conversation?.ConversationID === 'string' && conversation.ConversationID !== '',
  },
}).createMachine({
  id: 'new-message',
  description: 'Een nieuw bericht aan de uitleendienst: onderwerp, bestelling (niet verplicht), bericht en afbeeldingen; eerst het gesprek, dan het bericht, dan elke bijlage met voortgang. Een antwoord in een gesprek slaat het eerste over.',
  context: ({ input }) => ({
    ...input,
    rentalObjectId: input.conversationId === null ? (input.rentalObjectId ?? input.draft?.rentalObjectId ?? null) : input.rentalObjectId,
    subject: input.draft?.subject ?? '',
    message: input.draft?.message ?? '',
    files: [],
    chosenCount: 0,
    refusals: [],
    showProblems: false,
    communicationId: null,
    sentFiles: 0,
    progress: 0,
    created: false,
    foundAfterLostAnswer: false,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SUBJECT_CHANGED: { actions: [{ type: 'takeSubject', params: ({ event }) => event.subject }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }] },
        MESSAGE_CHANGED: { actions: [{ type: 'takeMessage', params: ({ event }) => event.message }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }] },
        ORDER_CHOSEN: { actions: [{ type: 'takeOrder', params: ({ event }) => event.rentalObjectId }, { type: 'storeDraft', params: ({ context }) => ({ draft: draftOf(context) }) }] },
        FILES_CHOSEN: {
          description: 'Een bestand van een ander type dan gif, png, jpeg of jpg, of groter dan 5 MB, valt weg met zijn melding.',
          actions: [
            { type: 'takeFiles', params: ({ event }) => event.files },
            { type: 'keepRefusals', params: ({ event }) => refusalsOf(event.files) },
          ],
        },
        FILE_REMOVED: { actions: { type: 'dropFile', params: ({ event }) => event.fileId } },
        SUBMITTED: [{ guard: 'isComplete', target: 'resuming' }, { actions: 'showProblems' }],
      },
    },
    resuming: {
      description: 'Verder waar het versturen staat: het gesprek maken, het bericht sturen of de bijlagen.',
      always: [{ guard: 'hasNoConversation', target: 'creating' }, { guard: 'hasNoMessage', target: 'posting' }, { target: 'attaching' }],
    },
    creating: {
      tags: ['submitting'],
      entry: 'startSending',
      invoke: {
        src: 'createConversation',
        id: 'createConversation',
        input: ({ context }) => ({ customerId: context.customerId, subject: context.subject.trim(), rentalObjectId: context.rentalObjectId }),
        onDone: [
          {
            guard: { type: 'answeredConversation', params: ({ event }) => event.output },
            target: 'posting',
            actions: { type: 'keepConversation', params: ({ event }) => event.output!.ConversationID },
          },
          {
            target: 'failed',
            description: 'Het aanmaken antwoordde niets: "Ongeldig antwoord bij het aanmaken van het gesprek".',
            actions: { type: 'rememberFailure', params: { kind: 'invalid-conversation', error: INVALID_CONVERSATION } },
          },
        ],
        onError: [
          {
            guard: { type: 'answerMayBeLost', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingConversation',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('create-failed', event.error) },
          },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('create-failed', event.error) } },
        ],
      },
    },
    checkingConversation: {
      tags: ['submitting'],
      description:
        'Het antwoord op het aanmaken ging verloren: eerst worden de gesprekken gelezen. Staat er een gesprek met dit onderwerp en deze bestelling zonder bericht, dan is het gemaakt (één keer) en gaat het bericht erheen; anders kan de klant opnieuw proberen.',
      invoke: {
        src: 'findConversation',
        id: 'findConversation',
        input: ({ context }) => ({ customerId: context.customerId, subject: context.subject.trim(), rentalObjectId: context.rentalObjectId }),
        onDone: [
          {
            guard: { type: 'conversationMade', params: ({ event }) => event.output },
            target: 'posting',
            actions: [{ type: 'keepConversation', params: ({ event }) => event.output! }, 'noteFoundAfterLostAnswer'],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    posting: {
      tags: ['submitting'],
      entry: 'startSending',
      invoke: {
        src: 'addMessage',
        id: 'addMessage',
        input: ({ context }) => ({ customerId: context.customerId, conversationId: context.conversationId!, message: context.message.trim() }),
        onDone: { target: 'attaching', actions: { type: 'keepCommunication', params: ({ event }) => event.output.ConversationCommunicationID } },
        onError: [
          {
            guard: { type: 'answerMayBeLost', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingMessage',
            actions: { type: 'rememberFailure', params: ({ event }) => callFailure('message-failed', event.error) },
          },
          { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('message-failed', event.error) } },
        ],
      },
    },
    checkingMessage: {
      tags: ['submitting'],
      description:
        'Het antwoord op het bericht ging verloren (geen verbinding, een storing): eerst wordt het gesprek opnieuw gelezen. Staat het bericht erin, dan is het verstuurd (één keer) en gaan de bijlagen erheen; anders kan de klant opnieuw proberen.',
      invoke: {
        src: 'findMessage',
        id: 'findMessage',
        input: ({ context }) => ({ customerId: context.customerId, conversationId: context.conversationId!, message: context.message.trim() }),
        onDone: [
          {
            guard: { type: 'messageArrived', params: ({ event }) => event.output },
            target: 'attaching',
            actions: [{ type: 'keepCommunication', params: ({ event }) => event.output! }, 'noteFoundAfterLostAnswer'],
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    attaching: {
      tags: ['submitting'],
      description: 'De afbeeldingen gaan een voor een naar het verstuurde bericht, elk met zijn voortgang.',
      initial: 'next',
      states: {
        next: {
          always: [{ guard: 'allFilesSent', target: '#new-message.sent' }, { target: 'sending' }],
        },
        sending: {
          entry: 'startSending',
          invoke: {
            src: 'sendAttachment',
            id: 'sendAttachment',
            input: ({ context }) => ({
              customerId: context.customerId,
              conversationId: context.conversationId!,
              communicationId: context.communicationId!,
              file: context.files[context.sentFiles]!.file,
            }),
          },
          on: {
            ATTACHMENT_PROGRESSED: { actions: { type: 'keepProgress', params: ({ event }) => event.progress } },
            ATTACHMENT_STORED: { target: 'next', actions: 'countStored' },
            ATTACHMENT_FAILED: { target: '#new-message.failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ kind: 'attachment-failed' as const, error: event.error }) } },
          },
        },
      },
    },
    failed: {
      description: 'Het versturen liep vast: de melding, en opnieuw proberen stuurt alleen wat nog niet aankwam.',
      on: { RETRY_REQUESTED: 'resuming' },
    },
    sent: {
      type: 'final',
      entry: { type: 'storeDraft', params: { draft: null } },
    },
  },
  output: ({ context }) => ({ conversationId: context.conversationId!, isNew: context.created, foundAfterLostAnswer: context.foundAfterLostAnswer }),
});
