import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-api/seed/anchors.ts';
import { createShopClient } from '../../src/api/client.ts';
import { createAccountDetailsActors } from './actors.ts';
import { accountDetailsMachine, type AccountDetails } from './machine.ts';

const input = { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding };

describe('the account details machine', () => {
  it('loads the customer and the contact from the in-process demo API', async () => {
    const demo = createDemoApi();
    const login = await demo.app.fetch(
      new Request('http://demo.test/api/v3/core/token/_login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ UserName: DEMO_ACCOUNTS.admin, Password: DEMO_PASSWORD }),
      }),
    );
    const token = ((await login.json()) as { Token: { Access_token: string } }).Token.Access_token;
    const api = createShopClient({
      baseUrl: 'http://demo.test/api',
      tokens: { current: () => token, refresh: async () => null },
      language: () => 'nl',
      identity: () => null,
      fetch: (request) => Promise.resolve(demo.app.fetch(request as Request)),
    });
    const actor = createActor(accountDetailsMachine.provide({ actors: createAccountDetailsActors(api) }), { input }).start();
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.details?.customer.CompanyName).toBe('Jeugdhuis De Branding vzw');
    expect(snapshot.context.details?.contact.Email).toBe(DEMO_ACCOUNTS.admin);
  });

  it('keeps a failure as data and loads again on retry', async () => {
    let attempts = 0;
    const loadDetails = fromPromise<AccountDetails, { customerId: string; contactId: string }>(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('offline');
      return { customer: { CustomerID: input.customerId }, contact: { ContactID: input.contactId } } as AccountDetails;
    });
    const actor = createActor(accountDetailsMachine.provide({ actors: { loadDetails } }), { input }).start();
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure?.kind).toBe('network');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.failure).toBeNull();
  });
});
