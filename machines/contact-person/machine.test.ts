import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { ContactPersonDraft, ShopUser, ShopUserCreate, ShopUserUpdate, ShopUserValues } from '../../src/domain/shop-user.ts';
import { sampleShopUser } from '../../src/domain/shop-user.samples.ts';
import { contactPersonMachine, type ContactPersonInput } from './machine.ts';
import { selectFieldErrors, selectIsBusy, selectIsNew, selectStep } from './selectors.ts';

const refused = new ApiFailure({ kind: 'duplicate', status: 409, serverMessage: 'Er bestaat al een account met dit e-mailadres' });

const JANA = sampleShopUser('CON-3', 'Jana', null, { MobilePhone: '0470 12 34 56' });
const ROBIN: ShopUserValues = { person: { salutation: 'Mx', firstName: 'Robin', lastName: 'Claes', email: 'robin@demo.test', phone: '' }, mobile: '0470 11 22 33' };
const ADDING: ContactPersonInput = { customerId: 'CUST-1', contactId: null, confirmUrl: 'https://shop.example/reset-wachtwoord', draft: null };

interface Calls {
  loadUser?: () => Promise<ShopUser>;
  createUser?: (input: { user: ShopUserCreate; sendMail: boolean }) => Promise<ShopUser>;
  updateUser?: (input: { contactId: string; user: ShopUserUpdate }) => Promise<ShopUser>;
}

function start(input: Partial<ContactPersonInput> = {}, calls: Calls = {}) {
  const created = vi.fn(calls.createUser ?? (async () => JANA));
  const updated = vi.fn(calls.updateUser ?? (async () => JANA));
  const effects = { storeDraft: vi.fn(), announceInvalid: vi.fn(), announceCreated: vi.fn(), announceSaved: vi.fn(), announceFailure: vi.fn(), goToList: vi.fn() };
  const machine = contactPersonMachine.provide({
    actors: {
      loadUser: fromPromise(() => calls.loadUser?.() ?? Promise.resolve(JANA)),
      createUser: fromPromise(({ input: call }) => created(call)),
      updateUser: fromPromise(({ input: call }) => updated(call)),
    },
    actions: {
      storeDraft: (_, { draft }) => effects.storeDraft(draft),
      announceInvalid: () => effects.announceInvalid(),
      announceCreated: (_, params) => effects.announceCreated(params),
      announceSaved: (_, params) => effects.announceSaved(params),
      announceFailure: (_, params) => effects.announceFailure(params),
      goToList: () => effects.goToList(),
    },
  });
  const actor = createActor(machine, { input: { ...ADDING, ...input } });
  const focused: string[] = [];
  actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focused.push(field));
  actor.start();
  return { actor, created, updated, focused, ...effects };
}

describe('the contact person machine', () => {
  it('adds a person at once, invited by mail when asked, with the shop’s page for the password; the draft goes and the list opens', async () => {
    const { actor, created, storeDraft, announceCreated, goToList } = start();
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(selectIsNew(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'FIELD_CHANGED', patch: { person: ROBIN.person, mobile: ROBIN.mobile } });
    actor.send({ type: 'SEND_MAIL_TOGGLED', on: true });
    expect(storeDraft).toHaveBeenLastCalledWith({ customerId: 'CUST-1', contactId: null, values: ROBIN, sendMail: true });
    actor.send({ type: 'SUBMITTED' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ sendMail: true, user: expect.objectContaining({ FirstName: 'Robin', ConfirmURL: 'https://shop.example/reset-wachtwoord' }) }));
    expect(announceCreated).toHaveBeenCalledExactlyOnceWith({ user: JANA, invited: true });
    expect(storeDraft).toHaveBeenLastCalledWith(null);
    expect(goToList).toHaveBeenCalledOnce();
  });

  it('reads the person it changes first, and sends the changes with the user name following the e-mail address', async () => {
    const { actor, updated, announceSaved } = start({ contactId: JANA.ContactID });
    expect(selectStep(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual({ person: { salutation: 'Ms', firstName: 'Jana', lastName: 'Maes', email: 'jana@demo.test', phone: '' }, mobile: '0470 12 34 56' });
    // Inviting at once is for a new person only.
    actor.send({ type: 'SEND_MAIL_TOGGLED', on: true });
    expect(actor.getSnapshot().context.sendMail).toBe(false);
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { email: 'jana.maes@demo.test' } } });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(updated).toHaveBeenCalledWith(expect.objectContaining({ contactId: JANA.ContactID, user: expect.objectContaining({ Email: 'jana.maes@demo.test', UserName: 'jana.maes@demo.test' }) }));
    expect(announceSaved).toHaveBeenCalledExactlyOnceWith({ user: JANA });
  });

  it('says the person could not be read, and reads again on request', async () => {
    let attempt = 0;
    const { actor } = start({ contactId: JANA.ContactID }, { loadUser: async () => (++attempt === 1 ? Promise.reject(refused) : JANA) });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectStep(actor.getSnapshot())).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.kind).toBe('load-failed');
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('refuses an incomplete form at its first refused field, says why from then on, and sends nothing', () => {
    const { actor, created, announceInvalid, focused } = start();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { ...ROBIN.person, salutation: '', email: 'robin@' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(announceInvalid).toHaveBeenCalledOnce();
    expect(focused).toEqual(['person.salutation']);
    expect(Object.keys(selectFieldErrors(actor.getSnapshot())).sort()).toEqual(['person.email', 'person.salutation']);
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { salutation: 'Mx' } } });
    expect(Object.keys(selectFieldErrors(actor.getSnapshot()))).toEqual(['person.email']);
    expect(created).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the save is refused, with the server’s message', async () => {
    const { actor, announceFailure, storeDraft } = start({}, { createUser: () => Promise.reject(refused) });
    actor.send({ type: 'FIELD_CHANGED', patch: ROBIN });
    actor.send({ type: 'SUBMITTED' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.values).toEqual(ROBIN);
    expect(announceFailure).toHaveBeenCalledWith({ failure: expect.objectContaining({ kind: 'save-failed', error: expect.objectContaining({ status: 409 }) }) });
    expect(storeDraft).not.toHaveBeenLastCalledWith(null);
  });

  it('starts from its own draft over what the backend has; a draft of another person or customer is not taken', async () => {
    const draft: ContactPersonDraft = { customerId: 'CUST-1', contactId: JANA.ContactID, values: ROBIN, sendMail: false };
    const editing = start({ contactId: JANA.ContactID, draft });
    await waitFor(editing.actor, (s) => s.matches('editing'));
    expect(editing.actor.getSnapshot().context.values).toEqual(ROBIN);

    const adding = start({ draft });
    expect(adding.actor.getSnapshot().context.values.person.firstName).toBe('');
    const newOne = start({ draft: { ...draft, contactId: null, sendMail: true } });
    expect(newOne.actor.getSnapshot().context).toMatchObject({ values: ROBIN, sendMail: true });
    const otherCustomer = start({ draft: { ...draft, contactId: null, customerId: 'CUST-2' } });
    expect(otherCustomer.actor.getSnapshot().context.values.person.firstName).toBe('');
  });
});
