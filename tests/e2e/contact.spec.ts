import type { Page } from '@playwright/test';
import { failNext } from './demo-faults.ts';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { mailbox } from './mailbox.ts';

/** The footer's Contact link: a message to the lending service (issue 15, spec 000 §2, §7 `POST v2/_contact-form`). */

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Meldingen' }).getByText(text);
const LENDING_SERVICE = 'uitleendienst@west-vlaanderen.demo.test';

test('a visitor writes to the lending service: refused fields say why, a reload and a failed send lose nothing, the message arrives', async ({ page, visit, request }) => {
  await visit('/home');
  await page.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(toast(page, 'Niet alle velden zijn (correct) ingevoerd')).toBeVisible();
  await expect(field(page, 'Naam')).toBeFocused();
  for (const name of ['Naam', 'E-mailadres', 'Onderwerp', 'Bericht']) await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Telefoon')).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await field(page, 'Naam').fill('Lotte Maes');
  await field(page, 'E-mailadres').fill('lotte@chiro.demo.test');
  await field(page, 'Telefoon').fill('bel me');
  await field(page, 'Onderwerp').fill('Openingsuren <b>Brugge</b>');
  await field(page, 'Bericht').fill('Is het magazijn open op zaterdag?\nWe willen tenten ophalen.');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(field(page, 'Telefoon')).toBeFocused();
  await expect(field(page, 'Telefoon')).toHaveAttribute('aria-invalid', 'true');

  // A reload keeps what was typed, refused phone number included.
  await page.reload();
  await expect(field(page, 'Bericht')).toHaveValue('Is het magazijn open op zaterdag?\nWe willen tenten ophalen.');
  await expect(field(page, 'Telefoon')).toHaveValue('bel me');
  await field(page, 'Telefoon').fill('050 40 30 20');

  // The backend fails once: its message, and the form stays as it was.
  await failNext(request, 'POST /v2/_contact-form');
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(toast(page, 'De demo-backend simuleert een storing')).toBeVisible();
  await expect(field(page, 'Onderwerp')).toHaveValue('Openingsuren <b>Brugge</b>');

  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Uw bericht is verzonden.' });
  await expect(sent).toBeFocused();
  await expect(sent).toContainText('Het antwoord komt naar: lotte@chiro.demo.test');
  await expectAccessible(page);
  const mail = (await mailbox(request)).find((m) => m.Purpose === 'contact-form');
  expect(mail).toMatchObject({ To: LENDING_SERVICE, Subject: 'Contactformulier: Openingsuren <b>Brugge</b>' });

  // Sent, nothing is kept: a reload opens an empty form.
  await page.reload();
  await expect(field(page, 'Bericht')).toHaveValue('');
  await expect(field(page, 'Naam')).toHaveValue('');
});

test('signed in, the form knows who writes; a second message keeps the sender and starts blank', async ({ page, visit, request }) => {
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: 'Contact' }).click();
  await expect(field(page, 'E-mailadres')).toHaveValue('admin@demo.test');
  await expect(field(page, 'Naam')).not.toHaveValue('');
  const name = await field(page, 'Naam').inputValue();

  await field(page, 'Onderwerp').fill('Factuuradres');
  await field(page, 'Bericht').fill('Ons factuuradres is veranderd.');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Bericht versturen' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Uw bericht is verzonden.' })).toBeVisible();
  await page.getByRole('button', { name: 'Nog een bericht sturen' }).click();
  await expect(field(page, 'Naam')).toHaveValue(name);
  await expect(field(page, 'Onderwerp')).toHaveValue('');
  await expect(field(page, 'Bericht')).toHaveValue('');
  const sent = (await mailbox(request)).filter((m) => m.Purpose === 'contact-form');
  expect(sent.map((m) => m.Subject)).toEqual(['Contactformulier: Factuuradres']);
});

test('a visitor who signs in keeps the message being written; signing out leaves nothing for the next person', async ({ page, visit }) => {
  await visit('/contact');
  await field(page, 'Onderwerp').fill('Openingsuren');
  await field(page, 'Bericht').fill('Is het magazijn open op zaterdag?');

  // The login page brings the visitor back here; a reload shows what the shop kept.
  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' }).click();
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Onderwerp')).toHaveValue('Openingsuren');
  await expect(field(page, 'Bericht')).toHaveValue('Is het magazijn open op zaterdag?');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' }).getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await visit('/contact');
  await expect(field(page, 'Onderwerp')).toHaveValue('');
  await expect(field(page, 'Bericht')).toHaveValue('');
});
