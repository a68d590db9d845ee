import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { passwordResetMachine } from './machine.ts';

const STRONG = 'Nieuw!2027';
const usedCode = new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: 'Deze code is ongeldig of werd al gebruikt' });
const outage = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null });

type SetPasswordInput = { code: string; password: string; confirmation: string };

function start(code: string | null, save: (input: SetPasswordInput) => Promise<void> = async () => undefined) {
  const setPassword = vi.fn(save);
  const actions = { announceInvalid: vi.fn(), announceSuccess: vi.fn(), goToLogin: vi.fn() };
  const machine = passwordResetMachine.provide({
    actors: { setPassword: fromPromise(({ input }) => setPassword(input)) },
    actions: { announceInvalid: () => actions.announceInvalid(), announceSuccess: () => actions.announceSuccess(), goToLogin: () => actions.goToLogin() },
  });
  const actor = createActor(machine, { input: { code } });
  const focused = vi.fn();
  actor.on('FIELD_FOCUS_REQUESTED', focused);
  actor.start();
  return { actor, setPassword, focused, ...actions };
}

describe('the password reset machine', () => {
  it('gives the code error for a link without a code', () => {
    expect(start(null).actor.getSnapshot().value).toBe('codeMissing');
    expect(start(' ').actor.getSnapshot().value).toBe('codeMissing');
  });

  it('refuses a weak password and a confirmation that differs, and puts the focus on the first refused field', () => {
    const { actor, setPassword, announceInvalid, focused } = start('CODE');
    actor.send({ type: 'FIELD_CHANGED', patch: { password: 'zwak', confirmation: 'zwak' } });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toHaveBeenLastCalledWith({ type: 'FIELD_FOCUS_REQUESTED', field: 'password' });
    actor.send({ type: 'FIELD_CHANGED', patch: { password: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toHaveBeenLastCalledWith({ type: 'FIELD_FOCUS_REQUESTED', field: 'confirmation' });
    expect(announceInvalid).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.checked).toBe(true);
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the code, forgets it, announces it and goes to the login page', async () => {
    const { actor, setPassword, announceSuccess, goToLogin } = start(' CODE ');
    actor.send({ type: 'FIELD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(setPassword).toHaveBeenCalledExactlyOnceWith({ code: 'CODE', password: STRONG, confirmation: STRONG });
    expect(done.context.values).toEqual({ password: '', confirmation: '' });
    expect(announceSuccess).toHaveBeenCalledOnce();
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('calls the link invalid when the code is unknown or used, and forgets the passwords', async () => {
    const { actor, goToLogin } = start('GEBRUIKT', () => Promise.reject(usedCode));
    actor.send({ type: 'FIELD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    const invalid = await waitFor(actor, (s) => s.matches('linkInvalid'));
    expect(invalid.context.values).toEqual({ password: '', confirmation: '' });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('keeps the form filled with the saving error on another failure, and saves on the next try', async () => {
    let calls = 0;
    const { actor, setPassword } = start('CODE', async () => {
      calls += 1;
      if (calls === 1) throw outage;
    });
    actor.send({ type: 'FIELD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    const failed = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(failed.context.failure).toEqual({ kind: 'save-failed', error: outage.error });
    expect(failed.context.values).toEqual({ password: STRONG, confirmation: STRONG });
    actor.send({ type: 'SUBMITTED' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.failure).toBeNull();
    expect(setPassword).toHaveBeenCalledTimes(2);
  });
});
