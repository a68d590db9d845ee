import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CUSTOMER, DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectCompose, selectConversation, selectConversations } from '../../../machines/conversations/selectors.ts';
import type { newMessageMachine } from '../../../machines/new-message/machine.ts';
import { selectSubjectOptions, selectUploadProgress } from '../../../machines/new-message/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { demoXhrs } from '../../../tests/support/fake-xhr.ts';
import { demoShop, failNextCalls, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { seedImages } from '../../../demo-api/seed/account-images.ts';
import { refusalText } from '../../texts/attachments.ts';
import { conversationsInputOf, conversationsLogic, threadPath } from './conversations.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import { messageDraftOf } from './new-message.ts';


vi.mock('../../ui/download.ts', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('../../ui/download.ts');

async function signedIn() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  return { demo, ...shop };
}

const png = (name = 'terrein.png') => new File([seedImages().floorPlan], name, { type: 'image/png' });

function composeOf(conversations: { getSnapshot(): Parameters<typeof selectCompose>[0] }): ActorRefFrom<typeof newMessageMachine> {
  const compose = selectCompose(conversations.getSnapshot());
  if (!compose) throw new Error('the new-message form is not open');
  return compose;
}

describe('the conversations as the shop wires them', () => {
  it("reads the customer's conversations with their messages and the orders a new message may be about, in one wave", async () => {
    const { services } = await signedIn();
    const conversations = createActor(conversationsLogic(services), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    const shown = selectConversations(conversations.getSnapshot());
    expect(shown.map((c) => c.Subject)).toEqual(['Vraag over de partytenten voor onze kerstdrink', 'Schade aan een bierbankset', 'Openingsuren tijdens de kerstvakantie']);
    expect(shown.every((c) => c.Communications.length > 0)).toBe(true);
    expect(conversations.getSnapshot().context.orders.length).toBeGreaterThan(0);
  });

  it("reads only an order's conversations on its page", async () => {
    const { services, demo } = await signedIn();
    const damage = demo.db.conversations.find((c) => c.Subject === 'Schade aan een bierbankset')!;
    const conversations = createActor(conversationsLogic(services), { input: { customerId: CUSTOMER.branding, rentalObjectId: damage.RentalObjectID, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    expect(conversations.getSnapshot().context.conversations.map((c) => c.ConversationID)).toEqual([damage.ConversationID]);
    expect(conversations.getSnapshot().context.orders).toEqual([]);
  });

  it('says the conversations could not be read, and reads them again on request', async () => {
    const { demo, services } = await signedIn();
    await failNextCalls(demo, 'GET /v2/shop/customer/conversation/{customerId}', { times: 4 });
    const conversations = createActor(conversationsLogic(services), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('failed'));
    conversations.send({ type: 'RETRY_REQUESTED' });
    await waitFor(conversations, (s) => s.matches('ready'));
  });

  it('fetches an attachment with the token in its query and hands it to the browser as a file', async () => {
    const { services } = await signedIn();
    vi.mocked(saveFile).mockClear();
    const conversations = createActor(conversationsLogic(services), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    const photo = conversations.getSnapshot().context.conversations.flatMap((c) => c.Attachments)[0]!;
    conversations.send({ type: 'ATTACHMENT_REQUESTED', attachment: photo });
    await waitFor(conversations, (s) => s.matches('ready'));
    expect(saveFile).toHaveBeenCalledWith(photo.FileName, expect.any(Blob));
    const blob = vi.mocked(saveFile).mock.calls[0]![1];
    expect(blob.size).toBeGreaterThan(0);
    expect(toastTexts(services)).toEqual([]);
  });

  it('starts a conversation about an order with an image (with progress), refuses a wrong file with its message, and opens the thread', async () => {
    const { services, demo, navigate } = await signedIn();
    const order = demo.db.orders.find((r) => r.order.CustomerID === CUSTOMER.branding)!.order.ReservationOrderID;
    const conversations = createActor(conversationsLogic(services, demoXhrs(demo).create), { input: { customerId: CUSTOMER.branding, rentalObjectId: order, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    conversations.send({ type: 'COMPOSE_OPENED', conversationId: null });
    const compose = composeOf(conversations);
    expect(compose.getSnapshot().context.rentalObjectId).toBe(order);

    compose.send({ type: 'SUBMITTED' });
    expect(compose.getSnapshot().context.showProblems).toBe(true);
    expect(compose.getSnapshot().matches('editing')).toBe(true);

    compose.send({ type: 'SUBJECT_CHANGED', subject: '<b>Zijwanden</b>' });
    compose.send({ type: 'MESSAGE_CHANGED', message: 'Kunnen we zijwanden krijgen?\nIn bijlage een schets.' });
    compose.send({ type: 'FILES_CHOSEN', files: [png(), new File(['%PDF'], 'offerte.pdf', { type: 'application/pdf' })] });
    expect(compose.getSnapshot().context.files.map((f) => f.file.name)).toEqual(['terrein.png']);
    expect(compose.getSnapshot().context.refusals.map(refusalText)).toEqual(['offerte.pdf: Het geselecteerde bestand is niet ondersteund. Geldige bestanden: gif, png, jpeg, jpg']);
    compose.send({ type: 'FILES_CHOSEN', files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'groot.jpg', { type: 'image/jpeg' })] });
    expect(compose.getSnapshot().context.refusals.map(refusalText)).toEqual(['groot.jpg: Het geselecteerde bestand is te groot (max 5 MB)']);
    expect(compose.getSnapshot().context.files).toHaveLength(1);

    const progress: number[] = [];
    compose.subscribe((s) => {
      const value = selectUploadProgress(s);
      if (value !== null) progress.push(value);
    });
    compose.send({ type: 'SUBMITTED' });
    await waitFor(conversations, (s) => s.matches('ready'));
    expect(progress).toContain(0.5);

    const created = demo.db.conversations.at(-1)!;
    expect(created.Subject).toBe('<b>Zijwanden</b>');
    expect(created.RentalObjectID).toBe(order);
    expect(created.Communications).toHaveLength(1);
    expect(created.Communications[0]!.Attachments.map((a) => a.FileName)).toEqual(['terrein.png']);
    expect(navigate).toHaveBeenLastCalledWith(threadPath(created.ConversationID));
    expect(selectConversation(conversations.getSnapshot(), created.ConversationID)?.Attachments).toHaveLength(1);
  });

  it('replies in a thread: the message and its image go to that conversation', async () => {
    const { services, demo, navigate } = await signedIn();
    const conversations = createActor(conversationsLogic(services, demoXhrs(demo).create), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    const thread = conversations.getSnapshot().context.conversations[0]!;
    conversations.send({ type: 'COMPOSE_OPENED', conversationId: thread.ConversationID });
    const compose = composeOf(conversations);
    compose.send({ type: 'MESSAGE_CHANGED', message: 'Bedankt!' });
    compose.send({ type: 'FILES_CHOSEN', files: [png('bedankt.png')] });
    compose.send({ type: 'SUBMITTED' });
    await waitFor(conversations, (s) => s.matches('ready'));
    const replied = selectConversation(conversations.getSnapshot(), thread.ConversationID)!;
    expect(replied.Communications.at(-1)).toMatchObject({ Message: '<p>Bedankt!</p>', IsCustomerMessage: true, Attachments: [expect.objectContaining({ FileName: 'bedankt.png' })] });
    expect(navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/account\/messages/));
    expect(toastTexts(services)).toEqual(['Uw antwoord is verstuurd']);
  });

  it('keeps what was sent when an image fails, and sends only the rest on a retry', async () => {
    const { services, demo } = await signedIn();
    const conversations = createActor(conversationsLogic(services, demoXhrs(demo).create), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    conversations.send({ type: 'COMPOSE_OPENED', conversationId: null });
    const compose = composeOf(conversations);
    compose.send({ type: 'SUBJECT_CHANGED', subject: 'Een foto' });
    compose.send({ type: 'MESSAGE_CHANGED', message: 'Zie bijlage' });
    // A png by its name whose bytes are no image: the backend refuses it.
    compose.send({ type: 'FILES_CHOSEN', files: [new File(['geen afbeelding'], 'vals.png', { type: 'image/png' })] });
    compose.send({ type: 'SUBMITTED' });
    await waitFor(compose, (s) => s.matches('failed'));
    expect(compose.getSnapshot().context.failure).toMatchObject({ kind: 'attachment-failed', error: { serverMessage: 'vals.png is geen geldige PNG-afbeelding' } });
    const before = demo.db.conversations.length;
    compose.send({ type: 'RETRY_REQUESTED' });
    await waitFor(compose, (s) => s.matches('failed'));
    expect(demo.db.conversations.length).toBe(before);
    expect(demo.db.conversations.at(-1)!.Communications).toHaveLength(1);
  });

  it("says 'Ongeldig antwoord bij het aanmaken van het gesprek' when the creation answers nothing", async () => {
    const { services } = await signedIn();
    const original = services.api.POST;
    const api = Object.create(services.api) as typeof services.api;
    api.POST = ((path: string, init: unknown) =>
      path === '/v2/shop/customer/conversation/{customerId}'
        ? Promise.resolve({ data: undefined, response: new Response(null, { status: 201 }) })
        : (original as (p: string, i: unknown) => unknown)(path, init)) as typeof api.POST;
    const conversations = createActor(conversationsLogic({ ...services, api }), { input: { customerId: CUSTOMER.branding, rentalObjectId: null, threadId: null, draft: null, subjects: [] } }).start();
    await waitFor(conversations, (s) => s.matches('ready'));
    conversations.send({ type: 'COMPOSE_OPENED', conversationId: null });
    const compose = composeOf(conversations);
    compose.send({ type: 'SUBJECT_CHANGED', subject: 'Vraag' });
    compose.send({ type: 'MESSAGE_CHANGED', message: 'Hallo' });
    compose.send({ type: 'SUBMITTED' });
    await waitFor(compose, (s) => s.matches('failed'));
    const { newMessageFailureText } = await import('../../texts/conversations.ts');
    expect(newMessageFailureText(compose.getSnapshot().context.failure!)).toBe('Ongeldig antwoord bij het aanmaken van het gesprek');
  });
});

describe('a half-written message over a reload', () => {
  it('is kept under the form’s own key as it is typed, opens again on its page, and goes when sent or closed', async () => {
    const { services, store } = await signedIn();
    const pending = () => messageDraftOf(services).read();
    const open = (place: { rentalObjectId?: string | null; threadId?: string | null }) =>
      createActor(conversationsLogic(services), { input: conversationsInputOf(services, place) }).start();
    const first = open({});
    await waitFor(first, (s) => s.matches('ready'));
    first.send({ type: 'COMPOSE_OPENED', conversationId: null });
    composeOf(first).send({ type: 'SUBJECT_CHANGED', subject: 'Zijwanden' });
    composeOf(first).send({ type: 'MESSAGE_CHANGED', message: 'Kunnen we' });
    expect(pending()).toEqual({ customerId: CUSTOMER.branding, conversationId: null, rentalObjectId: null, subject: 'Zijwanden', message: 'Kunnen we' });
    expect(store.read('uitleendienst-draft:new-message')).toContain('Zijwanden');
    first.stop();

    // The page again, as a reload opens it: the form is open with what was typed.
    const reloaded = open({});
    await waitFor(reloaded, (s) => s.matches('composing'));
    expect(composeOf(reloaded).getSnapshot().context).toMatchObject({ subject: 'Zijwanden', message: 'Kunnen we' });
    // Not on a thread's page.
    const thread = open({ threadId: 'CONV-301' });
    await waitFor(thread, (s) => s.matches('ready'));
    thread.stop();

    composeOf(reloaded).send({ type: 'MESSAGE_CHANGED', message: 'Kunnen we zijwanden krijgen?' });
    composeOf(reloaded).send({ type: 'SUBMITTED' });
    await waitFor(reloaded, (s) => s.matches('ready'));
    expect(pending()).toBeNull();

    reloaded.send({ type: 'COMPOSE_OPENED', conversationId: null });
    expect(composeOf(reloaded).getSnapshot().context.subject).toBe('');
    composeOf(reloaded).send({ type: 'SUBJECT_CHANGED', subject: 'Toch niet' });
    expect(pending()).not.toBeNull();
    reloaded.send({ type: 'COMPOSE_CLOSED' });
    expect(pending()).toBeNull();
  });

  it('goes at a sign-out', async () => {
    const { services } = await signedIn();
    const page = createActor(conversationsLogic(services), { input: conversationsInputOf(services, {}) }).start();
    await waitFor(page, (s) => s.matches('ready'));
    page.send({ type: 'COMPOSE_OPENED', conversationId: null });
    composeOf(page).send({ type: 'MESSAGE_CHANGED', message: 'Nog niet af' });
    page.stop();
    expect(messageDraftOf(services).read()).not.toBeNull();
    services.session.send({ type: 'LOGOUT_REQUESTED' });
    await waitFor(services.session, (s) => selectAccount(s) === null);
    expect(messageDraftOf(services).read()).toBeNull();
  });
});

describe('what a page’s conversations start from', () => {
  it('is the signed-in customer and the place; without subjects named by the lending service, the subject is typed', async () => {
    const { services } = await signedIn();
    expect(conversationsInputOf(services, { rentalObjectId: 'RO-1' })).toEqual({ customerId: CUSTOMER.branding, rentalObjectId: 'RO-1', threadId: null, draft: null, subjects: [] });
  });

  it('holds the subjects the lending service names (style setting conversationSubjects), which a new message chooses from', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.styleSettings.conversationSubjects = ['Schade', 'Vraag'];
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const page = createActor(conversationsLogic(services), { input: conversationsInputOf(services, {}) }).start();
    await waitFor(page, (s) => s.matches('ready'));
    page.send({ type: 'COMPOSE_OPENED', conversationId: null });
    expect(selectSubjectOptions(composeOf(page).getSnapshot())).toEqual(['Schade', 'Vraag']);
  });
});
