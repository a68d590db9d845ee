import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { Conversation, ConversationCommunication, MessageDraftRecord } from '../../src/domain/conversations.ts';
import { newMessageMachine, type AttachmentUpload, type NewMessageEvent, type NewMessageInput } from './machine.ts';
import {
  selectChosenFiles,
  selectHasFailed,
  selectIsLocked,
  selectProblems,
  selectRefusals,
  selectStartsConversation,
  selectSubjectOptions,
  selectUploadProgress,
} from './selectors.ts';

const CONVERSATION: Conversation = {
  ConversationID: 'CONV-304',
  CustomerID: 'CUST-1001',
  Subject: 'Zijwanden',
  RentalObjectID: null,
  DateTimeCreated: '2026-11-21T10:00:00',
  DateTimeModified: '2026-11-21T10:00:00',
  Attachments: [],
  Communications: [],
};
const COMMUNICATION: ConversationCommunication = { ConversationCommunicationID: 'COMM-3010', Message: '<p>Kan dat?</p>', DateTimeCreated: '2026-11-21T10:00:00', IsCustomerMessage: true, Attachments: [] };
const NEW: NewMessageInput = { customerId: 'CUST-1001', conversationId: null, rentalObjectId: null, draft: null, subjects: [] };
const refusedImage: ApiError = { kind: 'invalid-response', status: 400, serverMessage: 'vals.png is geen geldige PNG-afbeelding' };
const image = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

interface Calls {
  createConversation?: () => Promise<Conversation | null>;
  addMessage?: () => Promise<ConversationCommunication>;
  /** What reading the conversation after a lost answer finds: the message's id, or null (none until asked). */
  findMessage?: () => Promise<string | null>;
  /** What reading the conversations after a lost answer to making one finds: its id, or null (none until asked). */
  findConversation?: () => Promise<string | null>;
  /** How an attachment goes: stored unless it says otherwise. */
  attachment?: (upload: AttachmentUpload) => NewMessageEvent;
}

function start(input: Partial<NewMessageInput> = {}, calls: Calls = {}) {
  const created = vi.fn(async (_call: { customerId: string; subject: string; rentalObjectId: string | null }) => (calls.createConversation ? calls.createConversation() : CONVERSATION));
  const posted = vi.fn(async (_call: { conversationId: string; message: string }) => (calls.addMessage ? calls.addMessage() : COMMUNICATION));
  const found = vi.fn(async () => (calls.findMessage ? calls.findMessage() : null));
  const foundConversation = vi.fn(async () => (calls.findConversation ? calls.findConversation() : null));
  const uploads: string[] = [];
  const storeDraft = vi.fn<(draft: MessageDraftRecord | null) => void>();
  const machine = newMessageMachine.provide({
    actors: {
      createConversation: fromPromise(({ input: call }) => created(call)),
      addMessage: fromPromise(({ input: call }) => posted(call)),
      findMessage: fromPromise(() => found()),
      findConversation: fromPromise(() => foundConversation()),
      sendAttachment: fromCallback<NewMessageEvent, AttachmentUpload>(({ input: upload, sendBack }) => {
        uploads.push(upload.file.name);
        sendBack({ type: 'ATTACHMENT_PROGRESSED', progress: 0.5 });
        queueMicrotask(() => sendBack(calls.attachment?.(upload) ?? { type: 'ATTACHMENT_STORED' }));
      }),
    },
    actions: { storeDraft: (_, { draft }) => storeDraft(draft) },
  });
  const actor = createActor(machine, { input: { ...NEW, ...input } }).start();
  return { actor, created, posted, found, foundConversation, uploads, storeDraft };
}

