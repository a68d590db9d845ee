import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS } from '../../demo-api/seed/anchors.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createAccountDetailsActors } from './actors.ts';
import { accountDetailsMachine, type AccountDetails } from './machine.ts';

const input = { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding };

describe('the account details machine', () => {
  it('loads the customer and the contact from the in-process demo API', async () => {
    const demo = createDemoApi();
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
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
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure?.error.kind).toBe('network');
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.failure).toBeNull();
  });
});
