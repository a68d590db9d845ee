import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { demoShop, signIn, toastTexts } from '../../../tests/support/shop.ts';
import { contactsLogic } from './contacts.ts';

const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

describe('the contacts list as the shop wires it', () => {
  it('reads the organisation’s people, invites one without a login (a mail with this shop’s link) and deletes them', async () => {
    const demo = createDemoApi({ clock });
    const { services } = demoShop(demo, { now: clock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const account = selectAccount(services.session.getSnapshot())!;
    const list = createActor(contactsLogic(services), {
      input: { customerId: account.CustomerID, ownContactId: account.ContactID, confirmUrl: 'https://shop.example/reset-wachtwoord' },
    }).start();
    await waitFor(list, (s) => s.matches('ready'));
    const withoutLogin = list.getSnapshot().context.users.find((user) => !user.HasUserAccount)!;

    list.send({ type: 'INVITE_REQUESTED', contactId: withoutLogin.ContactID });
    await waitFor(list, (s) => s.matches('ready') && s.context.users.some((user) => user.ContactID === withoutLogin.ContactID && user.HasUserAccount));
    expect(demo.db.mailbox.at(-1)).toMatchObject({ To: withoutLogin.Email, Purpose: 'invitation', Link: expect.stringMatching(/^https:\/\/shop\.example\/reset-wachtwoord\?code=/) });

    list.send({ type: 'DELETE_REQUESTED', contactId: withoutLogin.ContactID });
    list.send({ type: 'CONFIRMED' });
    await waitFor(list, (s) => s.matches('ready') && !s.context.users.some((user) => user.ContactID === withoutLogin.ContactID));
    expect(toastTexts(services)).toEqual(expect.arrayContaining([expect.stringContaining('is uitgenodigd'), expect.stringContaining('is verwijderd')]));
  });

  it('never offers to delete the signed-in user', async () => {
    const demo = createDemoApi({ clock });
    const { services } = demoShop(demo, { now: clock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    const account = selectAccount(services.session.getSnapshot())!;
    const list = createActor(contactsLogic(services), { input: { customerId: account.CustomerID, ownContactId: account.ContactID, confirmUrl: 'https://shop.example/reset-wachtwoord' } }).start();
    await waitFor(list, (s) => s.matches('ready'));
    list.send({ type: 'DELETE_REQUESTED', contactId: account.ContactID });
    expect(list.getSnapshot().matches('ready')).toBe(true);
  });
});
