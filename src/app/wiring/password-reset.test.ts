import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-api/seed/anchors.ts';
import { demoShop, memoryStore, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { passwordResetLogic } from './password-reset.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

const NEW_PASSWORD = 'Nieuw!2027';

describe('the password reset as the shop wires it', () => {
  it('sets the new password with the mailed code, says so and goes to the login page; the code works once', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    const store = memoryStore();
    const { services, navigate } = demoShop(demo, { now: fixedClock.now, store });
    await settledSession(services);
    await services.api.POST('/v2/shop/authorization/lostpassword', { body: { Email: DEMO_ACCOUNTS.admin, LanguageID: 'nl', URL: 'https://shop.example/reset-wachtwoord' } });
    const code = demo.db.mailbox.at(-1)!.Code!;
    const logIn = (password: string) => services.api.POST('/v3/core/token/_login', { body: { UserName: DEMO_ACCOUNTS.admin, Password: password } });

    const reset = createActor(passwordResetLogic(services), { input: { code } }).start();
    reset.send({ type: 'FIELD_CHANGED', patch: { password: NEW_PASSWORD, confirmation: NEW_PASSWORD } });
    reset.send({ type: 'SUBMITTED' });
    await waitFor(reset, (s) => s.status === 'done');
    expect(toastTexts(services)).toEqual(['Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.']);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect((await logIn(NEW_PASSWORD)).response.status).toBe(200);
    expect((await logIn(DEMO_PASSWORD)).response.status).not.toBe(200);
    expect([...store.entries.values()].join()).not.toContain(NEW_PASSWORD);

    const again = createActor(passwordResetLogic(services), { input: { code } }).start();
    again.send({ type: 'FIELD_CHANGED', patch: { password: NEW_PASSWORD, confirmation: NEW_PASSWORD } });
    again.send({ type: 'SUBMITTED' });
    await waitFor(again, (s) => s.matches('linkInvalid'));
  });
});
