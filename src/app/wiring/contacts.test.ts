import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import type { ShopSettings as DemoSettings } from '../../../demo-api/db.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS, PRODUCT, WAREHOUSE } from '../../../demo-api/seed/anchors.ts';
import { selectConfirmation, selectMayAdd, selectPeople } from '../../../machines/contacts/selectors.ts';
import { selectAccount, selectSettings } from '../../../machines/session/selectors.ts';
import { demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { fixedClock } from '../../../tests/support/clock.ts';
import { contactsInputOf, contactsLogic, knownPeopleOf } from './contacts.ts';


async function openList(userName: string = DEMO_ACCOUNTS.admin, settings: Partial<DemoSettings> = {}) {
  const demo = createDemoApi({ clock: fixedClock });
  Object.assign(demo.db.settings, settings);
  const shop = demoShop(demo, { now: fixedClock.now });
  await signIn(shop.services, userName);
  const list = createActor(contactsLogic(shop.services), {
    input: { ...contactsInputOf(shop.services, 'https://shop.example'), known: null },
  }).start();
  await waitFor(list, (s) => s.matches('ready'));
  return { demo, ...shop, list };
}

const loginState = (demo: ReturnType<typeof createDemoApi>, userName: string) => demo.db.users.find((user) => user.UserName === userName);

describe('the contacts list as the shop wires it', () => {
  it('reads the organisation’s people with their logins, invites one without a login (a mail with this shop’s link) and deletes them', async () => {
    const { demo, services, list } = await openList();
    expect(list.getSnapshot().context.logins.map((login) => login.ContactID)).toEqual(expect.arrayContaining([CONTACT.adminBranding, CONTACT.subBranding]));
    const withoutLogin = list.getSnapshot().context.users.find((user) => !user.HasUserAccount)!;

    list.send({ type: 'INVITE_REQUESTED', contactId: withoutLogin.ContactID });
    await waitFor(list, (s) => s.matches('ready') && s.context.users.some((user) => user.ContactID === withoutLogin.ContactID && user.HasUserAccount));
    expect(demo.db.mailbox.at(-1)).toMatchObject({ To: withoutLogin.Email, Purpose: 'invitation', Link: expect.stringMatching(/^https:\/\/shop\.example\/reset-wachtwoord\?code=/) });
    expect(list.getSnapshot().context.logins.find((login) => login.ContactID === withoutLogin.ContactID)?.Status).toBe('Unconfirmed');

    list.send({ type: 'DELETE_REQUESTED', contactId: withoutLogin.ContactID });
    list.send({ type: 'CONFIRMED' });
    await waitFor(list, (s) => s.matches('ready') && !s.context.users.some((user) => user.ContactID === withoutLogin.ContactID));
    expect(toastTexts(services)).toEqual(expect.arrayContaining([expect.stringContaining('is uitgenodigd'), expect.stringContaining('is verwijderd')]));
  });

  it('asked to delete a person, says how many articles their open cart holds (their cart as the admin may read it)', async () => {
    const { demo, list } = await openList();
    // The sub user filled a cart in their own session.
    const colleague = demoShop(demo, { now: fixedClock.now });
    await signIn(colleague.services, DEMO_ACCOUNTS.sub);
    const body = { WarehouseID: WAREHOUSE.brugge, DateTimeExpectedStart: '2026-12-18', DateTimeExpectedEnd: '2026-12-21', DeliveryID: 'PICKUP' };
    const cartId = (await colleague.services.api.POST('/v3/rental/cart', { body })).data!.CartID;
    await colleague.services.api.POST('/v3/rental/cart/{id}/items', { params: { path: { id: cartId } }, body: [{ ItemID: PRODUCT.partytent3x3, Amount: 2 }] });

    list.send({ type: 'DELETE_REQUESTED', contactId: CONTACT.subBranding });
    const asking = await waitFor(list, (s) => s.matches({ confirming: 'asking' }));
    expect(selectConfirmation(asking)).toMatchObject({ change: 'delete', openCartItems: 2 });
    list.send({ type: 'CANCELLED' });
    expect(list.getSnapshot().context.openCartItems).toBeNull();

    // Someone without a cart: nothing to say.
    const withoutCart = list.getSnapshot().context.users.find((user) => !user.HasUserAccount)!;
    list.send({ type: 'DELETE_REQUESTED', contactId: withoutCart.ContactID });
    expect(selectConfirmation(await waitFor(list, (s) => s.matches({ confirming: 'asking' })))?.openCartItems).toBeNull();
  });

  it('blocks and unblocks a login, and takes it away after a confirmation while the contact stays', async () => {
    const { demo, services, list } = await openList();
    list.send({ type: 'BLOCK_REQUESTED', contactId: CONTACT.subBranding });
    await waitFor(list, (s) => s.matches('ready') && s.context.logins.some((login) => login.ContactID === CONTACT.subBranding && login.Status === 'LockedOut'));
    expect(loginState(demo, DEMO_ACCOUNTS.sub)?.Status).toBe('LockedOut');

    list.send({ type: 'UNBLOCK_REQUESTED', contactId: CONTACT.subBranding });
    await waitFor(list, (s) => s.matches('ready') && s.context.logins.some((login) => login.ContactID === CONTACT.subBranding && login.Status === 'Active'));

    list.send({ type: 'REVOKE_REQUESTED', contactId: CONTACT.subBranding });
    expect(list.getSnapshot().matches('confirming')).toBe(true);
    list.send({ type: 'CONFIRMED' });
    await waitFor(list, (s) => s.matches('ready') && !s.context.logins.some((login) => login.ContactID === CONTACT.subBranding));
    expect(list.getSnapshot().context.users.find((user) => user.ContactID === CONTACT.subBranding)?.HasUserAccount).toBe(false);
    expect(toastTexts(services)).toEqual(expect.arrayContaining(['De login van Wout Declercq is geblokkeerd', 'De login van Wout Declercq is weer actief']));
  });

  it('hands the admin role over after a confirmation: the session learns the new role and the page leaves the list', async () => {
    const { services, navigate, list } = await openList();
    list.send({ type: 'PROMOTE_REQUESTED', contactId: CONTACT.subBranding });
    list.send({ type: 'CONFIRMED' });
    await waitFor(list, (s) => s.status === 'done');
    const settings = selectSettings(services.session.getSnapshot())!;
    expect(selectAccount(services.session.getSnapshot())?.RoleName).not.toBe(settings.DefaultRoleName);
    expect(navigate).toHaveBeenLastCalledWith('/account', { replace: true });
    expect(toastTexts(services).at(-1)).toContain('Wout Declercq is nu de beheerder');
  });

  it('keeps the people it read under its own key, for this organisation only, so the list shows at once next time; a sign-out forgets them', async () => {
    const { services, list } = await openList();
    const kept = knownPeopleOf(services).read();
    expect(kept?.customerId).toBe(selectAccount(services.session.getSnapshot())?.CustomerID);
    expect(kept?.users).toEqual(list.getSnapshot().context.users);
    expect(kept?.logins).toEqual(list.getSnapshot().context.logins);
    expect(contactsInputOf(services, 'https://shop.example').known).toEqual(kept);
    services.session.send({ type: 'LOGOUT_REQUESTED' });
    await waitFor(services.session, (s) => selectAccount(s) === null);
    expect(knownPeopleOf(services).read()).toBeNull();
  });

  it('starts from the admin’s account, the shop’s invitation page and whether the signed-in user is the admin', async () => {
    const { services } = await openList();
    const input = contactsInputOf(services, 'https://shop.example');
    expect(input).toMatchObject({ customerId: CUSTOMER.branding, ownContactId: CONTACT.adminBranding, confirmUrl: 'https://shop.example/reset-wachtwoord', isAdmin: true });
    const sub = await openList(DEMO_ACCOUNTS.sub, { ShopShowContactsFor: 'UserAndSubUser' });
    expect(contactsInputOf(sub.services, 'https://shop.example')).toMatchObject({ ownContactId: CONTACT.subBranding, isAdmin: false });
  });

  it('never offers to delete, block or hand over to the signed-in user', async () => {
    const { list } = await openList();
    const own = list.getSnapshot().context.ownContactId;
    for (const type of ['DELETE_REQUESTED', 'REVOKE_REQUESTED', 'BLOCK_REQUESTED', 'PROMOTE_REQUESTED'] as const) {
      list.send({ type, contactId: own });
      expect(list.getSnapshot().matches('ready')).toBe(true);
    }
  });

  it('offers a sub user whom ShopShowContactsFor lets in the list to read, and only their own details to change (spec 002 §6)', async () => {
    const { list } = await openList(DEMO_ACCOUNTS.sub, { ShopShowContactsFor: 'UserAndSubUser' });
    const snapshot = list.getSnapshot();
    expect(snapshot.context.users.map((user) => user.ContactID)).toEqual(expect.arrayContaining([CONTACT.adminBranding, CONTACT.subBranding]));
    expect(selectMayAdd(snapshot)).toBe(false);
    const changesOf = (contactId: string) => selectPeople(snapshot).find(({ user }) => user.ContactID === contactId)?.changes;
    expect(changesOf(CONTACT.subBranding)).toEqual(['edit']);
    expect(changesOf(CONTACT.adminBranding)).toEqual([]);
    list.send({ type: 'BLOCK_REQUESTED', contactId: CONTACT.adminBranding });
    expect(list.getSnapshot().matches('ready')).toBe(true);
  });

  it('offers the admin every change the rules allow, and adding a person', async () => {
    const { list } = await openList();
    const snapshot = list.getSnapshot();
    expect(selectMayAdd(snapshot)).toBe(true);
    const sub = selectPeople(snapshot).find(({ user }) => user.ContactID === CONTACT.subBranding);
    expect(sub).toMatchObject({ role: 'user', loginStatus: 'Active', changes: ['edit', 'block', 'promote', 'revoke', 'delete'] });
  });
});
