import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { demoShop, signIn } from '../../../tests/support/shop.ts';
import { accountDetailsLogic } from './account-details.ts';

describe('the account details as the shop wires them', () => {
  it('reads the signed-in contact and their organisation', async () => {
    const { services } = demoShop(createDemoApi());
    await signIn(services, DEMO_ACCOUNTS.admin);
    const details = createActor(accountDetailsLogic(services), { input: { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding } }).start();
    const loaded = await waitFor(details, (s) => s.matches('loaded'));
    expect(loaded.context.details?.contact.Email).toBe(DEMO_ACCOUNTS.admin);
    expect(loaded.context.details?.customer.CustomerID).toBe(CUSTOMER.branding);
  });
});
