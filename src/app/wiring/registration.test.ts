import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../demo-api/seed/anchors.ts';
import { DEMO_REGISTER_KEY } from '../../../demo-api/seed/identity.ts';
import type { RegistrationInput } from '../../../machines/registration/machine.ts';
import { SAMPLE_REGISTRATION, SAMPLE_SECRETS } from '../../../machines/registration/samples.ts';
import { selectFailure, selectStep, selectValues } from '../../../machines/registration/selectors.ts';
import { demoShop, memoryStore, settledSession, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import type { ShopServices } from '../environment.ts';
import { SUMMARY_PATH } from '../config.ts';
import { registrationInputOf, registrationLogic } from './registration.ts';

const ACTIVATE_URL = 'https://shop.example/activate';
const NO_KEY: RegistrationInput = { registerKey: null, checkout: false, draft: null, country: 'be', activateUrl: ACTIVATE_URL };
const LOTTE = 'lotte@dekelder.demo.test';

async function shop() {
  const demo = createDemoApi({ clock: fixedClock });
  const store = memoryStore();
  const shop = demoShop(demo, { now: fixedClock.now, store });
  await settledSession(shop.services);
  return { demo, ...shop, store };
}

function schoolFilledIn(services: ShopServices, input: Partial<RegistrationInput> = {}) {
  const registration = createActor(registrationLogic(services), { input: { ...NO_KEY, ...input } }).start();
  registration.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
  registration.send({ type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION });
  registration.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
  return registration;
}

describe('the registration as the shop wires it', () => {
  it('registers a school: the account waits for its activation mail, the draft kept meanwhile goes, and the visitor goes home', async () => {
    const { demo, services, navigate, store } = await shop();
    const registration = schoolFilledIn(services);
    expect(storedDraft(store, 'registration')).toMatchObject({ type: 'SCHOOL', values: { person: { email: LOTTE } } });
    // A reload starts from it.
    expect(registrationInputOf(services, { registerKey: null, checkout: false, origin: 'https://shop.example' })).toMatchObject({
      draft: { type: 'SCHOOL', values: { person: { email: LOTTE } } },
      activateUrl: ACTIVATE_URL,
      country: 'be',
    });
    const stored = () => [...store.entries.values()].join('');
    expect(stored()).toContain(LOTTE);
    expect(stored()).not.toContain(SAMPLE_SECRETS.password);

    registration.send({ type: 'SUBMITTED' });
    await waitFor(registration, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(toastTexts(services)).toContain('Uw account werd aangemaakt. Bevestig uw e-mailadres via de link in de e-mail die we u net stuurden.');
    expect(storedDraft(store, 'registration')).toBeNull();

    const mail = demo.db.mailbox.find((sent) => sent.To === LOTTE && sent.Purpose === 'activation');
    expect(mail?.Link).toBe(`${ACTIVATE_URL}?code=${mail?.Code}`);
    expect(demo.db.users.find((user) => user.UserName === LOTTE)).toMatchObject({ Status: 'Unconfirmed' });
    expect(demo.db.customers.find((customer) => customer.CompanyName === 'Jeugdhuis De Kelder')).toMatchObject({ Email: 'info@dekelder.demo.test', ZipCode: '8020' });
    // Unconfirmed, the account cannot log in yet.
    const login = await services.api.POST('/v3/core/token/_login', { body: { UserName: LOTTE, Password: SAMPLE_SECRETS.password } });
    expect(login.response.status).toBe(403);
  });

  it('says an account with that e-mail address exists, and keeps the form as it was', async () => {
    const { services, navigate, store } = await shop();
    const registration = schoolFilledIn(services);
    registration.send({ type: 'FIELD_CHANGED', patch: { person: { email: DEMO_ACCOUNTS.admin }, emailConfirmation: DEMO_ACCOUNTS.admin } });
    registration.send({ type: 'SUBMITTED' });
    const failed = await waitFor(registration, (s) => selectFailure(s) !== null);
    expect(selectFailure(failed)).toMatchObject({ kind: 'register-failed', error: { kind: 'duplicate', status: 409 } });
    expect(selectStep(failed)).toBe('form');
    expect(selectValues(failed).person.email).toBe(DEMO_ACCOUNTS.admin);
    expect(storedDraft(store, 'registration')).toMatchObject({ values: { person: { email: DEMO_ACCOUNTS.admin } } });
    expect(navigate).not.toHaveBeenCalled();
    // The existing account is untouched.
    const login = await services.api.POST('/v3/core/token/_login', { body: { UserName: DEMO_ACCOUNTS.admin, Password: DEMO_PASSWORD } });
    expect(login.response.status).toBe(200);
  });

  it('registers with the demo register key, which fills in the form and then is used', async () => {
    const { demo, services, navigate } = await shop();
    const withKey = { ...NO_KEY, registerKey: DEMO_REGISTER_KEY };
    const registration = createActor(registrationLogic(services), { input: withKey }).start();
    const loaded = await waitFor(registration, (s) => selectStep(s) === 'form');
    expect(selectValues(loaded)).toMatchObject({
      organisation: { name: 'Vrije Basisschool Sint-Jozef', email: 'info@sintjozef-ieper.demo.test' },
      address: { street: 'Elverdingsestraat', city: 'Ieper' },
      billing: { companyName: 'Vrije Basisschool Sint-Jozef', address: { street: 'Elverdingsestraat', postalCode: '8900' } },
      person: { salutation: 'Ms', firstName: 'An', lastName: 'Desmet', email: 'an.desmet@sintjozef-ieper.demo.test' },
      emailConfirmation: 'an.desmet@sintjozef-ieper.demo.test',
    });
    registration.send({ type: 'FIELD_CHANGED', patch: { billing: { vatNumber: 'BE0412345614' }, person: { phone: '0470 12 34 56' }, termsAccepted: true } });
    registration.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    registration.send({ type: 'SUBMITTED' });
    await waitFor(registration, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/home');
    expect(demo.db.users.find((user) => user.UserName === 'an.desmet@sintjozef-ieper.demo.test')).toMatchObject({ Status: 'Unconfirmed' });
    expect(demo.db.mailbox.find((sent) => sent.To === 'an.desmet@sintjozef-ieper.demo.test')?.Purpose).toBe('activation');

    const again = createActor(registrationLogic(services), { input: withKey }).start();
    const refused = await waitFor(again, (s) => selectStep(s) === 'keyRefused');
    expect(selectFailure(refused)).toEqual({ kind: 'key-refused', error: { kind: 'invalid-response', status: 400, serverMessage: 'Deze registratiesleutel werd al gebruikt' } });
  });

  it('refuses a key the demo does not know', async () => {
    const { services } = await shop();
    const registration = createActor(registrationLogic(services), { input: { ...NO_KEY, registerKey: 'GEEN-SLEUTEL' } }).start();
    const refused = await waitFor(registration, (s) => selectStep(s) === 'keyRefused');
    expect(selectFailure(refused)).toMatchObject({ kind: 'key-refused', error: { kind: 'not-found', status: 404 } });
  });

  it('at checkout stores the registration for the summary and the password in the session’s memory only, without registering', async () => {
    const { demo, services, navigate, store } = await shop();
    const registration = schoolFilledIn(services, { checkout: true });
    registration.send({ type: 'SUBMITTED' });
    expect(registration.getSnapshot().status).toBe('done');
    expect(navigate).toHaveBeenCalledWith(SUMMARY_PATH);

    const session = services.session.getSnapshot().context;
    expect(session.registrationPassword).toBe(SAMPLE_SECRETS.password);
    expect(session.store.pending).toMatchObject({
      registrationType: 'SCHOOL',
      user: { Email: LOTTE, FirstName: 'Lotte', ConfirmURL: ACTIVATE_URL },
      customer: { CompanyName: 'Jeugdhuis De Kelder' },
      customerDetail: { VATNo: 'BE0412345614' },
      address: null,
    });
    // "Gegevens wijzigen" on the summary finds the form again.
    expect(storedDraft(store, 'registration')).toMatchObject({ type: 'SCHOOL', values: { person: { email: LOTTE } } });
    expect(session.store.pending.user).not.toHaveProperty('Password');
    expect(JSON.stringify(session.store)).not.toContain(SAMPLE_SECRETS.password);
    const stored = [...store.entries.values()].join('');
    expect(stored).toContain(ACTIVATE_URL);
    expect(stored).not.toContain(SAMPLE_SECRETS.password);
    expect(demo.db.users.find((user) => user.UserName === LOTTE)).toBeUndefined();
    expect(demo.db.mailbox.find((sent) => sent.To === LOTTE)).toBeUndefined();
  });
});
