import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { readContactMessageDraft, type ContactFormRequest } from '../../src/domain/contact-message.ts';
import { INVALID } from '../../src/domain/stored-shape.ts';
import { contactMessageMachine, type ContactMessageInput } from './machine.ts';

const outage = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' });
const SENDER = { name: 'An Peeters', email: 'admin@demo.test' };

function start(input: Partial<ContactMessageInput> = {}, send: (request: ContactFormRequest) => Promise<void> = async () => undefined) {
  const sendContactMessage = vi.fn(send);
  const actions = { storeDraft: vi.fn(), announceInvalid: vi.fn(), announceFailure: vi.fn() };
  const machine = contactMessageMachine.provide({
    actors: { sendContactMessage: fromPromise(({ input: request }) => sendContactMessage(request)) },
    actions: {
      storeDraft: (_, params) => actions.storeDraft(params),
      announceInvalid: () => actions.announceInvalid(),
      announceFailure: (_, params) => actions.announceFailure(params),
    },
  });
  const actor = createActor(machine, { input: { draft: null, sender: null, ...input } });
  const focused = vi.fn();
  actor.on('FIELD_FOCUS_REQUESTED', focused);
  actor.start();
  return { actor, sendContactMessage, focused, ...actions };
}

describe('the Contact page’s machine', () => {
  it('fills in the signed-in sender, but what the draft kept wins', () => {
    expect(start({ sender: SENDER }).actor.getSnapshot().context.values).toEqual({ ...SENDER, phone: '', subject: '', message: '' });
    const draft = readContactMessageDraft({ name: 'Bert', subject: 'Vraag', message: 42 });
    if (draft === INVALID) throw new Error('a record is read');
    const kept = start({ sender: SENDER, draft }).actor.getSnapshot().context.values;
    expect(kept).toEqual({ name: 'Bert', email: SENDER.email, phone: '', subject: 'Vraag', message: '' });
  });

  it('refuses a form without subject and message at the first refused field, sending nothing', () => {
    const { actor, sendContactMessage, announceInvalid, focused } = start({ sender: SENDER });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.checked).toBe(true);
    expect(announceInvalid).toHaveBeenCalledOnce();
    expect(focused).toHaveBeenCalledWith({ type: 'FIELD_FOCUS_REQUESTED', field: 'subject' });
    actor.send({ type: 'FIELD_CHANGED', patch: { subject: 'Vraag', message: 'Hallo', phone: 'bel me' } });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toHaveBeenLastCalledWith({ type: 'FIELD_FOCUS_REQUESTED', field: 'phone' });
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the trimmed message without an empty phone, drops the draft, and a next message keeps the sender', async () => {
    const { actor, sendContactMessage, storeDraft } = start({ sender: SENDER });
    actor.send({ type: 'FIELD_CHANGED', patch: { subject: ' Openingsuren ', message: 'Open op zaterdag? ' } });
    expect(storeDraft).toHaveBeenLastCalledWith({ draft: { ...SENDER, phone: '', subject: ' Openingsuren ', message: 'Open op zaterdag? ' } });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendContactMessage).toHaveBeenCalledExactlyOnceWith({ Name: 'An Peeters', Email: 'admin@demo.test', Subject: 'Openingsuren', Message: 'Open op zaterdag?' });
    expect(storeDraft).toHaveBeenLastCalledWith({ draft: null });
    actor.send({ type: 'NEXT_MESSAGE_REQUESTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ values: { ...SENDER, phone: '', subject: '', message: '' }, checked: false });
  });

  it('announces a failed send and keeps the message for another try', async () => {
    let calls = 0;
    const { actor, announceFailure } = start({ draft: { ...SENDER, subject: 'Vraag', message: 'Hallo' } }, async () => {
      calls += 1;
      if (calls === 1) throw outage;
    });
    actor.send({ type: 'SUBMITTED' });
    const back = await waitFor(actor, (s) => s.matches('editing'));
    expect(announceFailure).toHaveBeenCalledExactlyOnceWith({ failure: { kind: 'send-failed', error: outage.error } });
    expect(back.context.values.message).toBe('Hallo');
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('sent'));
  });
});
