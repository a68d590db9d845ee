import { assign, setup } from 'xstate';
import { draftForPlace, type Conversation, type ConversationAttachment, type MessageDraftRecord } from '../../src/domain/conversations.ts';
import type { ReservationOrder } from '../../src/domain/orders.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { newMessageMachine, type NewMessageInput, type SentMessage } from '../new-message/machine.ts';

export interface ConversationsInput {
  customerId: string;
  /** The order whose conversations are shown (an order's page); null for all of them (the Berichten tab, a thread). */
  rentalObjectId: string | null;
  /** The conversation the page shows (a thread), else null. */
  threadId: string | null;
  /** The new-message form's draft a reload left: its form opens again where it belongs. */
  draft: MessageDraftRecord | null;
  /** The style setting `conversationSubjects`: the subjects a new conversation chooses from; none: it is typed (spec 002 §5). */
  subjects: readonly string[];
}

/** Whose conversations are read, and about which order. */
export type ConversationsQuery = Pick<ConversationsInput, 'customerId' | 'rentalObjectId'>;

/** What the page shows, read in one wave. */
export interface ConversationsPage {
  conversations: Conversation[];
  /** The customer's orders a new message may be about; none on an order's page (that order is preset). */
  orders: ReservationOrder[];
}

/** Spec 002 §8: the conversations could not be read, or an attachment could not be fetched. */
export type ConversationsFailure = CallFailure<'load-failed' | 'attachment-failed'>;

export interface ConversationsContext extends ConversationsInput, ConversationsPage {
  /** The half-written message that belongs on this page, until the form takes it. */
  draft: MessageDraftRecord | null;
  /** The new-message form that is open: a reply to `conversationId`, or a new conversation. */
  composing: NewMessageInput | null;
  /** The attachment being fetched. */
  fetching: string | null;
  failure: ConversationsFailure | null;
}

export type ConversationsEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'ATTACHMENT_REQUESTED'; attachment: ConversationAttachment }
  /** The new-message form opens: a reply in a conversation, or (null) a new conversation. */
  | { type: 'COMPOSE_OPENED'; conversationId: string | null }
  | { type: 'COMPOSE_CLOSED' };

/**
 * "Berichten" (spec 002 §2, §3, §7): the customer's conversations with the lending service, or
 * those about one order; a thread's messages with their attachments, fetched on request; the
 * new-message form (a new conversation or a reply), after which the list is read again.
 */
export const conversationsMachine = setup({
  types: { context: {} as ConversationsContext, events: {} as ConversationsEvent, input: {} as ConversationsInput },
  actors: {
    /** `GET v2/shop/customer/conversation/{customerId}` (or `…/{customerId}/{objectId}` for one order), sortOn DateTimeCreated, and the customer's orders (`GET v2/shop/reservationOrders`), in parallel. */
    loadConversations: call<ConversationsPage, ConversationsQuery>(),
    /** `GET v2/shop/customer/conversation-attachment/{attachmentId}` with the access token in the query, as a blob. */
    fetchAttachment: call<Blob, { attachmentId: string }>(),
    /** The new-message form. */
    compose: newMessageMachine,
  },
  actions: {
    /** Hands the image to the browser under its name, through an object URL (never the address with the token). */
    saveAttachment: effect<{ blob: Blob; fileName: string }>(),
    announceFailure: effect<{ failure: ConversationsFailure }>(),
    /** The message is sent: said, and a new conversation opened in its thread. */
    announceSent: effect<SentMessage>(),
    /** The form was closed unsent: its draft goes. */
    forgetDraft: effect(),
    takePage: assign((_, page: ConversationsPage) => ({ ...page, failure: null })),
    rememberFailure: assign((_, failure: ConversationsFailure) => ({ failure })),
    openCompose: assign(({ context }, conversationId: string | null) => ({
      composing: {
        customerId: context.customerId,
        conversationId,
        rentalObjectId: conversationId === null ? context.rentalObjectId : null,
        draft: context.draft?.conversationId === conversationId ? context.draft : null,
        subjects: context.subjects,
      },
      // The form holds the draft now; it keeps it as it changes.
      draft: null,
    })),
    closeCompose: assign({ composing: null }),
    aimFetch: assign((_, attachmentId: string) => ({ fetching: attachmentId })),
    releaseFetch: assign({ fetching: null }),
  },
  guards: {
    isKnownConversation: ({ context }, conversationId: string | null) =>
      conversationId === null || context.conversations.some((conversation) => conversation.ConversationID === conversationId),
    /** A half-written message of this page, whose conversation (for a reply) still exists. */
    hasDraftHere: ({ context }, conversations: Conversation[]) =>
      context.draft !== null && (context.draft.conversationId === null || conversations.some((conversation) => conversation.ConversationID === context.draft!.conversationId)),
  },
}).createMachine({
  id: 'conversations',
  description: 'De gesprekken van de klant met de uitleendienst (alle, of die over één bestelling), met hun berichten en bijlagen; een nieuw bericht of een antwoord in een venster.',
  context: ({ input }) => ({ ...input, draft: draftForPlace(input.draft, input), conversations: [], orders: [], composing: null, fetching: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadConversations',
        id: 'loadConversations',
        input: ({ context }) => ({ customerId: context.customerId, rentalObjectId: context.rentalObjectId }),
        onDone: [
          {
            guard: { type: 'hasDraftHere', params: ({ event }) => event.output.conversations },
            target: 'composing',
            description: 'Een half geschreven bericht van deze pagina (een herladen pagina): het venster gaat er weer mee open.',
            actions: [{ type: 'takePage', params: ({ event }) => event.output }, { type: 'openCompose', params: ({ context }) => context.draft!.conversationId }],
          },
          { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De gesprekken konden niet gelezen worden: de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    ready: {
      on: {
        ATTACHMENT_REQUESTED: { target: 'fetching', actions: { type: 'aimFetch', params: ({ event }) => event.attachment.AttachmentID } },
        COMPOSE_OPENED: {
          guard: { type: 'isKnownConversation', params: ({ event }) => event.conversationId },
          target: 'composing',
          actions: { type: 'openCompose', params: ({ event }) => event.conversationId },
        },
      },
    },
    fetching: {
      description: 'De bijlage wordt opgehaald (met het token in de query, alleen in de IO-laag) en als bestand aan de browser gegeven.',
      tags: ['busy'],
      invoke: {
        src: 'fetchAttachment',
        id: 'fetchAttachment',
        input: ({ context }) => ({ attachmentId: context.fetching! }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'saveAttachment',
              params: ({ context, event }) => ({
                blob: event.output,
                fileName: context.conversations.flatMap((conversation) => conversation.Attachments).find((a) => a.AttachmentID === context.fetching)?.FileName ?? context.fetching!,
              }),
            },
            'releaseFetch',
          ],
        },
        onError: { target: 'ready', actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('attachment-failed', event.error) }) }, 'releaseFetch'] },
      },
    },
    composing: {
      description: 'Het venster met het nieuwe bericht; verstuurd worden de gesprekken opnieuw gelezen.',
      invoke: {
        src: 'compose',
        id: 'compose',
        input: ({ context }) => context.composing!,
        onDone: { target: 'loading', actions: [{ type: 'announceSent', params: ({ event }) => event.output }, 'closeCompose'] },
      },
      on: { COMPOSE_CLOSED: { target: 'ready', actions: ['closeCompose', 'forgetDraft'] } },
    },
  },
});
