import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { LENDING_SERVICE_EMAIL } from '../../../demo-api/routes/identity/contact-form.ts';
import { selectPending } from '../../../machines/session/selectors.ts';
import { demoShop, failNextCalls, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { contactMessageLogic } from './contact-message.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

const MESSAGE = { name: 'An Peeters', email: 'an@demo.test', phone: '', subject: 'Openingsuren', message: 'Is het magazijn open op zaterdag?' };

async function shop() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await settledSession(shop.services);
  return { demo, ...shop };
}

describe('the Contact page’s message as the shop wires it', () => {
  it('mails the message to the lending service, keeping it in the session until it is sent', async () => {
    const { demo, services } = await shop();
    const contact = createActor(contactMessageLogic(services), { input: { draft: null, sender: null } }).start();
    contact.send({ type: 'FIELD_CHANGED', patch: { ...MESSAGE, phone: ' 050 40 30 20 ' } });
    expect(selectPending(services.session.getSnapshot()).contactMessageDraft).toEqual({ ...MESSAGE, phone: ' 050 40 30 20 ' });
    contact.send({ type: 'SUBMITTED' });
    await waitFor(contact, (s) => s.matches('sent'));
    expect(demo.db.mailbox.at(-1)).toMatchObject({
      To: LENDING_SERVICE_EMAIL,
      Purpose: 'contact-form',
      Subject: 'Contactformulier: Openingsuren',
      Body: 'Van An Peeters <an@demo.test>, tel. 050 40 30 20\n\nIs het magazijn open op zaterdag?',
    });
    expect(selectPending(services.session.getSnapshot()).contactMessageDraft).toBeNull();
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
});
