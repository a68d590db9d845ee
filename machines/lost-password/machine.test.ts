import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { lostPasswordMachine, type LostPasswordInput } from './machine.ts';

const outage = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' });

function start(input: Partial<LostPasswordInput> = {}, request: (email: string) => Promise<void> = async () => undefined) {
  const requestResetMail = vi.fn(request);
  const actions = { storeDraft: vi.fn(), announceInvalid: vi.fn(), announceFailure: vi.fn(), announceSent: vi.fn(), goToRouteAfterRequest: vi.fn() };
  const machine = lostPasswordMachine.provide({
    actors: { requestResetMail: fromPromise(({ input: call }) => requestResetMail(call.email)) },
    actions: {
      storeDraft: (_, params) => actions.storeDraft(params),
      announceInvalid: () => actions.announceInvalid(),
      announceFailure: (_, params) => actions.announceFailure(params),
      announceSent: () => actions.announceSent(),
      goToRouteAfterRequest: (_, params) => actions.goToRouteAfterRequest(params),
    },
  });
  const actor = createActor(machine, { input: { draft: null, routeAfterRequest: null, ...input } });
  const focused = vi.fn();
  actor.on('FIELD_FOCUS_REQUESTED', focused);
  actor.start();
  return { actor, requestResetMail, focused, ...actions };
}

describe('the forgot-password machine', () => {
  it('starts from the kept draft and keeps every change as the draft', () => {
    const { actor, storeDraft } = start({ draft: { email: 'admin@demo' } });
    expect(actor.getSnapshot().context.values.email).toBe('admin@demo');
    actor.send({ type: 'FIELD_CHANGED', patch: { email: 'admin@demo.test' } });
    expect(storeDraft).toHaveBeenLastCalledWith({ draft: { email: 'admin@demo.test' } });
  });

  it('refuses an empty or invalid address at the field, with the invalid-form toast and the focus there', () => {
    const { actor, requestResetMail, announceInvalid, focused } = start();
    actor.send({ type: 'SUBMITTED' });
    actor.send({ type: 'FIELD_CHANGED', patch: { email: 'admin@' } });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.checked).toBe(true);
    expect(announceInvalid).toHaveBeenCalledTimes(2);
    expect(focused).toHaveBeenCalledWith({ type: 'FIELD_FOCUS_REQUESTED', field: 'email' });
    expect(requestResetMail).not.toHaveBeenCalled();
  });

  it('requests the mail for the trimmed address, then says it was sent and drops the draft', async () => {
    const { actor, requestResetMail, storeDraft, goToRouteAfterRequest, announceSent } = start();
    actor.send({ type: 'FIELD_CHANGED', patch: { email: ' admin@demo.test ' } });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const sent = await waitFor(actor, (s) => s.matches('mailSent'));
    expect(requestResetMail).toHaveBeenCalledExactlyOnceWith('admin@demo.test');
    expect(sent.context.values.email).toBe(' admin@demo.test ');
    expect(storeDraft).toHaveBeenLastCalledWith({ draft: null });
    expect(goToRouteAfterRequest).not.toHaveBeenCalled();
    expect(announceSent).not.toHaveBeenCalled();
  });

  it('goes to the configured route instead of the message, saying the mail is on its way', async () => {
    const { actor, goToRouteAfterRequest, storeDraft, announceSent } = start({ draft: { email: 'admin@demo.test' }, routeAfterRequest: '/login' });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(goToRouteAfterRequest).toHaveBeenCalledExactlyOnceWith({ route: '/login' });
    expect(announceSent).toHaveBeenCalledOnce();
    expect(storeDraft).toHaveBeenLastCalledWith({ draft: null });
  });

  it('announces a failed request and keeps the address for another try', async () => {
    let calls = 0;
    const { actor, announceFailure, storeDraft } = start({ draft: { email: 'admin@demo.test' } }, async () => {
      calls += 1;
      if (calls === 1) throw outage;
    });
    actor.send({ type: 'SUBMITTED' });
    const back = await waitFor(actor, (s) => s.matches('editing'));
    expect(announceFailure).toHaveBeenCalledExactlyOnceWith({ failure: { kind: 'request-failed', error: outage.error } });
    expect(back.context.values.email).toBe('admin@demo.test');
    expect(storeDraft).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('mailSent'));
  });
});
