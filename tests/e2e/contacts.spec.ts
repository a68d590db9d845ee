import type { Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { mailbox } from './mailbox.ts';

/** The organisation's contact persons and users (issue 13, spec 002 §2, §4, §8). */

const table = (page: Page) => page.getByRole('grid', { name: 'Contactpersonen en gebruikers' });
const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
const actionsFor = (page: Page, name: string) => page.getByRole('button', { name: `Acties voor ${name}` });

async function openContacts(page: Page, visit: (path: string) => Promise<void>) {
  await visit('/account?tab=CONTACTS');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/account\/contact$/);
  await expect(table(page).getByRole('row')).toHaveCount(4);
}

test("the admin sees the organisation's people with their roles, invites one without a login and deletes one after confirming", async ({ page, request, visit }) => {
  await openContacts(page, visit);
  await expect(rowOf(page, 'Lotte')).toContainText('Beheerder');
  await expect(rowOf(page, 'Wout')).toContainText('Gebruiker');
  await expect(rowOf(page, 'Jana')).toContainText('Geen login');
  // The signed-in admin has nothing to do to themself here.
  await expect(actionsFor(page, 'Lotte Vermeulen')).toHaveCount(0);
  await expectAccessible(page);

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
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' }).getByRole('alert')).toBeVisible();
  await expect(rowOf(page, 'Wout')).toBeVisible();

  await actionsFor(page, 'Jana Maes').click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Jana Maes is verwijderd' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(3);
});

test('a list that cannot be read says so and reads again on request; hidden columns stay hidden', async ({ page, request, visit }) => {
  expect((await request.post('/api/__demo/faults', { data: { operation: 'GET /v3/customer/customer/{id}/shop-users', times: 4 } })).status()).toBe(201);
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
