import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_PASSWORD } from '../../../demo-api/seed/anchors.ts';
import { EXTRA_DEMO_ACCOUNTS } from '../../../demo-api/seed/identity.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { activationLogic } from './activation.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the activation as the shop wires it', () => {
  it('activates the account of the mailed code, which then logs in; the code works once', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const { services } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const logIn = () => services.api.POST('/v3/core/token/_login', { body: { UserName: EXTRA_DEMO_ACCOUNTS.unconfirmed, Password: DEMO_PASSWORD } });
    expect((await logIn()).response.status).toBe(403);
    const code = demo.db.mailbox.find((mail) => mail.To === EXTRA_DEMO_ACCOUNTS.unconfirmed && mail.Purpose === 'activation')!.Code!;

    const activation = createActor(activationLogic(services), { input: { code, confirmedBefore: false } }).start();
    await waitFor(activation, (s) => s.matches('activated'));
    expect((await logIn()).response.status).toBe(200);

    const again = createActor(activationLogic(services), { input: { code, confirmedBefore: false } }).start();
    const refused = await waitFor(again, (s) => s.matches('refused'));
    expect(refused.context.failure).toMatchObject({ kind: 'code-refused', error: { status: 400, serverMessage: 'Deze code is ongeldig of werd al gebruikt' } });
  });
});
