import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The registration's look-ups, as an analyst steps through them at /flows; the registration's
 * browser tests walk them as a customer does.
 */
const ASSOCIATION_SEARCH = 'Vereniging zoeken in het verenigingsregister';
const COMPANY_LOOKUP = 'Opzoeken in de Kruispuntbank van Ondernemingen';

const state = (page: Page, title: string, name: string) =>
  page.getByRole('region', { name: `Diagram van ${title}` }).getByRole('button', { name, exact: true });
const current = (page: Page, title: string, name: string) => expect(state(page, title, name)).toHaveAttribute('aria-current', 'true');

test('simulate: the association search waits for 2 characters of a name and for the typing to pause, then takes the chosen organisation', async ({ page, visit }) => {
  await visit('/flows/association-search');
  await page.getByRole('tab', { name: 'Simuleren' }).click();
  await current(page, ASSOCIATION_SEARCH, 'search.idle');

  await page.getByRole('button', { name: 'TEXT_TYPED text: "B"' }).click();
  await current(page, ASSOCIATION_SEARCH, 'search.tooShort');
  await page.getByRole('button', { name: 'TEXT_TYPED text: "Branding"' }).click();
  await current(page, ASSOCIATION_SEARCH, 'search.waiting');
  await page.getByRole('button', { name: 'SEARCH_DEBOUNCE_ELAPSED' }).click();
  await current(page, ASSOCIATION_SEARCH, 'search.searching');
  await page.getByRole('button', { name: 'xstate.done.actor.searchRegister output: [1]' }).click();
  await current(page, ASSOCIATION_SEARCH, 'search.results');
  await page.getByRole('button', { name: 'RESULT_CHOSEN', exact: true }).click();
  await current(page, ASSOCIATION_SEARCH, 'chosen');
  await expectAccessible(page);
});

test('simulate: the company look-up refuses a wrong number before asking, and tells an inactive organisation', async ({ page, visit }) => {
  await visit('/flows/company-lookup');
  await page.getByRole('tab', { name: 'Simuleren' }).click();
  await current(page, COMPANY_LOOKUP, 'ready.editing');

  await page.getByRole('button', { name: 'NUMBER_TYPED number: "9123"' }).click();
  await page.getByRole('button', { name: 'LOOKUP_REQUESTED' }).click();
  await current(page, COMPANY_LOOKUP, 'ready.invalidNumber');
  await page.getByRole('button', { name: 'NUMBER_TYPED number: "2.234.567.818"' }).click();
  await page.getByRole('button', { name: 'LOOKUP_REQUESTED' }).click();
  await current(page, COMPANY_LOOKUP, 'lookingUp');
  await page.getByRole('button', { name: /^xstate\.done\.actor\.lookUpCompany .*Speelpleinwerking Zonnedauw/ }).click();
  await current(page, COMPANY_LOOKUP, 'ready.inactive');
  await expectAccessible(page);
});
