import type { Page } from '@playwright/test';
import { failNext, faultsSpent, READ_TRIES } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { mailbox } from './mailbox.ts';
import { addContacts, openWeekendInBrugge } from './shop-steps.ts';

/** The organisation's contact persons and users (issue 13, spec 002 §2, §4, §8). */

const table = (page: Page) => page.getByRole('grid', { name: 'Contactpersonen en gebruikers' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const actionsFor = (page: Page, name: string) => page.getByRole('button', { name: `Acties voor ${name}` });

/** Opens the contacts tab as the admin, through `/account?tab=CONTACTS`, and waits for its rows (the header row included). */
async function openContactsOf(page: Page, visit: (path: string) => Promise<void>, rows: number) {
  await visit('/account?tab=CONTACTS');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(table(page).getByRole('row')).toHaveCount(rows);
}

const openContacts = (page: Page, visit: (path: string) => Promise<void>) => openContactsOf(page, visit, 4);

test('asked to delete a person, the admin is told of the cart that person left open', async ({ page, request, visit }) => {
  // Wout (the sub user) filled a cart in a session of his own.
  const period = await openWeekendInBrugge(request);
  const login = await (await request.post('/api/v3/core/token/_login', { data: { UserName: 'sub@demo.test', Password: 'Demo!2026' } })).json();
  const headers = { Authorization: `Bearer ${login.Token.Access_token}` };
  const cart = await (
    await request.post('/api/v3/rental/cart', { headers, data: { WarehouseID: 'WH-BRUGGE', DateTimeExpectedStart: period.from, DateTimeExpectedEnd: period.to, DeliveryID: 'PICKUP' } })
  ).json();
  expect((await request.post(`/api/v3/rental/cart/${cart.CartID}/items`, { headers, data: [{ ItemID: 'PARTYTENT-3X3', Amount: 2 }] })).ok()).toBe(true);

  await openContacts(page, visit);
  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Contactpersoon verwijderen' });
  await expect(confirmation).toContainText('Wout Declercq heeft nog een winkelwagen met 2 artikelen open.');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Annuleren' }).click();
  await expect(rowOf(page, 'Wout')).toBeVisible();
});

test("the admin sees the organisation's people with their roles, invites one without a login and deletes one after confirming", async ({ page, request, visit }) => {
  await openContacts(page, visit);
  await expect(rowOf(page, 'Lotte')).toContainText('Beheerder');
  await expect(rowOf(page, 'Wout')).toContainText('Gebruiker');
  await expect(rowOf(page, 'Jana')).toContainText('Geen login');
  // The signed-in admin can edit their own contact, and nothing else.
  await actionsFor(page, 'Lotte Vermeulen').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Bewerken']);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await actionsFor(page, 'Jana Maes').click();
  await page.getByRole('menuitem', { name: 'Uitnodigen' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Jana Maes is uitgenodigd' })).toBeVisible();
  await expect(rowOf(page, 'Jana')).toContainText('Gebruiker');
  const invitation = (await mailbox(request)).find((mail) => mail.To === 'jana.maes@debranding.demo.test' && mail.Purpose === 'invitation');
  expect(invitation?.Link).toContain('/reset-wachtwoord?code=');

  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Contactpersoon verwijderen' });
  await expect(confirmation).toContainText('Wilt u Wout Declercq verwijderen?');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Annuleren' }).click();
  await expect(rowOf(page, 'Wout')).toBeVisible();

  // Wout has reservations: the backend refuses, the toast says why, the row stays.
  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Contactpersoon verwijderen' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('alert')).toBeVisible();
  await expect(rowOf(page, 'Wout')).toBeVisible();

  await actionsFor(page, 'Jana Maes').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Contactpersoon verwijderen' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Jana Maes is verwijderd' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
});

test('a list that cannot be read says so and reads again on request; hidden columns stay hidden', async ({ page, request, visit }) => {
  await failNext(request, 'GET /v3/customer/customer/{id}/shop-users', 4);
  await visit('/account/contact');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' })).toBeVisible();
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Kolommen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Telefoon' }).click();
  await page.keyboard.press('Escape');
  await expect(table(page).getByRole('columnheader', { name: 'Telefoon' })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Gsm' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

test('a sub user has no contacts tab and is forbidden the page', async ({ page, visit }) => {
  await visit('/account/contact');
  await logIn(page, 'sub@demo.test');
  await expect(page).toHaveURL(/\/forbidden$/);
});

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Meldingen' }).getByText(text);

test('the admin adds a contact person with an invitation, keeps the form over a reload and a refused save, edits them after a failed read and save, and deletes them', async ({ page, request, visit }) => {
  await openContacts(page, visit);
  await page.getByRole('link', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactpersoon toevoegen' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Aanspreking' }).getByText('Mx.').click();
  await page.getByRole('textbox', { name: 'Voornaam' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Achternaam' }).fill('Claes');
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill('robin.claes@');
  await page.getByRole('textbox', { name: 'Gsm (optioneel)' }).fill('0470 11 22 33');
  await page.getByRole('checkbox', { name: 'Stuur meteen een uitnodiging per e-mail' }).press('Space');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  // A bad address: the field says why and takes the focus; nothing typed is lost.
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription(/e-mailadres/i);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('textbox', { name: 'E-mailadres' }).fill('robin.claes@debranding.demo.test');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveValue('Robin');
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('robin.claes@debranding.demo.test');
  await expect(page.getByRole('checkbox', { name: 'Stuur meteen een uitnodiging per e-mail' })).toBeChecked();

  await failNext(request, 'POST /v3/customer/customer/{id}/shop-users');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(page.getByRole('textbox', { name: 'Gsm (optioneel)' })).toHaveValue('0470 11 22 33');

  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(toast(page, 'Robin Claes is toegevoegd en per e-mail uitgenodigd')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(rowOf(page, 'Robin')).toContainText('uitgenodigd');
  const invitation = (await mailbox(request)).find((mail) => mail.To === 'robin.claes@debranding.demo.test' && mail.Purpose === 'invitation');
  expect(invitation?.Link).toContain('/reset-wachtwoord?code=');

  // The person cannot be read at first, and their change cannot be saved at first: each is said, and works on the next try.
  await failNext(request, 'GET /v3/customer/customer/{id}/shop-users/{userId}', READ_TRIES);
  await actionsFor(page, 'Robin Claes').click();
  await page.getByRole('menuitem', { name: 'Bewerken' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contactpersoon bewerken' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Achternaam' })).toHaveValue('Claes');
  await page.getByRole('textbox', { name: 'Telefoon (optioneel)' }).fill('050 12 34 56');
  await failNext(request, 'PATCH /v3/customer/customer/{id}/shop-users/{userId}');
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De demo-backend simuleert een storing');
  await expect(page.getByRole('textbox', { name: 'Telefoon (optioneel)' })).toHaveValue('050 12 34 56');
  await page.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
  await expect(toast(page, 'De gegevens van Robin Claes zijn bewaard')).toBeVisible();
  await expect(rowOf(page, 'Robin')).toContainText('050 12 34 56');

  await actionsFor(page, 'Robin Claes').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Contactpersoon verwijderen' }).click();
  await expect(toast(page, 'Robin Claes is verwijderd')).toBeVisible();
  await expect(rowOf(page, 'Robin')).toHaveCount(0);
});

test("each change that fails says so and leaves the person as they were; a user's login is taken away after confirming", async ({ page, request, visit }) => {
  await openContacts(page, visit);
  const failure = page.getByRole('region', { name: 'Meldingen' }).getByRole('alert').filter({ hasText: 'De demo-backend simuleert een storing' });
  const change = async (name: string, item: string, confirm?: string) => {
    await actionsFor(page, name).click();
    await page.getByRole('menuitem', { name: item }).click();
    if (confirm) await page.getByRole('alertdialog', { name: confirm }).getByRole('button', { name: confirm }).click();
  };
  const failedChange = async (operation: string, name: string, item: string, confirm?: string) => {
    await failNext(request, operation);
    await change(name, item, confirm);
    await expect(failure).toBeVisible();
    await page.getByRole('region', { name: 'Meldingen' }).getByRole('button', { name: 'Melding sluiten' }).first().click();
    await expect(failure).toHaveCount(0);
  };

  await failedChange('POST /v3/customer/customer/{id}/shop-users/{userId}', 'Jana Maes', 'Uitnodigen');
  await expect(rowOf(page, 'Jana')).toContainText('Geen login');
  await failedChange('POST /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}/promote', 'Wout Declercq', 'Beheerder maken', 'Beheerder maken');
  await expect(rowOf(page, 'Wout')).toContainText('Gebruiker');
  await failedChange('PATCH /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}', 'Wout Declercq', 'Login blokkeren');
  await expect(rowOf(page, 'Wout')).not.toContainText('geblokkeerd');
  await change('Wout Declercq', 'Login blokkeren');
  await expect(rowOf(page, 'Wout')).toContainText('geblokkeerd');
  await failedChange('PATCH /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}', 'Wout Declercq', 'Login deblokkeren');
  await expect(rowOf(page, 'Wout')).toContainText('geblokkeerd');
  await failedChange('DELETE /v2/shop/authorization/{contactId}/subaccounts/{userName}/{targetContactId}', 'Wout Declercq', 'Login intrekken', 'Login intrekken');
  await expect(rowOf(page, 'Wout')).toContainText('geblokkeerd');

  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Login intrekken' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Login intrekken' });
  await expect(confirmation).toContainText('Wilt u de login van Wout Declercq intrekken? De contactpersoon blijft bewaard');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Login intrekken' }).click();
  await expect(toast(page, 'Wout Declercq heeft geen login meer; de contactpersoon blijft bewaard')).toBeVisible();
  await expect(rowOf(page, 'Wout')).toContainText('Geen login');

  // Whether Jana left a cart cannot be read: the question is asked all the same, without it.
  await failNext(request, 'GET /v3/customer/customer/{id}/shop-users/{userId}/cart', READ_TRIES);
  await actionsFor(page, 'Jana Maes').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const deletion = page.getByRole('alertdialog', { name: 'Contactpersoon verwijderen' });
  await expect(deletion).toContainText('Wilt u Jana Maes verwijderen?');
  await faultsSpent(request);
  await expect(deletion).not.toContainText('winkelwagen');
  await deletion.getByRole('button', { name: 'Annuleren' }).click();
  await expect(rowOf(page, 'Jana')).toBeVisible();
});

test("the admin blocks and unblocks a user's login, then hands the admin role over and loses the contacts tab", async ({ page, visit }) => {
  await openContacts(page, visit);
  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Login blokkeren' }).click();
  await expect(rowOf(page, 'Wout')).toContainText('geblokkeerd');
  await actionsFor(page, 'Wout Declercq').click();
  await expect(page.getByRole('menuitem', { name: 'Beheerder maken' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Login deblokkeren' }).click();
  await expect(toast(page, 'De login van Wout Declercq is weer actief')).toBeVisible();
  await expect(rowOf(page, 'Wout')).not.toContainText('geblokkeerd');

  await actionsFor(page, 'Wout Declercq').click();
  await page.getByRole('menuitem', { name: 'Beheerder maken' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Beheerder maken' });
  await expect(confirmation).toContainText('U wordt zelf gebruiker');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Beheerder maken' }).click();
  await expect(toast(page, 'Wout Declercq is nu de beheerder van uw organisatie')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/details$/);
  await expect(page.getByRole('navigation', { name: 'Mijn account' }).getByRole('link', { name: 'Contactpersonen' })).toHaveCount(0);
});

test('on return the list shows at once the people it kept from the last time, while it reads them again', async ({ page, request, visit }) => {
  await openContacts(page, visit);
  const account = page.getByRole('navigation', { name: 'Mijn account' });
  await account.getByRole('link', { name: 'Mijn gegevens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  // A slow backend from here: the list cannot wait for it.
  expect((await request.put('/api/__demo/switches', { data: { latencyMs: 8000 } })).ok()).toBe(true);
  await account.getByRole('link', { name: 'Contactpersonen' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(4, { timeout: 3000 });
  await expect(rowOf(page, 'Wout')).toContainText('Gebruiker');
  expect((await request.put('/api/__demo/switches', { data: { latencyMs: 0 } })).ok()).toBe(true);
});

test('a long list pages: 25 people a page, the page links go on to the rest', async ({ page, request, visit }) => {
  await addContacts(request, 30);
  await openContactsOf(page, visit, 26);
  const pages = page.getByRole('navigation', { name: 'Paginering' });
  await expect(pages.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Volgende' }).click();
  await expect(pages.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  await expect(table(page).getByRole('row')).toHaveCount(1 + 33 - 25);
  await expectAccessible(page);
});
