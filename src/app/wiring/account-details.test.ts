import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { demoShop, failNextCalls, signIn, toastTexts } from '../../../tests/support/shop.ts';
import type { ShopServices } from '../environment.ts';
import { accountDetailsInputOf, accountDetailsLogic, profileDraftOf } from './account-details.ts';

const STRONG = 'Branding!2027';

const ADMIN = { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding };

/** The page as it opens: with whatever draft a reload left (the tab without the provincial locks). */
function openPage(services: ShopServices) {
  return createActor(accountDetailsLogic(services), { input: { ...accountDetailsInputOf(services, ADMIN), provincial: false } }).start();
}
const settled = (page: ReturnType<typeof openPage>) => waitFor(page, (s) => !s.hasTag('loading') && !s.hasTag('submitting'));

describe('"Mijn gegevens" as the shop wires it', () => {
  it('saves the changes and the new password, and the session takes the new name', async () => {
    const demo = createDemoApi();
    const { services } = demoShop(demo);
    await signIn(services, DEMO_ACCOUNTS.admin);
    const page = openPage(services);
    await settled(page);
    page.send({ type: 'FIELD_CHANGED', patch: { contact: { lastName: 'Peeters', phone: '050 44 55 66' }, organisation: { companyName: 'De Branding vzw' } } });
    page.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: true });
    page.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    page.send({ type: 'SUBMITTED' });
    await settled(page);
    expect(toastTexts(services)).toEqual(['Uw gegevens zijn bewaard']);
    const session = services.session.getSnapshot().context;
    expect(session.account).toMatchObject({ FirstName: 'Lotte', LastName: 'Peeters' });
    expect(session.customer?.CompanyName).toBe('De Branding vzw');
    expect(profileDraftOf(services).read()).toBeNull();
    // The session goes on with its token; the new password signs in.
    expect((await services.api.GET('/v3/core/token/_user-info')).response.status).toBe(200);
    expect((await services.api.POST('/v3/core/token/_login', { body: { UserName: DEMO_ACCOUNTS.admin, Password: STRONG } })).response.status).toBe(200);
  });

  it('keeps what was typed over a reload, never the password, and after a failed save', async () => {
    const demo = createDemoApi();
    const { services, store } = demoShop(demo);
    await signIn(services, DEMO_ACCOUNTS.admin);
    const page = openPage(services);
    await settled(page);
    page.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: true });
    page.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    page.send({ type: 'FIELD_CHANGED', patch: { organisation: { phone: '050 77 88 99' } } });
    await failNextCalls(demo, 'PATCH /v2/shop/customers/{id}');
    page.send({ type: 'SUBMITTED' });
    const failed = await settled(page);
    expect(failed.context.failure).toMatchObject({ kind: 'save-failed', error: { serverMessage: 'De demo-backend simuleert een storing' } });
    expect(failed.context.values?.organisation.phone).toBe('050 77 88 99');
    expect(store.keys().map((key) => store.read(key)).join()).not.toContain(STRONG);
    page.stop();

    const reloaded = openPage(services);
    const restored = await settled(reloaded);
    expect(restored.context.values?.organisation.phone).toBe('050 77 88 99');
    expect(restored.context.restored).toBe(true);
    // The password was saved with the wave (its own call succeeded): it is not asked again.
    expect(restored.context.passwordChange).toBe(false);
    reloaded.send({ type: 'SUBMITTED' });
    await settled(reloaded);
    expect(toastTexts(services)).toContain('Uw gegevens zijn bewaard');
    expect(demo.db.customers.find((c) => c.CustomerID === CUSTOMER.branding)?.Tel).toBe('050 77 88 99');
  });

  it('keeps its draft under its own key for this contact only, and forgets it at a sign-out', async () => {
    const demo = createDemoApi();
    const { services, store } = demoShop(demo);
    await signIn(services, DEMO_ACCOUNTS.admin);
    expect(accountDetailsInputOf(services, ADMIN)).toMatchObject({ ...ADMIN, provincial: true, draft: null });
    const page = openPage(services);
    await settled(page);
    page.send({ type: 'FIELD_CHANGED', patch: { contact: { mobile: '0470 99 88 77' } } });
    expect(store.read('uitleendienst-draft:account-details')).toContain('0470 99 88 77');
    expect(accountDetailsInputOf(services, ADMIN).draft).toMatchObject({ ...ADMIN, values: { contact: { mobile: '0470 99 88 77' } } });
    page.stop();

    // Another contact's page does not take it.
    const other = createActor(accountDetailsLogic(services), { input: { ...accountDetailsInputOf(services, { ...ADMIN, contactId: CONTACT.subBranding }), provincial: false } }).start();
    expect((await settled(other)).context.restored).toBe(false);
    other.stop();

    services.session.send({ type: 'LOGOUT_REQUESTED' });
    await waitFor(services.session, (s) => selectAccount(s) === null);
    expect(profileDraftOf(services).read()).toBeNull();
  });

  it('hides and skips the invoice details when they cannot be read', async () => {
    const demo = createDemoApi();
    const { services } = demoShop(demo);
    await signIn(services, DEMO_ACCOUNTS.admin);
    for (let attempt = 0; attempt < 4; attempt++) await failNextCalls(demo, 'GET /v3/customer/customer/{id}/detail');
    const page = openPage(services);
    const snapshot = await settled(page);
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.detail).toBeNull();
  });
});
