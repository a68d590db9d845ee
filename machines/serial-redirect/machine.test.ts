import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { PRODUCT } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { demoClient } from '../../tests/support/demo-client.ts';
import { createSerialRedirectActors } from './actors.ts';
import { serialRedirectMachine } from './machine.ts';
import { fixedClock } from '../../tests/support/clock.ts';
import { selectStatus } from './selectors.ts';

const notFound = () => new ApiFailure({ kind: 'not-found', status: 404, serverMessage: 'Artikel niet gevonden' });
const offline = () => new ApiFailure({ kind: 'network', status: 0, serverMessage: null });

describe('the serial redirect machine', () => {
  function start(serial: string, actors?: Parameters<typeof serialRedirectMachine.provide>[0]['actors']) {
    const redirectToProduct = vi.fn();
    const api = demoClient(createDemoApi({ clock: fixedClock }));
    const machine = serialRedirectMachine.provide({
      actors: actors ?? createSerialRedirectActors(api),
      actions: { redirectToProduct: (_, params) => redirectToProduct(params.productId) },
    });
    return { actor: createActor(machine, { input: { serial } }).start(), redirectToProduct };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

  it('opens the product of a serial number', async () => {
    const { actor, redirectToProduct } = start('GK-2401');
    expect((await settled(actor)).value).toBe('redirected');
    expect(redirectToProduct).toHaveBeenCalledWith(PRODUCT.geluidsinstallatie);
  });

  it('takes an unknown serial for a product', async () => {
    const { actor, redirectToProduct } = start('fuifpakket');
    expect((await settled(actor)).value).toBe('redirected');
    expect(redirectToProduct).toHaveBeenCalledWith(PRODUCT.pakketFuif);
  });

  it('is not found when neither a serial nor a product', async () => {
    const { actor, redirectToProduct } = start('XX-0000');
    expect(selectStatus(actor.getSnapshot())).toBe('lookingUp');
    expect(selectStatus(await settled(actor))).toBe('notFound');
    expect(redirectToProduct).not.toHaveBeenCalled();
  });

  it('offers a retry when the lookup fails otherwise', async () => {
    let calls = 0;
    const { actor } = start('GK-2401', {
      lookUpSerial: fromPromise(async () => {
        calls++;
        if (calls === 1) throw offline();
        return 'GELUIDSINSTALLATIE-KLEIN';
      }),
      lookUpItem: fromPromise(() => Promise.reject(notFound())),
    });
    expect(selectStatus(await settled(actor))).toBe('failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await settled(actor)).value).toBe('redirected');
  });

  it('fails when the product lookup fails otherwise', async () => {
    const { actor } = start('X', { lookUpSerial: fromPromise(() => Promise.reject(notFound())), lookUpItem: fromPromise(() => Promise.reject(offline())) });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure?.error.kind).toBe('network');
  });
});
