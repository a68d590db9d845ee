import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { isMessageDraftValid, type Conversation, type ConversationCommunication } from '../../src/domain/conversations.ts';
import { apiError, byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { newMessageMachine, startsConversation, type NewMessageContext, type NewMessageEvent, type NewMessageInput } from './machine.ts';

const CONVERSATION: Conversation = {
  ConversationID: 'CONV-304',
  CustomerID: 'CUST-1001',
  Subject: 'Zijwanden voor de partytenten',
  RentalObjectID: 'RO-2026-0001',
  DateTimeCreated: '2026-11-21T10:00:00',
  DateTimeModified: '2026-11-21T10:00:00',
  Attachments: [],
  Communications: [],
};
const COMMUNICATION: ConversationCommunication = {
  ConversationCommunicationID: 'COMM-3010',
  Message: '<p>Kunnen we zijwanden krijgen?</p>',
  DateTimeCreated: '2026-11-21T10:00:00',
  IsCustomerMessage: true,
  Attachments: [],
};
const newConversation: NewMessageInput = { customerId: 'CUST-1001', conversationId: null, rentalObjectId: null, draft: null, subjects: [] };
const reply: NewMessageInput = { ...newConversation, conversationId: 'CONV-301' };

export const newMessageFlow: RegisteredMachine = {
  id: 'new-message',
  title: 'Nieuw bericht aan de uitleendienst',
  description:
    'Het venster "Nieuw bericht": onderwerp en bericht verplicht, de bestelling niet; afbeeldingen gif, png, jpeg of jpg tot 5 MB, een ander bestand valt weg met zijn melding. Eerst wordt het gesprek gemaakt, dan het bericht gestuurd, dan elke bijlage met voortgang; opnieuw proberen stuurt alleen wat nog niet aankwam. Een antwoord in een gesprek begint bij het bericht.',
  machine: newMessageMachine,
  input: newConversation,
  alternativeInputs: [reply],
  // One file at most (and one refused with it): enough for every transition, and the paths end.
  events: (snapshot: AnyMachineSnapshot): (NewMessageEvent | EventObject)[] => {
    const { files }: NewMessageContext = snapshot.context;
    return [
      { type: 'SUBJECT_CHANGED', subject: 'Zijwanden voor de partytenten' },
      { type: 'MESSAGE_CHANGED', message: 'Kunnen we bij de partytenten ook zijwanden krijgen?' },
      { type: 'ORDER_CHOSEN', rentalObjectId: 'RO-2026-0001' },
      ...(files.length === 0
        ? [{ type: 'FILES_CHOSEN', files: [{ name: 'schets.png', size: 48_000, type: 'image/png' }, { name: 'offerte.pdf', size: 12_000, type: 'application/pdf' }] } as EventObject]
        : files.map((file) => ({ type: 'FILE_REMOVED', fileId: file.id }))),
      { type: 'SUBMITTED' },
      done('createConversation', CONVERSATION),
      done('createConversation', null),
      failed('createConversation'),
      failed('createConversation', apiError('invalid-response')),
      done('addMessage', COMMUNICATION),
      failed('addMessage'),
      failed('addMessage', apiError('invalid-response')),
      // After a lost answer: the message is the conversation's last (it arrived), or not, or unknown.
      done('findMessage', COMMUNICATION.ConversationCommunicationID),
      done('findMessage', null),
      failed('findMessage'),
      // After a lost answer to making the conversation: it was made, or not, or unknown.
      done('findConversation', CONVERSATION.ConversationID),
      done('findConversation', null),
      failed('findConversation'),
      { type: 'ATTACHMENT_PROGRESSED', progress: 0.5 },
      { type: 'ATTACHMENT_STORED' },
      { type: 'ATTACHMENT_FAILED', error: { kind: 'invalid-response', status: 400, serverMessage: 'Het geselecteerde bestand is te groot (max 5 MB)' } },
      { type: 'RETRY_REQUESTED' },
    ];
  },
  // What the guards read: whether the draft would pass, how far the sending got, and the files.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as NewMessageContext;
    return [
      byValue(snapshot),
      context.subject !== '',
      context.message !== '',
      isMessageDraftValid(context, { needsSubject: startsConversation(context) }),
      context.showProblems,
      context.files.length,
      context.conversationId !== null,
      context.communicationId !== null,
      context.sentFiles,
    ].join('|');
  },
};
