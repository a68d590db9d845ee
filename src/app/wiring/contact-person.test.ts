import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CONTACT, DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { demoShop, failNextCalls, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { contactPersonDraftOf, contactPersonInputOf, contactPersonLogic } from './contact-person.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

async function signedInAdmin() {
  const demo = createDemoApi({ clock: fixedClock });
  const shop = demoShop(demo, { now: fixedClock.now });
  await signIn(shop.services, DEMO_ACCOUNTS.admin);
  const customerId = selectAccount(shop.services.session.getSnapshot())!.CustomerID;
  // The page as it opens, with whatever draft a reload left.
  const form = (contactId: string | null) => createActor(contactPersonLogic(shop.services), { input: contactPersonInputOf(shop.services, contactId, 'https://shop.example') }).start();
  return { demo, ...shop, customerId, form };
}

const NEW_PERSON = { salutation: 'Mx', firstName: 'Robin', lastName: 'Claes', email: 'robin.claes@demo.test', phone: '' } as const;

describe('the contact person form as the shop wires it', () => {
  it('adds a contact and invites it by mail with this shop’s link, then returns to the list', async () => {
    const { demo, services, navigate, form } = await signedInAdmin();
    const adding = form(null);
    adding.send({ type: 'FIELD_CHANGED', patch: { person: NEW_PERSON, mobile: '0470 11 22 33' } });
    adding.send({ type: 'SEND_MAIL_TOGGLED', on: true });
    adding.send({ type: 'SUBMITTED' });
    await waitFor(adding, (s) => s.status === 'done');

    const created = demo.db.contacts.find((contact) => contact.Email === NEW_PERSON.email);
    expect(created).toMatchObject({ Salutation: 'Mx', FirstName: 'Robin', LastName: 'Claes', MobilePhone: '0470 11 22 33' });
    expect(demo.db.mailbox.at(-1)).toMatchObject({ To: NEW_PERSON.email, Purpose: 'invitation', Link: expect.stringMatching(/^https:\/\/shop\.example\/reset-wachtwoord\?code=/) });
    expect(toastTexts(services)).toContain('Robin Claes is toegevoegd en per e-mail uitgenodigd');
    expect(navigate).toHaveBeenLastCalledWith('/account/contact');
    expect(contactPersonDraftOf(services).read()).toBeNull();
  });

  it('changes a contact with its login’s user name following the new e-mail address', async () => {
    const { demo, services, form } = await signedInAdmin();
    const editing = form(CONTACT.subBranding);
    await waitFor(editing, (s) => s.matches('editing'));
    expect(editing.getSnapshot().context.values.person.firstName).toBe('Wout');

    editing.send({ type: 'FIELD_CHANGED', patch: { person: { email: 'wout.declercq@demo.test' }, mobile: '0499 00 11 22' } });
    editing.send({ type: 'SUBMITTED' });
    await waitFor(editing, (s) => s.status === 'done');

    expect(demo.db.contacts.find((contact) => contact.ContactID === CONTACT.subBranding)).toMatchObject({ Email: 'wout.declercq@demo.test', MobilePhone: '0499 00 11 22' });
    expect(demo.db.users.some((user) => user.UserName === 'wout.declercq@demo.test')).toBe(true);
    expect(toastTexts(services)).toContain('De gegevens van Wout Declercq zijn bewaard');
  });

  it('keeps every typed value, as a draft too, when the save is refused, and says why', async () => {
    const { demo, services, form } = await signedInAdmin();
    const adding = form(null);
    await failNextCalls(demo, 'POST /v3/customer/customer/{id}/shop-users');
    adding.send({ type: 'FIELD_CHANGED', patch: { person: NEW_PERSON } });
    adding.send({ type: 'SEND_MAIL_TOGGLED', on: true });
    adding.send({ type: 'SUBMITTED' });
    await waitFor(adding, (s) => s.matches('editing') && s.context.failure !== null);

    expect(adding.getSnapshot().context.values.person).toEqual(NEW_PERSON);
    // The server's own message, when it sends one (spec 002 §8).
    expect(toastTexts(services).at(-1)).toBe('De demo-backend simuleert een storing');
    adding.stop();

    // A reload: the form starts again from the draft.
    const again = form(null);
    expect(again.getSnapshot().context.values.person).toEqual(NEW_PERSON);
    expect(again.getSnapshot().context.sendMail).toBe(true);
  });

  it('keeps the draft under its own key for the contact it belongs to, and forgets it at a sign-out', async () => {
    const { services, store, form } = await signedInAdmin();
    const adding = form(null);
    adding.send({ type: 'FIELD_CHANGED', patch: { person: NEW_PERSON } });
    expect(store.read('uitleendienst-draft:contact-person')).toContain('robin.claes@demo.test');
    expect(contactPersonDraftOf(services).read()).toMatchObject({ contactId: null, values: { person: NEW_PERSON } });
    adding.stop();

    // Another contact's form does not take a new person's draft.
    const editing = form(CONTACT.subBranding);
    await waitFor(editing, (s) => s.matches('editing'));
    expect(editing.getSnapshot().context.values.person.firstName).toBe('Wout');
    editing.stop();

    services.session.send({ type: 'LOGOUT_REQUESTED' });
    await waitFor(services.session, (s) => selectAccount(s) === null);
    expect(contactPersonDraftOf(services).read()).toBeNull();
  });

  it('refuses an invalid e-mail address without calling the backend', async () => {
    const { demo, services, form } = await signedInAdmin();
    const before = demo.db.contacts.length;
    const adding = form(null);
    adding.send({ type: 'FIELD_CHANGED', patch: { person: { ...NEW_PERSON, email: 'robin@' } } });
    adding.send({ type: 'SUBMITTED' });
    expect(adding.getSnapshot().matches('editing')).toBe(true);
    expect(demo.db.contacts).toHaveLength(before);
    expect(toastTexts(services).at(-1)).toBe('Niet alle velden zijn (correct) ingevoerd');
  });

  it('says the person could not be read when the contact does not exist', async () => {
    const { form } = await signedInAdmin();
    const editing = form('CON-404');
    await waitFor(editing, (s) => s.matches('loadFailed'));
    expect(editing.getSnapshot().context.failure?.kind).toBe('load-failed');
  });
});
