import type { EventObject } from 'xstate';
import type { Conversation } from '../../src/domain/conversations.ts';
import { sampleOrder } from '../../src/domain/orders.samples.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import type { ConversationsEvent, ConversationsInput, ConversationsPage } from './machine.ts';
import { conversationsMachine } from './machine.ts';

const PHOTO = { AttachmentID: 'CATT-501', FileName: 'foto-schade.gif', ContentType: 'image/gif', AttachmentUrl: '/api/v2/shop/customer/conversation-attachment/CATT-501' };
const CONVERSATION: Conversation = {
  ConversationID: 'CONV-302',
  CustomerID: 'CUST-1001',
  Subject: 'Schade aan een bierbankset',
  RentalObjectID: 'RO-5001',
  DateTimeCreated: '2026-11-05T10:20:00',
  DateTimeModified: '2026-11-07T09:30:00',
  Attachments: [PHOTO],
  Communications: [
    { ConversationCommunicationID: 'COMM-3003', Message: '<p>We zagen een <em>gebroken poot</em>.</p>', DateTimeCreated: '2026-11-05T10:20:00', IsCustomerMessage: false, Attachments: [PHOTO] },
    { ConversationCommunicationID: 'COMM-3004', Message: '<p>Die was al los.</p>', DateTimeCreated: '2026-11-06T18:03:00', IsCustomerMessage: true, Attachments: [] },
  ],
};
const PAGE: ConversationsPage = { conversations: [CONVERSATION], orders: [sampleOrder({ ReservationOrderID: 'RO-5001' })] };
const input: ConversationsInput = { customerId: 'CUST-1001', rentalObjectId: null, threadId: null, draft: null, subjects: [] };

export const conversationsFlow: RegisteredMachine = {
  id: 'conversations',
  title: 'Berichten',
  description:
    'De gesprekken met de uitleendienst op /account/messages (of die over één bestelling, op haar pagina): elk met onderwerp, bestelling, laatste wijziging en laatste bericht; een gesprek met al zijn berichten en bijlagen, die op vraag opgehaald en als bestand gegeven worden; een nieuw bericht of een antwoord in een venster, waarna de gesprekken opnieuw gelezen worden.',
  machine: conversationsMachine,
  input,
  alternativeInputs: [
    { ...input, rentalObjectId: 'RO-5001' },
    // A reload with a half-written reply on its thread: the form opens again with it.
    { ...input, threadId: CONVERSATION.ConversationID, draft: { customerId: 'CUST-1001', conversationId: CONVERSATION.ConversationID, rentalObjectId: null, subject: '', message: 'Die poot was al' } },
  ],
  events: (): (ConversationsEvent | EventObject)[] => [
    done('loadConversations', PAGE),
    failed('loadConversations'),
    { type: 'RETRY_REQUESTED' },
    { type: 'ATTACHMENT_REQUESTED', attachment: PHOTO },
    done('fetchAttachment', new Blob(['GIF89a'], { type: 'image/gif' })),
    failed('fetchAttachment', { kind: 'unauthorized', status: 401, serverMessage: 'Het token is verlopen of ongeldig' }),
    { type: 'COMPOSE_OPENED', conversationId: null },
    { type: 'COMPOSE_OPENED', conversationId: CONVERSATION.ConversationID },
    { type: 'COMPOSE_OPENED', conversationId: 'CONV-BESTAAT-NIET' },
    { type: 'COMPOSE_CLOSED' },
    done('compose', { conversationId: 'CONV-305', isNew: true }),
  ],
  serialize: byValue,
};
