import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { demoShop, failNextCalls, settledSession, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import { lostPasswordInputOf, lostPasswordLogic } from './lost-password.ts';

const page = { origin: 'https://shop.example', language: () => 'de' as const };

async function shop() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await settledSession(shop.services);
  return { demo, ...shop };
}

describe('the forgot-password request as the shop wires it', () => {
  it('mails a link to this shop’s reset page, keeping the typed address as its draft until it is sent', async () => {
    const { demo, services, store } = await shop();
    const request = createActor(lostPasswordLogic(services, page), { input: { draft: null, routeAfterRequest: null } }).start();
    request.send({ type: 'FIELD_CHANGED', patch: { email: DEMO_ACCOUNTS.admin } });
    expect(storedDraft(store, 'lost-password')).toEqual({ email: DEMO_ACCOUNTS.admin });
    expect(lostPasswordInputOf(services)).toEqual({ draft: { email: DEMO_ACCOUNTS.admin }, routeAfterRequest: null });
    request.send({ type: 'SUBMITTED' });
    await waitFor(request, (s) => s.matches('mailSent'));
    const mail = demo.db.mailbox.at(-1)!;
    expect(mail).toMatchObject({ To: DEMO_ACCOUNTS.admin, Purpose: 'password-reset', Link: `https://shop.example/reset-wachtwoord?code=${mail.Code}` });
    expect(storedDraft(store, 'lost-password')).toBeNull();
  });

  it('answers an unknown address alike, and goes to the route of the style setting routeAfterLostPassword, saying the mail is on its way', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.styleSettings = { ...demo.db.styleSettings, routeAfterLostPassword: '/login' };
    const { services, navigate } = demoShop(demo, { now: fixedClock.now });
    await settledSession(services);
    const mails = demo.db.mailbox.length;
    const request = createActor(lostPasswordLogic(services, page), { input: { ...lostPasswordInputOf(services), draft: { email: 'niemand@demo.test' } } }).start();
    request.send({ type: 'SUBMITTED' });
    await waitFor(request, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toastTexts(services)).toEqual(['Als dit e-mailadres bij ons bekend is, ontvangt u een e-mail met een link om een nieuw wachtwoord te kiezen.']);
    expect(demo.db.mailbox.length).toBe(mails);
  });

  it('shows the server’s message as an error toast when the request fails, and the invalid-form toast for a bad address', async () => {
    const { demo, services } = await shop();
    await failNextCalls(demo, 'POST /v2/shop/authorization/lostpassword');
    const request = createActor(lostPasswordLogic(services, page), { input: { draft: null, routeAfterRequest: null } }).start();
    request.send({ type: 'FIELD_CHANGED', patch: { email: 'admin@' } });
    request.send({ type: 'SUBMITTED' });
    expect(toastTexts(services)).toEqual(['Niet alle velden zijn (correct) ingevoerd']);
    request.send({ type: 'FIELD_CHANGED', patch: { email: DEMO_ACCOUNTS.admin } });
    request.send({ type: 'SUBMITTED' });
    const back = await waitFor(request, (s) => s.matches('editing') && !s.hasTag('submitting'));
    expect(toastTexts(services)).toContain('De demo-backend simuleert een storing');
    expect(back.context.values.email).toBe(DEMO_ACCOUNTS.admin);
  });
});
