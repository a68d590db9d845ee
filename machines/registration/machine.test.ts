import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure, networkError, type ApiError } from '../../src/domain/api-error.ts';
import { checkoutRegistrationOf, emptyRegistration, patchRegistration, type RegistrationKey, type RegistrationRequest } from '../../src/domain/registration.ts';
import { INVALID } from '../../src/domain/stored-shape.ts';
import { readRegistrationDraft, registrationMachine, type RegistrationDraft, type RegistrationInput, type RegistrationResult } from './machine.ts';
import { SAMPLE_ASSOCIATION, SAMPLE_CONTACT, SAMPLE_INACTIVE_COMPANY, SAMPLE_KEY, SAMPLE_REGISTRATION, SAMPLE_SECRETS } from './samples.ts';
import {
  selectCanAddContact,
  selectCanChangeType,
  selectCompanyIsInactive,
  selectFailure,
  selectFieldErrors,
  selectIsSubmitting,
  selectLockedFields,
  selectSecrets,
  selectStep,
  selectType,
  selectValues,
} from './selectors.ts';

const ACTIVATE_URL = 'https://shop.example/activate';
const RESULT: RegistrationResult = { CustomerID: 'CUST-1101', ContactID: 'CON-2101', UserName: 'lotte@dekelder.demo.test', ContactIDs: ['CON-2101'] };
const NO_DRAFT: RegistrationInput = { registerKey: null, checkout: false, draft: null, country: 'be', activateUrl: ACTIVATE_URL };
const failure = (error: ApiError) => new ApiFailure(error);
const USED_KEY = failure({ kind: 'invalid-response', status: 400, serverMessage: 'Deze registratiesleutel werd al gebruikt' });
const UNKNOWN_KEY = failure({ kind: 'not-found', status: 404, serverMessage: 'Registratiesleutel niet gevonden' });

interface Calls {
  loadKey: (input: { registerKey: string }) => Promise<RegistrationKey>;
  register: (input: RegistrationRequest) => Promise<RegistrationResult>;
  registerWithContacts: (input: RegistrationRequest) => Promise<RegistrationResult>;
  registerWithKey: (input: { registerKey: string; request: RegistrationRequest }) => Promise<RegistrationResult>;
}

/** The machine with every call a fake and every effect recorded. */
function start(input: Partial<RegistrationInput> = {}, fakes: Partial<Calls> = {}) {
  const calls = {
    loadKey: vi.fn(fakes.loadKey ?? (async () => SAMPLE_KEY)),
    register: vi.fn(fakes.register ?? (async () => RESULT)),
    registerWithContacts: vi.fn(fakes.registerWithContacts ?? (async () => RESULT)),
    registerWithKey: vi.fn(fakes.registerWithKey ?? (async () => RESULT)),
  };
  const effects = {
    storeDraft: vi.fn<(draft: RegistrationDraft | null) => void>(),
    announceInvalid: vi.fn(),
    announceRegistered: vi.fn(),
    goHome: vi.fn(),
    keepForCheckout: vi.fn(),
    goToSummary: vi.fn(),
  };
  const machine = registrationMachine.provide({
    actors: {
      loadKey: fromPromise(({ input }: { input: { registerKey: string } }) => calls.loadKey(input)),
      register: fromPromise(({ input }: { input: RegistrationRequest }) => calls.register(input)),
      registerWithContacts: fromPromise(({ input }: { input: RegistrationRequest }) => calls.registerWithContacts(input)),
      registerWithKey: fromPromise(({ input }: { input: { registerKey: string; request: RegistrationRequest } }) => calls.registerWithKey(input)),
    },
    actions: {
      storeDraft: (_, { draft }) => effects.storeDraft(draft),
      announceInvalid: () => effects.announceInvalid(),
      announceRegistered: () => effects.announceRegistered(),
      goHome: () => effects.goHome(),
      keepForCheckout: (_, params) => effects.keepForCheckout(params),
      goToSummary: () => effects.goToSummary(),
    },
  });
  const actor = createActor(machine, { input: { ...NO_DRAFT, ...input } });
  const focused: string[] = [];
  actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => void focused.push(field));
  actor.start();
  const anyCall = () => Object.values(calls).some((call) => call.mock.calls.length > 0);
  return { actor, calls, effects, focused, anyCall };
}

