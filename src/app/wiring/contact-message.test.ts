import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { LENDING_SERVICE_EMAIL } from '../../../demo-api/routes/identity/contact-form.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { demoShop, failNextCalls, settledSession, signIn, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import { contactMessageInputOf, contactMessageLogic } from './contact-message.ts';

const MESSAGE = { name: 'An Peeters', email: 'an@demo.test', phone: '', subject: 'Openingsuren', message: 'Is het magazijn open op zaterdag?' };

async function shop() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await settledSession(shop.services);
  return { demo, ...shop };
}

describe('the Contact page’s message as the shop wires it', () => {
  it('mails the message to the lending service, keeping it as its draft until it is sent', async () => {
    const { demo, services, store } = await shop();
    const contact = createActor(contactMessageLogic(services), { input: { draft: null, sender: null } }).start();
    contact.send({ type: 'FIELD_CHANGED', patch: { ...MESSAGE, phone: ' 050 40 30 20 ' } });
    expect(storedDraft(store, 'contact-message')).toEqual({ ...MESSAGE, phone: ' 050 40 30 20 ' });
    contact.send({ type: 'SUBMITTED' });
    await waitFor(contact, (s) => s.matches('sent'));
    expect(demo.db.mailbox.at(-1)).toMatchObject({
      To: LENDING_SERVICE_EMAIL,
      Purpose: 'contact-form',
      Subject: 'Contactformulier: Openingsuren',
      Body: 'Van An Peeters <an@demo.test>, tel. 050 40 30 20\n\nIs het magazijn open op zaterdag?',
    });
    expect(storedDraft(store, 'contact-message')).toBeNull();
  });

  it('shows the invalid-form toast for a bad form and the server’s message when sending fails, keeping the message', async () => {
    const { demo, services } = await shop();
    await failNextCalls(demo, 'POST /v2/_contact-form');
    const mails = demo.db.mailbox.length;
    const contact = createActor(contactMessageLogic(services), { input: { draft: { ...MESSAGE, email: 'an@' }, sender: null } }).start();
    contact.send({ type: 'SUBMITTED' });
    expect(toastTexts(services)).toEqual(['Niet alle velden zijn (correct) ingevoerd']);
    contact.send({ type: 'FIELD_CHANGED', patch: { email: MESSAGE.email } });
    contact.send({ type: 'SUBMITTED' });
    const back = await waitFor(contact, (s) => s.matches('editing') && !s.hasTag('submitting'));
    expect(toastTexts(services)).toContain('De demo-backend simuleert een storing');
    expect(back.context.values).toEqual(MESSAGE);
    expect(demo.db.mailbox.length).toBe(mails);
  });

  it('starts from its draft, which a visitor who signs in keeps', async () => {
    const { services } = await shop();
    createActor(contactMessageLogic(services), { input: contactMessageInputOf(services) }).start().send({ type: 'FIELD_CHANGED', patch: { subject: 'Openingsuren' } });
    expect(contactMessageInputOf(services)).toEqual({ draft: { name: '', email: '', phone: '', subject: 'Openingsuren', message: '' }, sender: null });
    await signIn(services, DEMO_ACCOUNTS.admin);
    expect(contactMessageInputOf(services)).toMatchObject({ draft: { subject: 'Openingsuren' }, sender: { email: DEMO_ACCOUNTS.admin } });
  });
});
