import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi, type DemoApi } from '../../../demo-api/app.ts';
import { SAMPLE_REGISTRATION, SAMPLE_SECRETS } from '../../../machines/registration/samples.ts';
import { cartInSession, demoShop, settledSession } from '../../../tests/support/shop.ts';
import { checkoutLogic } from './checkout.ts';
import { registrationLogic } from './registration.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('a non-profit registering at checkout', () => {
  it('is registered by the summary with the kind the form stored (Registration.Type)', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const sent: { Registration?: { Type?: string } }[] = [];
    const recording = {
      ...demo,
      app: {
        fetch: async (request: Request) => {
          if (request.url.endsWith('/_checkout-and-register')) sent.push(await request.clone().json());
          return demo.app.fetch(request);
        },
      },
    } as unknown as DemoApi;
    const { services, navigate } = demoShop(recording, { now: fixedClock.now });
    await settledSession(services);
    await cartInSession(services, { withSlots: true });

    const registration = createActor(registrationLogic(services), {
      input: { registerKey: null, checkout: true, draft: null, country: 'be', activateUrl: 'https://shop.example/activate' },
    }).start();
    registration.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    registration.send({ type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION });
    registration.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    registration.send({ type: 'SUBMITTED' });
    expect(services.session.getSnapshot().context.store.pending.registrationType).toBe('NON_PROFIT');

    const summary = createActor(checkoutLogic(services), { input: { returnUrl: '/samenvatting', salesMode: false } }).start();
    await waitFor(summary, (s) => s.matches('reviewing'));
    summary.send({ type: 'TERMS_ACCEPTANCE_CHANGED', accepted: true });
    summary.send({ type: 'CONFIRM_REQUESTED' });
    await waitFor(summary, (s) => s.status === 'done' || s.context.failure !== null);
    expect(navigate).toHaveBeenCalledWith('/bedankt');
    expect(sent[0]?.Registration?.Type).toBe('NON_PROFIT');
  });
});
