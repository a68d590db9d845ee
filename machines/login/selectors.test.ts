import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginMachine, type LoginAccount, type LoginAnswer } from './machine.ts';
import { selectCredentials, selectIdentityChoice, selectIsSubmitting, selectMissingFields } from './selectors.ts';

const account = (CustomerID: string, ContactID: string): LoginAccount => ({ CustomerID, ContactID, FirstName: 'An', LastName: ContactID, CompanyName: CustomerID });
const multi = [account('CUST-1002', 'CON-2003'), account('CUST-1003', 'CON-2004'), account('CUST-1003', 'CON-2005')];

function loginOf(accounts: LoginAccount[]) {
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise(async (): Promise<LoginAnswer> => ({ token: null, accounts })),
      startSession: fromPromise(() => new Promise<void>(() => {})),
    },
  });
  return createActor(machine, { input: { queryToken: null, registerKey: null, status: null } }).start();
}

describe('what the login page shows of the login machine', () => {
  it('is the form with what was typed, and the fields a submit left empty', () => {
    const login = loginOf(multi);
    expect(selectIdentityChoice(login.getSnapshot())).toBeNull();
    login.send({ type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: '' } });
    expect(selectMissingFields(login.getSnapshot())).toEqual(['password']);
    expect(selectCredentials(login.getSnapshot()).userName).toBe('multi@demo.test');
  });

  it('asks for the organisation first when the login holds several, then for the contact of the one chosen', async () => {
    const login = loginOf(multi);
    login.send({ type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } });
    const picking = await waitFor(login, (s) => s.matches('identityPicker'));
    expect(selectMissingFields(picking)).toEqual([]);
    expect(selectIdentityChoice(picking)).toEqual({ choosing: 'customer', options: [multi[0], multi[1]] });
    login.send({ type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1003' });
    expect(selectIdentityChoice(login.getSnapshot())).toEqual({ choosing: 'contact', options: [multi[1], multi[2]] });
    login.send({ type: 'CONTACT_CHOSEN', contactId: 'CON-2005' });
    expect(selectIsSubmitting(login.getSnapshot())).toBe(true);
  });

  it('asks only for the contact when the login holds one organisation', async () => {
    const login = loginOf([multi[1]!, multi[2]!]);
    login.send({ type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } });
    const picking = await waitFor(login, (s) => s.matches('identityPicker'));
    expect(selectIdentityChoice(picking)).toEqual({ choosing: 'contact', options: [multi[1], multi[2]] });
  });
});