/** A school's form filled in validly, passwords included. */
function filledSchool(input: Partial<RegistrationInput> = {}, fakes: Partial<Calls> = {}) {
  const started = start(input, fakes);
  started.actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
  started.actor.send({ type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION });
  started.actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
  return started;
}

/** A call the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, refuse) => ((resolve = settle), (reject = refuse)));
  return { promise, resolve, reject };
}

const keyDraft = (values: RegistrationDraft['values'], registerKey: string | null = SAMPLE_KEY.Key): RegistrationDraft => ({
  registerKey,
  type: 'SCHOOL',
  values,
  association: null,
  company: null,
});

describe('the registration machine: the kind and the draft', () => {
  it('asks the kind first, and keeps what was typed when another kind is chosen', () => {
    const { actor, effects } = start();
    expect(selectStep(actor.getSnapshot())).toBe('choosingType');
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(effects.storeDraft).toHaveBeenLastCalledWith({ registerKey: null, type: 'SCHOOL', values: emptyRegistration('be'), association: null, company: null });

    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Jeugdhuis De Kelder' } } });
    expect(selectCanChangeType(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'TYPE_CHANGE_REQUESTED' });
    expect(selectStep(actor.getSnapshot())).toBe('choosingType');
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    expect(selectType(actor.getSnapshot())).toBe('NON_PROFIT');
    expect(selectValues(actor.getSnapshot()).organisation.name).toBe('Jeugdhuis De Kelder');
    expect(effects.storeDraft).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'NON_PROFIT' }));
  });

  it('keeps every change as the draft, but never the passwords', () => {
    const { actor, effects } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    const stored = () => effects.storeDraft.mock.calls.length;
    const steps = [
      { type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION },
      { type: 'CONTACT_ADDED' },
      { type: 'CONTACT_CHANGED', index: 0, patch: SAMPLE_CONTACT },
      { type: 'CONTACT_ADDED' },
      { type: 'CONTACT_REMOVED', index: 1 },
      { type: 'ASSOCIATION_CHOSEN', association: SAMPLE_ASSOCIATION },
      { type: 'ASSOCIATION_CLEARED' },
      { type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY },
    ] as const;
    for (const step of steps) {
      const before = stored();
      actor.send(step);
      expect(stored(), step.type).toBe(before + 1);
    }
    const before = stored();
    actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    expect(stored()).toBe(before);
    expect(selectSecrets(actor.getSnapshot())).toEqual(SAMPLE_SECRETS);
    actor.send({ type: 'FIELD_CHANGED', patch: { newsletter: false } });

    const last = effects.storeDraft.mock.lastCall![0]!;
    expect(last.values.contacts).toEqual([SAMPLE_CONTACT]);
    expect(last.company).toEqual(SAMPLE_INACTIVE_COMPANY);
    const everything = JSON.stringify(effects.storeDraft.mock.calls);
    expect(everything).not.toContain(SAMPLE_SECRETS.password);
    expect(everything).not.toMatch(/password/i);
  });

  it('opens a draft of the same registration in the form, as it was', () => {
    const values = patchRegistration(emptyRegistration('be'), SAMPLE_REGISTRATION);
    const { actor } = start({ draft: { registerKey: null, type: 'NON_PROFIT', values, association: SAMPLE_ASSOCIATION, company: null } });
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(selectType(actor.getSnapshot())).toBe('NON_PROFIT');
    expect(selectValues(actor.getSnapshot())).toEqual(values);
    expect(selectLockedFields(actor.getSnapshot())).toContain('organisation.name');

    const read = readRegistrationDraft('be')({ registerKey: null, type: 'CLUB', values: 'everything', association: { vCode: 1 }, company: [] });
    if (read === INVALID) throw new Error('a record is read');
    const corrupt = start({ draft: read }).actor.getSnapshot();
    expect(selectStep(corrupt)).toBe('choosingType');
    expect(selectValues(corrupt)).toEqual(emptyRegistration('be'));
    expect(selectLockedFields(corrupt)).toEqual([]);
  });
});

describe('the registration machine: submitting', () => {
  it('refuses an invalid form: a toast, the focus on the first refused field, no call, and every refused field says why as it changes', () => {
    const { actor, effects, focused, anyCall } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Jeugdhuis De Kelder' } } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'SUBMITTED' });
    expect(effects.announceInvalid).toHaveBeenCalledOnce();
    expect(focused).toEqual(['organisation.email']);
    expect(selectFieldErrors(actor.getSnapshot())['organisation.email']).toEqual([{ rule: 'required' }]);
    expect(selectStep(actor.getSnapshot())).toBe('form');

    actor.send({ type: 'FIELD_CHANGED', patch: SAMPLE_REGISTRATION });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ password: [{ rule: 'required' }], passwordConfirmation: [{ rule: 'required' }] });
    actor.send({ type: 'PASSWORD_CHANGED', patch: { password: SAMPLE_SECRETS.password, passwordConfirmation: 'Kelder!2025' } });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toEqual(['organisation.email', 'passwordConfirmation']);
    expect(effects.announceInvalid).toHaveBeenCalledTimes(2);
    expect(anyCall()).toBe(false);
  });

  it('shows no refusals of another kind’s form until that form is submitted', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
    actor.send({ type: 'SUBMITTED' });
    expect(selectFieldErrors(actor.getSnapshot())['organisation.name']).toEqual([{ rule: 'required' }]);
    actor.send({ type: 'TYPE_CHANGE_REQUESTED' });
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'GOVERNMENT' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'SUBMITTED' });
    expect(selectFieldErrors(actor.getSnapshot())['organisation.municipality']).toEqual([{ rule: 'required' }]);
  });

  it('registers a valid form with its activation link, then drops the draft, says so and goes home', async () => {
    const { actor, calls, effects } = filledSchool();
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.register).toHaveBeenCalledOnce();
    const request = calls.register.mock.calls[0]![0];
    expect(request).toMatchObject({
      Type: 'SCHOOL',
      Customer: { CompanyName: 'Jeugdhuis De Kelder' },
      User: { Email: 'lotte@dekelder.demo.test', Password: SAMPLE_SECRETS.password, ConfirmURL: ACTIVATE_URL },
      Contacts: [],
    });
    expect(calls.registerWithContacts).not.toHaveBeenCalled();
    expect(effects.storeDraft).toHaveBeenLastCalledWith(null);
    expect(effects.announceRegistered).toHaveBeenCalledOnce();
    expect(effects.goHome).toHaveBeenCalledOnce();
  });

  it('sends one extra contact with the plain call, and two or more with the call that takes several', async () => {
    const one = filledSchool();
    one.actor.send({ type: 'CONTACT_ADDED' });
    one.actor.send({ type: 'CONTACT_CHANGED', index: 0, patch: SAMPLE_CONTACT });
    one.actor.send({ type: 'SUBMITTED' });
    await waitFor(one.actor, (s) => s.status === 'done');
    expect(one.calls.register.mock.calls[0]![0].Contacts).toHaveLength(1);
    expect(one.calls.registerWithContacts).not.toHaveBeenCalled();

    const two = filledSchool();
    for (const index of [0, 1]) {
      two.actor.send({ type: 'CONTACT_ADDED' });
      two.actor.send({ type: 'CONTACT_CHANGED', index, patch: { ...SAMPLE_CONTACT, email: `contact${index}@dekelder.demo.test` } });
    }
    two.actor.send({ type: 'SUBMITTED' });
    await waitFor(two.actor, (s) => s.status === 'done');
    expect(two.calls.register).not.toHaveBeenCalled();
    expect(two.calls.registerWithContacts.mock.calls[0]![0].Contacts.map((contact) => contact.Email)).toEqual([
      'contact0@dekelder.demo.test',
      'contact1@dekelder.demo.test',
    ]);
  });

  it('keeps everything typed when the registration fails, says why, and forgets that on the next try', async () => {
    const answer = deferred<RegistrationResult>();
    const { actor, effects } = filledSchool({}, { register: () => answer.promise });
    actor.send({ type: 'SUBMITTED' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    answer.reject(failure({ kind: 'duplicate', status: 409, serverMessage: 'Er bestaat al een account met dit e-mailadres' }));
    const failed = await waitFor(actor, (s) => selectFailure(s) !== null);
    expect(selectStep(failed)).toBe('form');
    expect(selectIsSubmitting(failed)).toBe(false);
    expect(selectFailure(failed)).toEqual({ kind: 'register-failed', error: { kind: 'duplicate', status: 409, serverMessage: 'Er bestaat al een account met dit e-mailadres' } });
    expect(selectValues(failed)).toEqual(patchRegistration(emptyRegistration('be'), SAMPLE_REGISTRATION));
    expect(selectSecrets(failed)).toEqual(SAMPLE_SECRETS);
    expect(effects.storeDraft).not.toHaveBeenCalledWith(null);
    expect(effects.goHome).not.toHaveBeenCalled();

    actor.send({ type: 'SUBMITTED' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
  });

  it('counts a network failure as a failed registration too', async () => {
    const { actor } = filledSchool({}, { register: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'SUBMITTED' });
    const failed = await waitFor(actor, (s) => selectFailure(s) !== null);
    expect(selectFailure(failed)).toEqual({ kind: 'register-failed', error: networkError() });
  });
});

describe('the registration machine: a register key', () => {
  it('loads the key, fixes the kind, fills the form and locks what the key defines', async () => {
    const { actor, calls } = start({ registerKey: SAMPLE_KEY.Key });
    expect(selectStep(actor.getSnapshot())).toBe('loadingKey');
    expect(calls.loadKey).toHaveBeenCalledWith({ registerKey: SAMPLE_KEY.Key });
    const loaded = await waitFor(actor, (s) => selectStep(s) === 'form');
    expect(selectType(loaded)).toBe('SCHOOL');
    expect(selectCanChangeType(loaded)).toBe(false);
    expect(selectValues(loaded).person).toEqual({ salutation: 'Ms', firstName: 'An', lastName: 'Desmet', email: 'an.desmet@sintjozef-ieper.demo.test', phone: '' });
    expect(selectValues(loaded).emailConfirmation).toBe('an.desmet@sintjozef-ieper.demo.test');
    expect(selectLockedFields(loaded)).toEqual(expect.arrayContaining(['organisation.name', 'address.street', 'person.salutation', 'person.firstName', 'person.lastName']));
    expect(selectLockedFields(loaded)).not.toContain('person.email');

    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Andere school' }, person: { firstName: 'Anna', email: 'anna@sintjozef-ieper.demo.test' } } });
    expect(selectValues(actor.getSnapshot()).organisation.name).toBe('Vrije Basisschool Sint-Jozef');
    expect(selectValues(actor.getSnapshot()).person).toMatchObject({ firstName: 'An', email: 'anna@sintjozef-ieper.demo.test' });
  });

  it('registers with the key, and takes one extra contact only', async () => {
    const { actor, calls } = start({ registerKey: SAMPLE_KEY.Key });
    await waitFor(actor, (s) => selectStep(s) === 'form');
    actor.send({ type: 'FIELD_CHANGED', patch: { ...SAMPLE_REGISTRATION, person: { phone: '0470 12 34 56' }, emailConfirmation: 'an.desmet@sintjozef-ieper.demo.test' } });
    actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    actor.send({ type: 'CONTACT_ADDED' });
    expect(selectCanAddContact(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CONTACT_ADDED' });
    expect(selectValues(actor.getSnapshot()).contacts).toHaveLength(1);
    actor.send({ type: 'CONTACT_CHANGED', index: 0, patch: SAMPLE_CONTACT });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.register).not.toHaveBeenCalled();
    const sent = calls.registerWithKey.mock.calls[0]![0];
    expect(sent.registerKey).toBe(SAMPLE_KEY.Key);
    expect(sent.request).toMatchObject({ Type: 'SCHOOL', User: { FirstName: 'An', LastName: 'Desmet', Password: SAMPLE_SECRETS.password }, Contacts: [{ Email: SAMPLE_CONTACT.email }] });
  });

  it('says an unknown (404) or used (400) key is refused, without a retry', async () => {
    for (const refusal of [UNKNOWN_KEY, USED_KEY]) {
      const { actor, calls } = start({ registerKey: 'OUD' }, { loadKey: () => Promise.reject(refusal) });
      const refused = await waitFor(actor, (s) => selectStep(s) === 'keyRefused');
      expect(selectFailure(refused)).toEqual({ kind: 'key-refused', error: refusal.error });
      actor.send({ type: 'RETRY_REQUESTED' });
      expect(selectStep(actor.getSnapshot())).toBe('keyRefused');
      expect(calls.loadKey).toHaveBeenCalledOnce();
    }
  });

  it('offers a retry when the key could not be read, and goes on once it is', async () => {
    let answers = [Promise.reject(networkError()), Promise.resolve(SAMPLE_KEY)];
    answers[0]!.catch(() => {});
    const { actor, calls } = start({ registerKey: SAMPLE_KEY.Key }, { loadKey: () => answers.shift()! });
    const failed = await waitFor(actor, (s) => selectStep(s) === 'keyLoadFailed');
    expect(selectFailure(failed)).toEqual({ kind: 'key-load-failed', error: networkError() });
    actor.send({ type: 'RETRY_REQUESTED' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(selectStep(actor.getSnapshot())).toBe('loadingKey');
    await waitFor(actor, (s) => selectStep(s) === 'form');
    expect(calls.loadKey).toHaveBeenCalledTimes(2);
    answers = [];
  });

  it('restores a draft of the same key as typed, with the key’s locks applied again; a draft of another key is not this one', async () => {
    const typed = patchRegistration(emptyRegistration('be'), {
      ...SAMPLE_REGISTRATION,
      person: { ...SAMPLE_REGISTRATION.person, email: 'an@elders.demo.test', firstName: 'Anna' },
      emailConfirmation: 'an@elders.demo.test',
    });
    const restored = start({ registerKey: SAMPLE_KEY.Key, draft: keyDraft(typed) });
    const loaded = await waitFor(restored.actor, (s) => selectStep(s) === 'form');
    // The person's own e-mail address stays; the names the key defines win.
    expect(selectValues(loaded).person).toEqual({ ...typed.person, salutation: 'Ms', firstName: 'An', lastName: 'Desmet' });
    expect(selectValues(loaded).emailConfirmation).toBe('an@elders.demo.test');
    expect(selectValues(loaded).organisation.name).toBe('Vrije Basisschool Sint-Jozef');
    expect(selectValues(loaded).billing.vatNumber).toBe(typed.billing.vatNumber);

    const other = start({ registerKey: SAMPLE_KEY.Key, draft: keyDraft(typed, 'ANDERE-SLEUTEL') });
    const fresh = await waitFor(other.actor, (s) => selectStep(s) === 'form');
    expect(selectValues(fresh).person.email).toBe('an.desmet@sintjozef-ieper.demo.test');
    expect(selectValues(fresh).billing.vatNumber).toBe('');
  });
});

describe('the registration machine: at checkout', () => {
  it('stores a valid registration for the summary without any call: the password apart, the draft kept', () => {
    const { actor, effects, anyCall } = start({ checkout: true });
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
    // The summary asks for the terms.
    actor.send({ type: 'FIELD_CHANGED', patch: { ...SAMPLE_REGISTRATION, termsAccepted: false } });
    actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(anyCall()).toBe(false);
    const values = selectValues(actor.getSnapshot());
    expect(effects.keepForCheckout).toHaveBeenCalledExactlyOnceWith({ registration: checkoutRegistrationOf('SCHOOL', values, ACTIVATE_URL), password: SAMPLE_SECRETS.password });
    expect(JSON.stringify(effects.keepForCheckout.mock.calls[0]![0].registration)).not.toContain(SAMPLE_SECRETS.password);
    expect(effects.goToSummary).toHaveBeenCalledOnce();
    expect(effects.goHome).not.toHaveBeenCalled();
    expect(effects.storeDraft).not.toHaveBeenCalledWith(null);
  });

  it('refuses an invalid form there as anywhere, asks the delivery address when it differs, and adds no contacts', () => {
    const { actor, effects, focused } = start({ checkout: true });
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'SCHOOL' });
    expect(selectCanAddContact(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CONTACT_ADDED' });
    expect(selectValues(actor.getSnapshot()).contacts).toEqual([]);
    actor.send({ type: 'FIELD_CHANGED', patch: { ...SAMPLE_REGISTRATION, differentDelivery: true } });
    actor.send({ type: 'PASSWORD_CHANGED', patch: SAMPLE_SECRETS });
    actor.send({ type: 'SUBMITTED' });
    expect(effects.keepForCheckout).not.toHaveBeenCalled();
    expect(effects.announceInvalid).toHaveBeenCalledOnce();
    expect(focused).toEqual(['delivery.street']);
    actor.send({ type: 'FIELD_CHANGED', patch: { delivery: { street: 'Markt', number: '7', postalCode: '8000', city: 'Brugge' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(effects.keepForCheckout.mock.calls[0]![0].registration.address).toMatchObject({ Street: 'Markt', City: 'Brugge' });
  });
});

describe('the registration machine: the registers of organisations', () => {
  it('fills in and locks the name and address of an association chosen from the register, until it is cleared', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Buurtcomité' }, address: { street: 'Dorpsstraat', addition: 'bus 1' } } });
    actor.send({ type: 'ASSOCIATION_CHOSEN', association: SAMPLE_ASSOCIATION });
    const chosen = actor.getSnapshot();
    expect(selectValues(chosen).organisation).toMatchObject({ name: 'Buurtcomité Sint-Andries', businessNumber: '0456.789.123' });
    expect(selectValues(chosen).address).toMatchObject({ street: 'Gistelse Steenweg', number: '500', addition: 'bus 1', postalCode: '8200', city: 'Brugge', country: 'be' });
    expect(selectLockedFields(chosen)).toEqual(expect.arrayContaining(['organisation.name', 'organisation.businessNumber', 'address.street', 'address.city']));

    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Iets anders', email: 'info@sintandries.demo.test' }, address: { street: 'Elders' } } });
    expect(selectValues(actor.getSnapshot()).organisation).toMatchObject({ name: 'Buurtcomité Sint-Andries', email: 'info@sintandries.demo.test' });
    expect(selectValues(actor.getSnapshot()).address.street).toBe('Gistelse Steenweg');

    actor.send({ type: 'ASSOCIATION_CLEARED' });
    expect(selectLockedFields(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Iets anders' } } });
    expect(selectValues(actor.getSnapshot()).organisation.name).toBe('Iets anders');
  });

  it('fills in the address and number of a company found in the registry, and says so while its number is inactive', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { name: 'Feestvereniging De Kelder', businessNumber: '0412345614' } } });
    actor.send({ type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY });
    const found = actor.getSnapshot();
    expect(selectValues(found).organisation).toMatchObject({ name: 'Feestvereniging De Kelder', businessNumber: '0412.345.614' });
    expect(selectValues(found).address).toMatchObject({ street: 'Markt', number: '1', postalCode: '8000', city: 'Brugge' });
    expect(selectLockedFields(found)).toEqual([]);
    expect(selectCompanyIsInactive(found)).toBe(true);
    actor.send({ type: 'FIELD_CHANGED', patch: { organisation: { businessNumber: '0456.789.123' } } });
    expect(selectCompanyIsInactive(actor.getSnapshot())).toBe(false);
  });

  it('leaves the address of a chosen association alone when the registry finds a company', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE_CHOSEN', registrationType: 'NON_PROFIT' });
    actor.send({ type: 'ASSOCIATION_CHOSEN', association: SAMPLE_ASSOCIATION });
    actor.send({ type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY });
    expect(selectValues(actor.getSnapshot()).address.street).toBe('Gistelse Steenweg');
    expect(selectValues(actor.getSnapshot()).organisation.businessNumber).toBe('0456.789.123');
  });
});
