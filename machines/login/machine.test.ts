import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { loginMachine, type Credentials, type LoginAccount, type LoginAnswer, type LoginInput } from './machine.ts';

const token = { accessToken: 'tok', expires: '2099-01-01T00:00:00Z' };
const account = (CustomerID: string, ContactID: string): LoginAccount => ({
  CustomerID,
  ContactID,
  FirstName: 'An',
  LastName: 'Janssens',
  CompanyName: CustomerID,
});
const multi = [account('CUST-1002', 'CON-2003'), account('CUST-1003', 'CON-2004'), account('CUST-1003', 'CON-2005')];
const refused = (kind: ApiError['kind']): ApiFailure => new ApiFailure({ kind, status: 403, serverMessage: null });
const noQuery: LoginInput = { queryToken: null, registerKey: null, status: null };
const credentials: Credentials = { userName: 'multi@demo.test', password: 'Demo!2026' };

function start(options: {
  input?: Partial<LoginInput>;
  authenticate?: (input: { credentials: Credentials; account: LoginAccount | null }) => Promise<LoginAnswer>;
  identifyToken?: () => Promise<{ token: typeof token; account: LoginAccount }>;
  startSession?: (input: unknown) => Promise<void>;
}) {
  const goToRegister = vi.fn();
  const goToReturnRoute = vi.fn();
  const logOut = vi.fn();
  const startSession = vi.fn(options.startSession ?? (async (_input: unknown) => undefined));
  const authenticate = vi.fn(options.authenticate ?? (async () => ({ token, accounts: [multi[0]!] })));
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise(({ input }) => authenticate(input)),
      identifyToken: fromPromise(options.identifyToken ?? (async () => ({ token, account: multi[0]! }))),
      startSession: fromPromise(({ input }) => startSession(input)),
    },
    actions: { goToRegister, goToReturnRoute, logOut },
  });
  const actor = createActor(machine, { input: { ...noQuery, ...options.input } }).start();
  return { actor, goToRegister, goToReturnRoute, logOut, startSession, authenticate };
}

describe('the login machine', () => {
  it('logs in a login with one account straight away', async () => {
    const { actor, goToReturnRoute, startSession } = start({});
    actor.send({ type: 'SUBMITTED', credentials: { userName: 'admin@demo.test', password: 'Demo!2026' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(startSession).toHaveBeenCalledWith({ token, account: multi[0] });
    expect(goToReturnRoute).toHaveBeenCalledOnce();
  });

  it('asks what is missing and keeps what was typed', () => {
    const { actor, authenticate } = start({});
    actor.send({ type: 'SUBMITTED', credentials: { userName: 'admin@demo.test', password: '' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.failure).toEqual({ kind: 'missing-fields', fields: ['password'] });
    expect(snapshot.context.credentials.userName).toBe('admin@demo.test');
    expect(authenticate).not.toHaveBeenCalled();
  });

  it.each(['incorrect-details', 'user-not-approved', 'user-locked-out', 'not-linked'] as const)('keeps the %s refusal as data', async (kind) => {
    const { actor } = start({ authenticate: () => Promise.reject(refused(kind)) });
    actor.send({ type: 'SUBMITTED', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(snapshot.context.failure).toMatchObject({ kind: 'refused', error: { kind } });
  });

  it('treats a login without any account as not linked to an approved organisation', async () => {
    const { actor } = start({ authenticate: async () => ({ token: null, accounts: [] }) });
    actor.send({ type: 'SUBMITTED', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(snapshot.context.failure).toEqual({ kind: 'no-account' });
  });

  it('asks the customer, then the contact of a customer with several, then logs in with the choice', async () => {
    const { actor, authenticate, startSession } = start({
      authenticate: async ({ account: chosen }) => (chosen ? { token, accounts: [chosen] } : { token: null, accounts: multi }),
    });
    actor.send({ type: 'SUBMITTED', credentials });
    await waitFor(actor, (s) => s.matches({ identityPicker: 'choosingCustomer' }));
    actor.send({ type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1003' });
    expect(actor.getSnapshot().matches({ identityPicker: 'choosingContact' })).toBe(true);
    actor.send({ type: 'CONTACT_CHOSEN', contactId: 'CON-2005' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authenticate).toHaveBeenLastCalledWith({ credentials, account: multi[2] });
    expect(startSession).toHaveBeenCalledWith({ token, account: multi[2] });
  });

  it('chooses the single contact of the chosen customer automatically', async () => {
    const { actor, authenticate } = start({
      authenticate: async ({ account: chosen }) => (chosen ? { token, accounts: [chosen] } : { token: null, accounts: multi }),
    });
    actor.send({ type: 'SUBMITTED', credentials });
    await waitFor(actor, (s) => s.matches({ identityPicker: 'choosingCustomer' }));
    actor.send({ type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1002' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authenticate).toHaveBeenLastCalledWith({ credentials, account: multi[0] });
  });

  it('does not ask the customer when all accounts share one', async () => {
    const sameCustomer = multi.slice(1);
    const { actor } = start({
      authenticate: async ({ account: chosen }) => (chosen ? { token, accounts: [chosen] } : { token: null, accounts: sameCustomer }),
    });
    actor.send({ type: 'SUBMITTED', credentials });
    await waitFor(actor, (s) => s.matches({ identityPicker: 'choosingContact' }));
    actor.send({ type: 'CONTACT_CHOSEN', contactId: 'CON-9999' });
    expect(actor.getSnapshot().matches({ identityPicker: 'choosingContact' })).toBe(true);
  });

  it('returns to the form when the picker is cancelled', async () => {
    const { actor } = start({ authenticate: async () => ({ token: null, accounts: multi }) });
    actor.send({ type: 'SUBMITTED', credentials });
    await waitFor(actor, (s) => s.matches('identityPicker'));
    actor.send({ type: 'CANCELLED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.accounts).toEqual([]);
  });

  it('logs in directly with a token from the query', async () => {
    const { actor, startSession, authenticate } = start({ input: { queryToken: 'from-sso' } });
    await waitFor(actor, (s) => s.status === 'done');
    expect(startSession).toHaveBeenCalledWith({ token, account: multi[0] });
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('logs out when the query token cannot be used, and shows the form', async () => {
    const { actor, logOut } = start({ input: { queryToken: 'stale' }, identifyToken: () => Promise.reject(refused('unauthorized')) });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.failure).toMatchObject({ kind: 'token-login-failed' });
    expect(logOut).toHaveBeenCalledOnce();
  });

  it.each([
    [{ registerKey: 'DEMO-SLEUTEL-2026' }],
    [{ status: 'unauthorized' }],
  ])('goes to register for %j', (input) => {
    const { actor, goToRegister } = start({ input });
    expect(actor.getSnapshot().status).toBe('done');
    expect(goToRegister).toHaveBeenCalledOnce();
  });

  it('shows why the session could not start (customer not found)', async () => {
    const { actor, goToReturnRoute } = start({ startSession: () => Promise.reject(refused('not-found')) });
    actor.send({ type: 'SUBMITTED', credentials });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(snapshot.context.failure).toMatchObject({ kind: 'session-failed', error: { kind: 'not-found' } });
    expect(goToReturnRoute).not.toHaveBeenCalled();
  });
});
