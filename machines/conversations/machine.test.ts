import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { Conversation, ConversationCommunication, MessageDraftRecord } from '../../src/domain/conversations.ts';
import { sampleOrder } from '../../src/domain/orders.samples.ts';
import { newMessageMachine } from '../new-message/machine.ts';
import { conversationsMachine, type ConversationsInput, type ConversationsPage, type ConversationsQuery } from './machine.ts';
import { selectCompose, selectConversation, selectConversations, selectFetching, selectHasLoaded, selectStep } from './selectors.ts';

const outage = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' });
const PHOTO = { AttachmentID: 'CATT-501', FileName: 'foto-schade.gif', ContentType: 'image/gif', AttachmentUrl: '/api/v2/shop/customer/conversation-attachment/CATT-501' };
const conversation = (ConversationID: string, Subject: string, DateTimeModified: string, patch: Partial<Conversation> = {}): Conversation => ({
  ConversationID,
  CustomerID: 'CUST-1001',
  Subject,
  RentalObjectID: null,
  DateTimeCreated: '2026-11-01T10:00:00',
  DateTimeModified,
  Attachments: [],
  Communications: [],
  ...patch,
});
const DAMAGE = conversation('CONV-302', 'Schade aan een bierbankset', '2026-11-07T09:30:00', { RentalObjectID: 'RO-5001', Attachments: [PHOTO] });
const HOURS = conversation('CONV-303', 'Openingsuren', '2026-11-09T09:30:00');
const PAGE: ConversationsPage = { conversations: [DAMAGE, HOURS], orders: [sampleOrder({ ReservationOrderID: 'RO-5001' })] };
const TAB: ConversationsInput = { customerId: 'CUST-1001', rentalObjectId: null, threadId: null, draft: null, subjects: ['Schade', 'Vraag'] };

/** The new-message form with its calls answered at once: a new conversation is CONV-305. */
const compose = newMessageMachine.provide({
  actors: {
    createConversation: fromPromise(async (): Promise<Conversation | null> => ({ ...HOURS, ConversationID: 'CONV-305' })),
    addMessage: fromPromise(async (): Promise<ConversationCommunication> => ({ ConversationCommunicationID: 'COMM-1', Message: '<p>Hallo</p>', DateTimeCreated: '2026-11-21T10:00:00', IsCustomerMessage: true, Attachments: [] })),
    sendAttachment: fromCallback(() => {}),
  },
});

