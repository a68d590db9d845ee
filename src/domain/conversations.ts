import type { components } from '../../openapi/schema';
import { extensionOf } from './field-rules.ts';
import { nullable, object, string, type Reader } from './stored-shape.ts';
import { checkFile, type FileCheck } from './uploads.ts';

export type Conversation = components['schemas']['Conversation'];
export type ConversationCommunication = components['schemas']['ConversationCommunication'];
export type ConversationAttachment = components['schemas']['ConversationAttachment'];

/** The contract's limits of a new conversation's subject and of a message (spec 002 §3). */
export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

/** The latest message of a conversation (its communications come oldest first), or null for one without any. */
export function latestCommunication(conversation: Pick<Conversation, 'Communications'>): ConversationCommunication | null {
  return conversation.Communications.reduce<ConversationCommunication | null>(
    (latest, communication) => (latest === null || communication.DateTimeCreated >= latest.DateTimeCreated ? communication : latest),
    null,
  );
}

/**
 * After a message's answer was lost (decision 027): the id of the conversation's last message when
 * it is the customer's own with this text, so it arrived; else null. A customer sending the very
 * same text twice in a row, with no answer between, is taken as this one message.
 */
export function lastOwnMessage(conversation: Pick<Conversation, 'Communications'> | null, message: string): string | null {
  const last = conversation ? latestCommunication(conversation) : null;
  return last?.IsCustomerMessage && wordsOfStored(last.Message) === wordsOf(message) ? last.ConversationCommunicationID : null;
}

/**
 * After a lost answer to making a conversation: the newest of the customer's conversations with
 * this subject and order and no message yet, the one that was made; else null. An empty one left
 * by an earlier try is the same conversation to the customer, and taking it leaves none behind.
 */
export function unansweredConversationLike(conversations: readonly Conversation[], wanted: { subject: string; rentalObjectId: string | null }): string | null {
  const made = conversations.filter(
    (conversation) => conversation.Communications.length === 0 && conversation.Subject.trim() === wanted.subject && conversation.RentalObjectID === wanted.rentalObjectId,
  );
  return made.toSorted((a, b) => b.DateTimeCreated.localeCompare(a.DateTimeCreated))[0]?.ConversationID ?? null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const wordsOf = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The backend keeps a message as HTML (paragraphs, line breaks, escaped characters): its words as typed. */
const wordsOfStored = (html: string) => wordsOf(html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity));

/** The list as the customer reads it: the conversation changed last first (the backend sorts on DateTimeCreated, spec 002 §7). */
export function newestFirst(conversations: readonly Conversation[]): Conversation[] {
  return conversations.toSorted((a, b) => b.DateTimeModified.localeCompare(a.DateTimeModified) || b.ConversationID.localeCompare(a.ConversationID, 'nl', { numeric: true }));
}

/** Whether the lending service spoke last: the conversation waits for the customer to read it. */
export function awaitsCustomer(conversation: Pick<Conversation, 'Communications'>): boolean {
  const latest = latestCommunication(conversation);
  return latest !== null && !latest.IsCustomerMessage;
}

/**
 * The type of an attachment as a person reads it: PNG, GIF, JPEG from its media type, else its
 * extension in capitals (a file name is the sender's, its type the server's).
 */
export function attachmentTypeOf(attachment: Pick<ConversationAttachment, 'ContentType' | 'FileName'>): string {
  const subtype = /^image\/([a-z0-9.+-]+)$/i.exec(attachment.ContentType.trim())?.[1];
  if (subtype) return subtype.toUpperCase();
  return extensionOf(attachment.FileName).toUpperCase() || attachment.ContentType;
}

/** The text of the latest message as a line of a list: the HTML's text, whitespace folded, cut at `length`. */
export function previewOf(text: string, length = 140): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  return folded.length > length ? `${folded.slice(0, length - 1).trimEnd()}…` : folded;
}

/** Spec 002 §3 "New message": attachments are gif, png, jpeg or jpg images, at most 5 MB (the contract). */
export function checkMessageAttachment(file: { name: string; size: number }): FileCheck {
  return checkFile(file, 'conversation');
}

export interface MessageDraft {
  subject: string;
  message: string;
}

export type MessageDraftProblem = 'subject-required' | 'subject-too-long' | 'message-required' | 'message-too-long';

/**
 * Spec 002 §3: a subject is required for a new conversation (a reply has the conversation's);
 * a message is required; both within the contract's lengths.
 */
export function messageDraftProblems(draft: MessageDraft, { needsSubject }: { needsSubject: boolean }): { subject: MessageDraftProblem | null; message: MessageDraftProblem | null } {
  const subject = draft.subject.trim();
  const message = draft.message.trim();
  return {
    subject: !needsSubject ? null : subject === '' ? 'subject-required' : subject.length > SUBJECT_MAX_LENGTH ? 'subject-too-long' : null,
    message: message === '' ? 'message-required' : message.length > MESSAGE_MAX_LENGTH ? 'message-too-long' : null,
  };
}

export function isMessageDraftValid(draft: MessageDraft, options: { needsSubject: boolean }): boolean {
  const problems = messageDraftProblems(draft, options);
  return problems.subject === null && problems.message === null;
}

/**
 * The chosen files split in those that go with the message and those refused with why (spec
 * 002 §3: a wrong extension or too large a file is removed, with its message).
 */
export function sortChosenFiles<F extends { name: string; size: number }>(files: readonly F[]): { accepted: F[]; refused: { file: F; refusal: 'unsupported' | 'too-big' }[] } {
  const accepted: F[] = [];
  const refused: { file: F; refusal: 'unsupported' | 'too-big' }[] = [];
  for (const file of files) {
    const check = checkMessageAttachment(file);
    if (check.kind === 'ok') accepted.push(file);
    else refused.push({ file, refusal: check.kind });
  }
  return { accepted, refused };
}

/**
 * What the new-message form keeps of a message not sent yet (src/app/flow-drafts.ts): its texts
 * and order, never its images (a file cannot be kept), so a reload loses nothing. A type: it is
 * kept as a plain record.
 */
export type MessageDraftRecord = {
  customerId: string;
  /** The conversation a reply goes to; null for a new conversation. */
  conversationId: string | null;
  rentalObjectId: string | null;
  subject: string;
  message: string;
};

export const readMessageDraft: Reader<MessageDraftRecord> = object({
  customerId: string(),
  conversationId: nullable(string()),
  rentalObjectId: nullable(string()),
  subject: string(),
  message: string(),
});

/** Where a page shows conversations: whose, about which order (an order's page), which thread. */
export interface ConversationsPlace {
  customerId: string;
  rentalObjectId: string | null;
  threadId: string | null;
}

/**
 * The kept draft when it belongs on this page, else null: the same customer, something written,
 * and a reply on its own thread, or a new conversation on the tab (any order) or on its order's page.
 */
export function draftForPlace(draft: MessageDraftRecord | null, place: ConversationsPlace): MessageDraftRecord | null {
  if (!draft || draft.customerId !== place.customerId) return null;
  if (draft.subject === '' && draft.message === '') return null;
  if (draft.conversationId !== null) return draft.conversationId === place.threadId ? draft : null;
  if (place.threadId !== null) return null;
  return place.rentalObjectId === null || place.rentalObjectId === draft.rentalObjectId ? draft : null;
}
