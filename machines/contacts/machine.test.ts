import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiFailure } from '../../src/domain/api-error.ts';
import type { ShopUser, SubAccount } from '../../src/domain/shop-user.ts';
import { sampleLoginOf, sampleShopUser } from '../../src/domain/shop-user.samples.ts';
import { contactsMachine, type ContactsInput, type LoginCall, type People } from './machine.ts';
import { selectConfirmation, selectIsBusy, selectMayAdd, selectPeople, selectStatus } from './selectors.ts';

const ADMIN_ROLE = 'Beheerder';
const outage = new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' });


const LOTTE = sampleShopUser('CON-1', 'Lotte', ADMIN_ROLE);
const WOUT = sampleShopUser('CON-2', 'Wout', 'Medewerker');
const JANA = sampleShopUser('CON-3', 'Jana', null);
const EMMA = sampleShopUser('CON-4', 'Emma', 'Medewerker');
const RIK = sampleShopUser('CON-5', 'Rik', 'Medewerker');
const PEOPLE: People = {
  users: [LOTTE, WOUT, JANA, EMMA, RIK],
  logins: [sampleLoginOf(LOTTE, 'Active'), sampleLoginOf(WOUT, 'Active'), sampleLoginOf(EMMA, 'LockedOut'), sampleLoginOf(RIK, 'Unconfirmed')],
};
const ADMIN: ContactsInput = { customerId: 'CUST-1', ownContactId: LOTTE.ContactID, confirmUrl: 'https://shop.example/reset-wachtwoord', defaultRoleName: ADMIN_ROLE, isAdmin: true, known: null };

interface Calls {
  loadPeople?: () => Promise<People>;
  readUserCart?: () => Promise<number | null>;
  deleteUser?: () => Promise<void>;
  promoteLogin?: (call: LoginCall) => Promise<SubAccount[]>;
  setLoginStatus?: () => Promise<SubAccount>;
  inviteUser?: () => Promise<ShopUser>;
}