describe('the new-message machine', () => {
  it('asks a subject and a message of a new conversation, and sends nothing until they are there', () => {
    const { actor, created } = start();
    expect(selectStartsConversation(actor.getSnapshot())).toBe(true);
    expect(selectProblems(actor.getSnapshot())).toEqual({ subject: null, message: null });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(selectProblems(actor.getSnapshot())).toEqual({ subject: 'subject-required', message: 'message-required' });
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
    expect(selectProblems(actor.getSnapshot())).toEqual({ subject: null, message: 'message-required' });
    expect(created).not.toHaveBeenCalled();
  });

  it('makes the conversation, sends the message, then each image with its progress, and ends with where it went', async () => {
    const { actor, created, posted, uploads } = start({ rentalObjectId: 'RO-1' });
    actor.send({ type: 'SUBJECT_CHANGED', subject: ' Zijwanden ' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Kan dat? ' });
    actor.send({ type: 'FILES_CHOSEN', files: [image('schets.png'), image('plan.png')] });
    const progress: number[] = [];
    actor.subscribe((s) => {
      const value = selectUploadProgress(s);
      if (value !== null) progress.push(value);
    });
    actor.send({ type: 'SUBMITTED' });
    expect(selectIsLocked(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toHaveBeenCalledWith({ customerId: 'CUST-1001', subject: 'Zijwanden', rentalObjectId: 'RO-1' });
    expect(posted).toHaveBeenCalledWith({ customerId: 'CUST-1001', conversationId: 'CONV-304', message: 'Kan dat?' });
    expect(uploads).toEqual(['schets.png', 'plan.png']);
    expect(progress).toEqual(expect.arrayContaining([0.25, 0.75]));
    expect(actor.getSnapshot().output).toEqual({ conversationId: 'CONV-304', isNew: true, foundAfterLostAnswer: false });
  });

  it('replies in a conversation without a subject of its own, starting at the message', async () => {
    const { actor, created, posted } = start({ conversationId: 'CONV-301' });
    expect(selectStartsConversation(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Bedankt!' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).not.toHaveBeenCalled();
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ conversationId: 'CONV-301' }));
    expect(actor.getSnapshot().output).toEqual({ conversationId: 'CONV-301', isNew: false, foundAfterLostAnswer: false });
  });

  it('removes a file of another type or over 5 MB with why, and lists the others until one is taken out', () => {
    const { actor } = start();
    actor.send({ type: 'FILES_CHOSEN', files: [image('schets.png'), new File(['%PDF'], 'offerte.pdf', { type: 'application/pdf' }), image('groot.png', 5 * 1024 * 1024 + 1)] });
    expect(selectRefusals(actor.getSnapshot())).toEqual([
      { fileName: 'offerte.pdf', owner: 'conversation', refusal: 'unsupported' },
      { fileName: 'groot.png', owner: 'conversation', refusal: 'too-big' },
    ]);
    expect(selectChosenFiles(actor.getSnapshot())).toEqual([{ id: 'file-1', name: 'schets.png', size: 10, sent: false }]);
    actor.send({ type: 'FILES_CHOSEN', files: [image('plan.png')] });
    expect(selectRefusals(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'FILE_REMOVED', fileId: 'file-1' });
    expect(selectChosenFiles(actor.getSnapshot()).map((file) => file.name)).toEqual(['plan.png']);
  });

  it('says an empty answer to the creation is an invalid conversation response', async () => {
    const { actor, posted } = start({}, { createConversation: async () => null });
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Vraag' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Hallo' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('invalid-conversation');
    expect(posted).not.toHaveBeenCalled();
  });

  it('keeps what arrived when an image is refused, and a retry sends only the rest', async () => {
    let refuse = true;
    const { actor, created, posted, uploads } = start({}, { attachment: () => (refuse ? { type: 'ATTACHMENT_FAILED', error: refusedImage } : { type: 'ATTACHMENT_STORED' }) });
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Een foto' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Zie bijlage' });
    actor.send({ type: 'FILES_CHOSEN', files: [image('vals.png')] });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectIsLocked(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'attachment-failed', error: refusedImage });
    refuse = false;
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toHaveBeenCalledOnce();
    expect(posted).toHaveBeenCalledOnce();
    expect(uploads).toEqual(['vals.png', 'vals.png']);
  });

  it('sends the message again on a retry when it did not arrive, in the conversation already made', async () => {
    let attempt = 0;
    const { actor, created, posted } = start({}, { addMessage: async () => (++attempt === 1 ? Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null })) : COMMUNICATION) });
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Vraag' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Hallo' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.kind).toBe('message-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toHaveBeenCalledOnce();
    expect(posted).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().output).toEqual({ conversationId: 'CONV-304', isNew: true, foundAfterLostAnswer: false });
  });

  it('after a lost answer reads the conversation: finding the message there, it is not sent again and its images go to it', async () => {
    const lost = () => Promise.reject(new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null }));
    const { actor, posted, found, uploads } = start({ conversationId: 'CONV-301' }, { addMessage: lost, findMessage: async () => 'COMM-3099' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Bedankt!' });
    actor.send({ type: 'FILES_CHOSEN', files: [image('schets.png')] });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(posted).toHaveBeenCalledOnce();
    expect(found).toHaveBeenCalledOnce();
    expect(uploads).toEqual(['schets.png']);
    expect(actor.getSnapshot().output).toEqual({ conversationId: 'CONV-301', isNew: false, foundAfterLostAnswer: true });
  });

  it('after a lost answer, not finding the message (or not able to read), fails and sends it again on a retry; a refusal is not looked for', async () => {
    for (const findMessage of [async () => null, () => Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null }))]) {
      let attempt = 0;
      const addMessage = async () => (++attempt === 1 ? Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null })) : COMMUNICATION);
      const { actor, posted } = start({ conversationId: 'CONV-301' }, { addMessage, findMessage });
      actor.send({ type: 'MESSAGE_CHANGED', message: 'Bedankt!' });
      actor.send({ type: 'SUBMITTED' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.failure?.kind).toBe('message-failed');
      actor.send({ type: 'RETRY_REQUESTED' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(posted).toHaveBeenCalledTimes(2);
    }
    const refused = start({ conversationId: 'CONV-301' }, { addMessage: () => Promise.reject(new ApiFailure(refusedImage)) });
    refused.actor.send({ type: 'MESSAGE_CHANGED', message: 'Bedankt!' });
    refused.actor.send({ type: 'SUBMITTED' });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.found).not.toHaveBeenCalled();
  });

  it('after a lost answer to making the conversation reads the list: finding it there, the message goes to it and nothing is made twice', async () => {
    const lost = () => Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null }));
    const { actor, created, posted } = start({}, { createConversation: lost, findConversation: async () => 'CONV-377' });
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Kan dat?' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toHaveBeenCalledOnce();
    expect(posted).toHaveBeenCalledWith({ customerId: 'CUST-1001', conversationId: 'CONV-377', message: 'Kan dat?' });
    expect(actor.getSnapshot().output).toEqual({ conversationId: 'CONV-377', isNew: true, foundAfterLostAnswer: true });
  });

  it('after a lost answer to making the conversation, not finding it (or not able to read), fails and makes it on a retry; a refusal is not looked for', async () => {
    for (const findConversation of [async () => null, () => Promise.reject(new ApiFailure({ kind: 'network', status: 0, serverMessage: null }))]) {
      let attempt = 0;
      const createConversation = async () => (++attempt === 1 ? Promise.reject(new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null })) : CONVERSATION);
      const { actor, created } = start({}, { createConversation, findConversation });
      actor.send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
      actor.send({ type: 'MESSAGE_CHANGED', message: 'Kan dat?' });
      actor.send({ type: 'SUBMITTED' });
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.failure?.kind).toBe('create-failed');
      actor.send({ type: 'RETRY_REQUESTED' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(created).toHaveBeenCalledTimes(2);
    }
    const refused = start({}, { createConversation: () => Promise.reject(new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: 'Onderwerp te lang' })) });
    refused.actor.send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
    refused.actor.send({ type: 'MESSAGE_CHANGED', message: 'Kan dat?' });
    refused.actor.send({ type: 'SUBMITTED' });
    await waitFor(refused.actor, (s) => s.matches('failed'));
    expect(refused.foundConversation).not.toHaveBeenCalled();
  });

  it('keeps its texts and order as a draft while they change (never its images), and lets it go once sent', async () => {
    const { actor, storeDraft } = start();
    actor.send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
    actor.send({ type: 'ORDER_CHOSEN', rentalObjectId: 'RO-2' });
    actor.send({ type: 'FILES_CHOSEN', files: [image('schets.png')] });
    actor.send({ type: 'MESSAGE_CHANGED', message: 'Kan dat?' });
    expect(storeDraft).toHaveBeenCalledTimes(3);
    expect(storeDraft).toHaveBeenLastCalledWith({ customerId: 'CUST-1001', conversationId: null, rentalObjectId: 'RO-2', subject: 'Zijwanden', message: 'Kan dat?' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(storeDraft).toHaveBeenLastCalledWith(null);
  });

  it('starts from the draft it is given; an order given by the page wins over the draft’s', () => {
    const draft: MessageDraftRecord = { customerId: 'CUST-1001', conversationId: null, rentalObjectId: 'RO-2', subject: 'Zijwanden', message: 'Kan dat?' };
    expect(start({ draft }).actor.getSnapshot().context).toMatchObject({ subject: 'Zijwanden', message: 'Kan dat?', rentalObjectId: 'RO-2' });
    expect(start({ draft, rentalObjectId: 'RO-1' }).actor.getSnapshot().context.rentalObjectId).toBe('RO-1');
  });

  it('offers the subjects the lending service names, or none (the subject is typed)', () => {
    expect(selectSubjectOptions(start().actor.getSnapshot())).toEqual([]);
    expect(selectSubjectOptions(start({ subjects: ['Schade', 'Vraag'] }).actor.getSnapshot())).toEqual(['Schade', 'Vraag']);
  });
});