function start(input: Partial<ConversationsInput> = {}, calls: { load?: (query: ConversationsQuery) => Promise<ConversationsPage>; fetch?: () => Promise<Blob> } = {}) {
  const load = vi.fn(calls.load ?? (async () => PAGE));
  const effects = { saveAttachment: vi.fn(), announceFailure: vi.fn(), announceSent: vi.fn(), forgetDraft: vi.fn() };
  const machine = conversationsMachine.provide({
    actors: {
      loadConversations: fromPromise(({ input: query }) => load(query)),
      fetchAttachment: fromPromise(() => calls.fetch?.() ?? Promise.resolve(new Blob(['GIF89a'], { type: 'image/gif' }))),
      compose,
    },
    actions: {
      saveAttachment: (_, params) => effects.saveAttachment(params),
      announceFailure: (_, params) => effects.announceFailure(params),
      announceSent: (_, params) => effects.announceSent(params),
      forgetDraft: () => effects.forgetDraft(),
    },
  });
  const actor = createActor(machine, { input: { ...TAB, ...input } }).start();
  return { actor, load, ...effects };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready'));
/** What the open form was started with. */
const composeInput = (actor: Actor) => selectCompose(actor.getSnapshot())!.getSnapshot().context;

describe('the conversations machine', () => {
  it('reads the conversations and the orders in one wave, and lists the one changed last first', async () => {
    const { actor, load } = start();
    expect(selectStep(actor.getSnapshot())).toBe('loading');
    expect(selectHasLoaded(actor.getSnapshot())).toBe(false);
    await ready(actor);
    expect(load).toHaveBeenCalledExactlyOnceWith({ customerId: 'CUST-1001', rentalObjectId: null });
    expect(selectConversations(actor.getSnapshot()).map((c) => c.ConversationID)).toEqual(['CONV-303', 'CONV-302']);
    expect(selectConversation(actor.getSnapshot(), 'CONV-302')?.Subject).toBe('Schade aan een bierbankset');
    expect(selectConversation(actor.getSnapshot(), 'CONV-404')).toBeNull();
  });

  it('says the conversations could not be read, and reads them again on request', async () => {
    let attempt = 0;
    const { actor } = start({}, { load: async () => (++attempt === 1 ? Promise.reject(outage) : PAGE) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectStep(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure?.kind).toBe('load-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    await ready(actor);
  });

  it('fetches an attachment on request and hands it to the browser under its own name; a failure is said', async () => {
    const { actor, saveAttachment, announceFailure } = start();
    await ready(actor);
    actor.send({ type: 'ATTACHMENT_REQUESTED', attachment: PHOTO });
    expect(selectFetching(actor.getSnapshot())).toBe('CATT-501');
    await ready(actor);
    expect(saveAttachment).toHaveBeenCalledExactlyOnceWith({ blob: expect.any(Blob), fileName: 'foto-schade.gif' });
    expect(selectFetching(actor.getSnapshot())).toBeNull();

    const failing = start({}, { fetch: () => Promise.reject(outage) });
    await ready(failing.actor);
    failing.actor.send({ type: 'ATTACHMENT_REQUESTED', attachment: PHOTO });
    await ready(failing.actor);
    expect(failing.announceFailure).toHaveBeenCalledWith({ failure: expect.objectContaining({ kind: 'attachment-failed' }) });
    expect(announceFailure).not.toHaveBeenCalled();
  });

  it('opens the new-message form for a new conversation about the page’s order, with the subjects to choose from', async () => {
    const { actor } = start({ rentalObjectId: 'RO-5001' });
    await ready(actor);
    actor.send({ type: 'COMPOSE_OPENED', conversationId: null });
    expect(actor.getSnapshot().matches('composing')).toBe(true);
    expect(composeInput(actor)).toMatchObject({ customerId: 'CUST-1001', conversationId: null, rentalObjectId: 'RO-5001', draft: null, subjects: ['Schade', 'Vraag'] });
  });

  it('opens a reply only in a conversation it knows', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'COMPOSE_OPENED', conversationId: 'CONV-404' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'COMPOSE_OPENED', conversationId: 'CONV-302' });
    expect(composeInput(actor)).toMatchObject({ conversationId: 'CONV-302', rentalObjectId: null });
  });

  it('says a sent message and reads the conversations again; a form closed unsent lets its draft go', async () => {
    const { actor, load, announceSent, forgetDraft } = start();
    await ready(actor);
    actor.send({ type: 'COMPOSE_OPENED', conversationId: null });
    const form = selectCompose(actor.getSnapshot())!;
    form.send({ type: 'SUBJECT_CHANGED', subject: 'Vraag' });
    form.send({ type: 'MESSAGE_CHANGED', message: 'Hallo' });
    form.send({ type: 'SUBMITTED' });
    await ready(actor);
    expect(announceSent).toHaveBeenCalledExactlyOnceWith({ conversationId: 'CONV-305', isNew: true, foundAfterLostAnswer: false });
    expect(load).toHaveBeenCalledTimes(2);
    expect(selectCompose(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'COMPOSE_OPENED', conversationId: null });
    actor.send({ type: 'COMPOSE_CLOSED' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(forgetDraft).toHaveBeenCalledOnce();
  });

  it('opens the form again with a half-written message of this page after a reload, and hands the draft over once', async () => {
    const draft: MessageDraftRecord = { customerId: 'CUST-1001', conversationId: null, rentalObjectId: 'RO-5001', subject: 'Zijwanden', message: 'Kan dat?' };
    const { actor } = start({ draft });
    await waitFor(actor, (s) => s.matches('composing'));
    expect(composeInput(actor).draft).toEqual(draft);
    actor.send({ type: 'COMPOSE_CLOSED' });
    actor.send({ type: 'COMPOSE_OPENED', conversationId: null });
    expect(composeInput(actor).draft).toBeNull();
  });

  it('opens a reply’s draft on its own thread only, and only while that conversation exists', async () => {
    const reply: MessageDraftRecord = { customerId: 'CUST-1001', conversationId: 'CONV-302', rentalObjectId: null, subject: '', message: 'Die poot was al los' };
    const thread = start({ threadId: 'CONV-302', draft: reply });
    await waitFor(thread.actor, (s) => s.matches('composing'));
    expect(composeInput(thread.actor)).toMatchObject({ conversationId: 'CONV-302', draft: reply });

    const onTab = start({ draft: reply });
    await ready(onTab.actor);
    const gone = start({ threadId: 'CONV-302', draft: reply }, { load: async () => ({ ...PAGE, conversations: [HOURS] }) });
    await ready(gone.actor);
  });
});