function start(input: Partial<ContactsInput> = {}, calls: Calls = {}) {
  const loads = vi.fn(calls.loadPeople ?? (async () => PEOPLE));
  const effects = {
    announceDeleted: vi.fn(),
    announceInvited: vi.fn(),
    announceRevoked: vi.fn(),
    announceBlocked: vi.fn(),
    announcePromoted: vi.fn(),
    announceFailure: vi.fn(),
    rememberPeople: vi.fn(),
  };
  const statusCalls = vi.fn<(call: LoginCall & { status: string }) => void>();
  const machine = contactsMachine.provide({
    actors: {
      loadPeople: fromPromise(() => loads()),
      readUserCart: fromPromise(() => calls.readUserCart?.() ?? Promise.resolve(null)),
      deleteUser: fromPromise(() => calls.deleteUser?.() ?? Promise.resolve()),
      inviteUser: fromPromise(() => calls.inviteUser?.() ?? Promise.resolve({ ...JANA, HasUserAccount: true })),
      setLoginStatus: fromPromise(({ input: call }) => (statusCalls(call), calls.setLoginStatus?.() ?? Promise.resolve(PEOPLE.logins[1]!))),
      revokeLogin: fromPromise(() => Promise.resolve()),
      promoteLogin: fromPromise(({ input: call }) => calls.promoteLogin?.(call) ?? Promise.resolve(PEOPLE.logins)),
    },
    actions: {
      announceDeleted: (_, params) => effects.announceDeleted(params),
      announceInvited: (_, params) => effects.announceInvited(params),
      announceRevoked: (_, params) => effects.announceRevoked(params),
      announceBlocked: (_, params) => effects.announceBlocked(params),
      announcePromoted: (_, params) => effects.announcePromoted(params),
      announceFailure: (_, params) => effects.announceFailure(params),
      rememberPeople: (_, params) => effects.rememberPeople(params),
    },
  });
  const actor = createActor(machine, { input: { ...ADMIN, ...input } }).start();
  return { actor, loads, statusCalls, ...effects };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready'));
const changesOf = (actor: Actor, contactId: string) => selectPeople(actor.getSnapshot()).find(({ user }) => user.ContactID === contactId)?.changes;

describe('the contacts machine', () => {
  it('reads the people with their logins, keeps them for the next time, and shows each with role and login state', async () => {
    const { actor, rememberPeople } = start();
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    await ready(actor);
    expect(rememberPeople).toHaveBeenCalledExactlyOnceWith({ people: PEOPLE });
    expect(selectPeople(actor.getSnapshot()).map(({ user, role, loginStatus }) => [user.FirstName, role, loginStatus])).toEqual([
      ['Lotte', 'admin', 'Active'],
      ['Wout', 'user', 'Active'],
      ['Jana', 'contact', null],
      ['Emma', 'user', 'LockedOut'],
      ['Rik', 'user', 'Unconfirmed'],
    ]);
  });

  it('shows the people kept for this customer at once while it reads them again; another customer’s are not shown', async () => {
    const { actor } = start({ known: { customerId: 'CUST-1', ...PEOPLE } }, { loadPeople: () => new Promise(() => {}) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(selectStatus(actor.getSnapshot())).toBe('ready');
    expect(selectPeople(actor.getSnapshot())).toHaveLength(5);

    const other = start({ known: { customerId: 'CUST-2', ...PEOPLE } }, { loadPeople: () => new Promise(() => {}) });
    expect(selectStatus(other.actor.getSnapshot())).toBe('loading');
    expect(selectPeople(other.actor.getSnapshot())).toEqual([]);
  });

  it('says the list could not be read, and reads it again on request', async () => {
    let attempt = 0;
    const { actor } = start({}, { loadPeople: async () => (++attempt === 1 ? Promise.reject(outage) : PEOPLE) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectStatus(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: 'load-failed', error: { serverMessage: 'De demo-backend simuleert een storing' } });
    actor.send({ type: 'RETRY_REQUESTED' });
    await ready(actor);
  });

  it('offers the admin what each person’s login allows, never a change to themself, and adding a person', async () => {
    const { actor } = start();
    await ready(actor);
    expect(selectMayAdd(actor.getSnapshot())).toBe(true);
    expect(changesOf(actor, LOTTE.ContactID)).toEqual(['edit']);
    expect(changesOf(actor, WOUT.ContactID)).toEqual(['edit', 'block', 'promote', 'revoke', 'delete']);
    expect(changesOf(actor, JANA.ContactID)).toEqual(['edit', 'invite', 'delete']);
    expect(changesOf(actor, EMMA.ContactID)).toEqual(['edit', 'unblock', 'revoke', 'delete']);
    // An invited login that was not confirmed yet can be taken away, not blocked or made the admin.
    expect(changesOf(actor, RIK.ContactID)).toEqual(['edit', 'revoke', 'delete']);
  });

  it('offers another admin’s login no hand-over', async () => {
    const colleague = { ...WOUT, RoleName: ADMIN_ROLE };
    const { actor } = start({}, { loadPeople: async () => ({ users: [LOTTE, colleague], logins: [sampleLoginOf(LOTTE, 'Active'), sampleLoginOf(colleague, 'Active')] }) });
    await ready(actor);
    expect(changesOf(actor, WOUT.ContactID)).toEqual(['edit', 'block', 'revoke', 'delete']);
  });

  it('offers a sub user only their own details, and lets no other change through (spec 002 §6)', async () => {
    const { actor } = start({ ownContactId: WOUT.ContactID, isAdmin: false });
    await ready(actor);
    expect(selectMayAdd(actor.getSnapshot())).toBe(false);
    expect(changesOf(actor, WOUT.ContactID)).toEqual(['edit']);
    expect(changesOf(actor, LOTTE.ContactID)).toEqual([]);
    for (const type of ['DELETE_REQUESTED', 'REVOKE_REQUESTED', 'BLOCK_REQUESTED', 'PROMOTE_REQUESTED', 'INVITE_REQUESTED'] as const) {
      actor.send({ type, contactId: type === 'INVITE_REQUESTED' ? JANA.ContactID : EMMA.ContactID });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    }
  });

  it('lets through what the row offers and nothing else', async () => {
    const { actor, statusCalls } = start();
    await ready(actor);
    for (const refused of [
      { type: 'DELETE_REQUESTED', contactId: LOTTE.ContactID },
      { type: 'BLOCK_REQUESTED', contactId: EMMA.ContactID },
      { type: 'UNBLOCK_REQUESTED', contactId: WOUT.ContactID },
      { type: 'INVITE_REQUESTED', contactId: WOUT.ContactID },
      { type: 'PROMOTE_REQUESTED', contactId: RIK.ContactID },
      { type: 'REVOKE_REQUESTED', contactId: JANA.ContactID },
      { type: 'DELETE_REQUESTED', contactId: 'CON-404' },
    ] as const) {
      actor.send(refused);
      expect(actor.getSnapshot().matches('ready')).toBe(true);
    }
    actor.send({ type: 'BLOCK_REQUESTED', contactId: WOUT.ContactID });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(statusCalls).toHaveBeenCalledWith({ ownContactId: LOTTE.ContactID, userName: WOUT.UserName, contactId: WOUT.ContactID, status: 'LockedOut' });
  });

  it('asks before deleting, says what the person’s open cart holds, and reads the list again once deleted', async () => {
    const { actor, loads, announceDeleted } = start({}, { readUserCart: async () => 3 });
    await ready(actor);
    actor.send({ type: 'DELETE_REQUESTED', contactId: WOUT.ContactID });
    const asking = await waitFor(actor, (s) => s.matches({ confirming: 'asking' }));
    expect(selectConfirmation(asking)).toEqual({ person: WOUT, change: 'delete', openCartItems: 3 });
    actor.send({ type: 'CANCELLED' });
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'DELETE_REQUESTED', contactId: WOUT.ContactID });
    await waitFor(actor, (s) => s.matches({ confirming: 'asking' }));
    actor.send({ type: 'CONFIRMED' });
    // The confirmation stays open, busy, while the person is deleted.
    expect(selectConfirmation(actor.getSnapshot())?.change).toBe('delete');
    await ready(actor);
    expect(announceDeleted).toHaveBeenCalledExactlyOnceWith({ user: WOUT });
    expect(loads).toHaveBeenCalledTimes(2);
  });

  it('asks to delete without a word about a cart when it cannot be read, and says so when the delete is refused', async () => {
    const { actor, announceFailure } = start({}, { readUserCart: () => Promise.reject(outage), deleteUser: () => Promise.reject(outage) });
    await ready(actor);
    actor.send({ type: 'DELETE_REQUESTED', contactId: JANA.ContactID });
    expect(selectConfirmation(await waitFor(actor, (s) => s.matches({ confirming: 'asking' })))?.openCartItems).toBeNull();
    actor.send({ type: 'CONFIRMED' });
    await ready(actor);
    expect(announceFailure).toHaveBeenCalledWith({ failure: expect.objectContaining({ kind: 'delete-failed' }) });
    expect(selectConfirmation(actor.getSnapshot())).toBeNull();
  });

  it('takes a login away after a confirmation, without reading a cart', async () => {
    const { actor, announceRevoked } = start({}, { readUserCart: () => Promise.reject(new Error('not asked')) });
    await ready(actor);
    actor.send({ type: 'REVOKE_REQUESTED', contactId: EMMA.ContactID });
    expect(actor.getSnapshot().matches({ confirming: 'asking' })).toBe(true);
    expect(selectConfirmation(actor.getSnapshot())).toEqual({ person: EMMA, change: 'revoke', openCartItems: null });
    actor.send({ type: 'CONFIRMED' });
    await ready(actor);
    expect(announceRevoked).toHaveBeenCalledExactlyOnceWith({ user: EMMA });
  });

  it('hands the admin role over after a confirmation, and ends with the role the answer gives the signed-in user', async () => {
    const handedOver = PEOPLE.logins.map((login) => (login.ContactID === LOTTE.ContactID ? { ...login, RoleName: 'Medewerker' } : login));
    const { actor, announcePromoted } = start({}, { promoteLogin: async () => handedOver });
    await ready(actor);
    actor.send({ type: 'PROMOTE_REQUESTED', contactId: WOUT.ContactID });
    actor.send({ type: 'CONFIRMED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(announcePromoted).toHaveBeenCalledExactlyOnceWith({ user: WOUT, ownRoleName: 'Medewerker' });
  });

  it('says a refused hand-over, block or invitation, and stays on the list', async () => {
    const { actor, announceFailure, announceInvited } = start(
      {},
      { promoteLogin: () => Promise.reject(outage), setLoginStatus: () => Promise.reject(outage), inviteUser: () => Promise.reject(outage) },
    );
    await ready(actor);
    actor.send({ type: 'PROMOTE_REQUESTED', contactId: WOUT.ContactID });
    actor.send({ type: 'CONFIRMED' });
    await ready(actor);
    actor.send({ type: 'UNBLOCK_REQUESTED', contactId: EMMA.ContactID });
    await ready(actor);
    actor.send({ type: 'INVITE_REQUESTED', contactId: JANA.ContactID });
    await ready(actor);
    expect(announceFailure.mock.calls.map(([{ failure }]) => failure.kind)).toEqual(['save-failed', 'save-failed', 'invite-failed']);
    expect(announceInvited).not.toHaveBeenCalled();
  });
});
