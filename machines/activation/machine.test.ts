import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure, networkError } from '../../src/domain/api-error.ts';
import { activationMachine, type ActivationInput } from './machine.ts';

const refusedCode = new ApiFailure({ kind: 'invalid-response', status: 400, serverMessage: 'Deze code is ongeldig of werd al gebruikt' });

function start(input: ActivationInput, confirm: (code: string) => Promise<void> = async () => undefined) {
  const confirmAccount = vi.fn(confirm);
  const machine = activationMachine.provide({ actors: { confirmAccount: fromPromise(({ input: call }) => confirmAccount(call.code)) } });
  const actor = createActor(machine, { input });
  const activated = vi.fn();
  actor.on('ACCOUNT_ACTIVATED', activated);
  actor.start();
  return { actor, confirmAccount, activated };
}

describe('the activation machine', () => {
  it('confirms the code of the link once and says the account is active', async () => {
    const { actor, confirmAccount, activated } = start({ code: ' 3F9A61C2B0DE ', confirmedBefore: false });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('activated'));
    expect(confirmAccount).toHaveBeenCalledExactlyOnceWith('3F9A61C2B0DE');
    expect(activated).toHaveBeenCalledOnce();
  });

  it('gives the code error for a link without a code, and calls nothing', () => {
    const { actor, confirmAccount } = start({ code: null, confirmedBefore: false });
    expect(actor.getSnapshot().value).toBe('codeMissing');
    expect(start({ code: '  ', confirmedBefore: false }).actor.getSnapshot().value).toBe('codeMissing');
    expect(confirmAccount).not.toHaveBeenCalled();
  });

  it('shows the earlier success after a reload, without posting the used code again', () => {
    const { actor, confirmAccount } = start({ code: null, confirmedBefore: true });
    expect(actor.getSnapshot().value).toBe('activated');
    expect(confirmAccount).not.toHaveBeenCalled();
  });

  it('keeps a refused code as the activation error, with nothing to retry', async () => {
    const { actor } = start({ code: 'VERZONNEN', confirmedBefore: false }, () => Promise.reject(refusedCode));
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    expect(refused.context.failure).toEqual({ kind: 'code-refused', error: refusedCode.error });
    expect(refused.can({ type: 'RETRY_REQUESTED' })).toBe(false);
  });

  it.each([
    ['no connection', new ApiFailure(networkError())],
    ['a server failure', new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: null })],
  ])('tells %s apart from a refusal, and tries the same code again', async (_what, failure) => {
    let calls = 0;
    const { actor, confirmAccount } = start({ code: 'ABC', confirmedBefore: false }, async () => {
      calls += 1;
      if (calls === 1) throw failure;
    });
    const failed = await waitFor(actor, (s) => s.matches('confirmFailed'));
    expect(failed.context.failure?.kind).toBe('confirm-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    const activated = await waitFor(actor, (s) => s.matches('activated'));
    expect(activated.context.failure).toBeNull();
    expect(confirmAccount).toHaveBeenCalledTimes(2);
    expect(confirmAccount).toHaveBeenLastCalledWith('ABC');
  });
});
