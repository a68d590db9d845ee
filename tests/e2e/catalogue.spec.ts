import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { holdChunk } from './shop-steps.ts';

/** The seed lists 71 products (deposits never), 10 of them tents; a grid page holds 12. */
const LISTED_PRODUCTS = 71;
const TENTS = 10;
const PAGE_SIZE = 12;

const grid = (page: Page) => page.getByRole('list', { name: 'Producten' });
const cards = (page: Page) => grid(page).getByRole('listitem');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

test('home → a category → filtering by a property narrows the grid, and a reload keeps the filter', async ({ page, visit }) => {
  await visit('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Wat zoek je?' })).toBeVisible();
  // On home the search bar is in the page; the top bar shows none.
  await expect(page.getByRole('combobox')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Zoek een product' })).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categorieën' });
  await expect(categories.getByRole('link').first()).toHaveText('Tenten');

  await categories.getByRole('link', { name: 'Tenten' }).click();
  await expect(page).toHaveURL(/\/products\/category\/1000$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Tenten');
  await expect(cards(page)).toHaveCount(TENTS);
  await expect(grid(page).getByRole('link', { name: 'Partytent 3 x 3 m' })).toHaveAttribute('href', '/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' })).toBeVisible();
  await expectAccessible(page);

  // The category's filters stand under their item-property groups, by ranking.
  await expect(filters(page).getByRole('heading', { level: 2 })).toHaveText(['Categorie', 'Afmetingen', 'Uitrusting']);
  await filters(page).getByRole('group', { name: 'Afmeting' }).getByText('3 x 3 m').click();
  await expect(page).toHaveURL(/properties%5BAfmeting%5D=3\+x\+3\+m/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'producten' })).toHaveText('2 van 2 producten');
  await expectAccessible(page);

  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(filters(page).getByRole('checkbox', { name: '3 x 3 m' })).toBeChecked();
  await expect(grid(page).getByRole('link', { name: 'Vouwtent 3 x 3 m' })).toBeVisible();
});

test('a parent category lists its subcategories and their products; a subcategory shows its path in the breadcrumb', async ({ page, visit }) => {
  await visit('/home');
  // Home shows the top level only.
  const home = page.getByRole('list', { name: 'Categorieën' });
  await expect(home.getByRole('link', { name: 'Tenten' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Partytenten' })).toHaveCount(0);
  await home.getByRole('link', { name: 'Tenten' }).click();

  await expect(page).toHaveURL(/\/products\/category\/1000$/);
  const subcategories = page.getByRole('main').getByRole('list', { name: 'Subcategorieën' });
  await expect(subcategories.getByRole('link')).toHaveText(['Partytenten', 'Feesttenten', 'Paviljoenen', 'Tentaccessoires']);
  // Tenten holds no product itself: every tent on its page is one of a subcategory's.
  await expect(cards(page)).toHaveCount(TENTS);
  await expect(grid(page).getByRole('link', { name: 'Feesttent 5 x 10 m' })).toBeVisible();
  await expect(grid(page).getByRole('link', { name: 'Haringenset (12 stuks) met hamer' })).toBeVisible();
  await expectAccessible(page);

  await subcategories.getByRole('link', { name: 'Partytenten' }).click();
  await expect(page).toHaveURL(/\/products\/category\/1010$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partytenten' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Tenten', 'Partytenten']);
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tenten']);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('main').getByRole('list', { name: 'Subcategorieën' })).toHaveCount(0);
  // A subcategory filters on its parent's properties.
  await expect(filters(page).getByRole('group', { name: 'Afmeting' })).toBeVisible();
  await expectAccessible(page);

  await breadcrumb.getByRole('link', { name: 'Tenten' }).click();
  await expect(page).toHaveURL(/\/products\/category\/1000$/);
  await expect(cards(page)).toHaveCount(TENTS);
});

test('the filter bar’s category tree opens a branch and chooses a subcategory by keyboard', async ({ page, visit }) => {
  await visit('/products');
  const tree = filters(page).getByRole('navigation', { name: 'Categorieën' });
  const tents = tree.getByRole('button', { name: 'Subcategorieën van Tenten' });
  await expect(tents).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('link', { name: 'Partytenten' })).toBeHidden();
  // A branch opened to look around…
  await tree.getByRole('button', { name: 'Subcategorieën van Geluid' }).click();
  await expect(tree.getByRole('link', { name: 'Microfoons' })).toBeVisible();

  await tree.getByRole('link', { name: 'Alle producten' }).focus();
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('link', { name: 'Tenten', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tents).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tents).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('link', { name: 'Partytenten' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('link', { name: 'Feesttenten' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/products\/category\/1020$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feesttenten' })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  // The tree shows the way to the category chosen: its branch open, the category marked as the page's.
  await expect(tents).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('link', { name: 'Feesttenten' })).toHaveAttribute('aria-current', 'page');
  // …closes again on the next page, which opens the way to itself.
  await expect(tree.getByRole('button', { name: 'Subcategorieën van Geluid' })).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});

test('a product’s breadcrumb follows the category the customer browses, and the product’s own when it came from elsewhere', async ({ page, visit }) => {
  await visit('/products/category/1000');
  await grid(page).getByRole('link', { name: 'Partytent 3 x 3 m' }).click();
  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tenten']);
  await expectAccessible(page);
  // The session keeps the category browsed: a reload shows the same way.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tenten']);

  // Straight from the search to a microphone: its own category, under Geluid.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' });
  await search.fill('micro');
  await page.getByRole('listbox').getByRole('option', { name: 'Draadloze handmicrofoon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draadloze handmicrofoon' })).toBeVisible();
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Geluid', 'Microfoons']);
  await expectAccessible(page);
});

test('a property with more options than the filter shows hides the rest behind "toon meer"', async ({ page, visit }) => {
  await visit('/products/category/1100');
  const height = filters(page).getByRole('group', { name: 'Hoogte' });
  await expect(height.getByRole('checkbox')).toHaveCount(5);
  await filters(page).getByRole('button', { name: 'Toon meer (1)' }).click();
  await expect(height.getByRole('checkbox')).toHaveCount(6);
  await height.getByText('Verstelbaar').click();
  await expect(cards(page)).toHaveCount(3);
  await expectAccessible(page);
});

test('scrolling to the end loads the next page until every product is shown', async ({ page, visit }) => {
  await visit('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  let shown = PAGE_SIZE;
  while (shown < LISTED_PRODUCTS) {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const next = Math.min(shown + PAGE_SIZE, LISTED_PRODUCTS);
    await expect(cards(page)).toHaveCount(next);
    shown = next;
  }
  await expect(page.getByText('Alle producten worden getoond.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'producten' })).toHaveText(`${LISTED_PRODUCTS} van ${LISTED_PRODUCTS} producten`);
  await expectAccessible(page);
});

test('the search drop list finds a product by keyboard and opens its page', async ({ page, visit }) => {
  await visit('/products');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' });
  await search.click();
  await page.keyboard.type('tent');
  const results = page.getByRole('listbox');
  await expect(results.getByRole('option', { name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(results.getByRole('option')).toHaveCount(5);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/details\/partytent-3-x-3-m$/);
});

test('the search is no part of the first screen: typed into before it has loaded, it takes over the text and the focus', async ({ page }) => {
  // The search's chunk is held back until the customer has typed.
  const release = await holdChunk(page, 'ProductSearch');
  // Not visit(): the network never falls quiet while the held chunk is asked for, which happens
  // once the page has settled, maybe before it was quiet for long enough.
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Producten' })).toBeVisible();
  await expectAccessible(page);
  const field = page.getByRole('banner').getByRole('textbox', { name: 'Zoek een product' });
  await field.click();
  await page.keyboard.type('tent');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  release();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Zoek een product' });
  await expect(search).toHaveValue('tent');
  await expect(search).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(search).toHaveValue('ten');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Partytent 3 x 3 m' })).toBeVisible();
  // Scanned with the list closed (react-aria hides the rest of the page while it is open).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('the search says when nothing matches, and Enter without a choice lists every match', async ({ page, visit }) => {
  await visit('/home');
  const search = page.getByRole('combobox', { name: 'Zoek een product' });
  await search.fill('bestaat niet');
  await expect(page.getByRole('listbox')).toHaveText('Geen producten gevonden voor „bestaat niet”');
  // While the list is open react-aria hides the rest of the page from assistive technology
  // (aria-hidden outside the combobox), which axe reports; the page is scanned with it closed.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectAccessible(page);

  await search.fill('micro');
  await expect(page.getByRole('option', { name: 'Draadloze handmicrofoon' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=micro$/);
  await expect(page.getByText('Zoekresultaten voor „micro”')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expectAccessible(page);
});

test('a filter that matches nothing says so and can be cleared', async ({ page, visit }) => {
  await visit('/products/category/1000');
  await filters(page).getByRole('group', { name: 'Afmeting' }).getByText('3 x 3 m').click();
  await expect(cards(page)).toHaveCount(2);
  await filters(page).getByRole('group', { name: 'Zijwanden' }).getByText('Ja').click();
  await expect(page.getByRole('heading', { name: 'Geen producten gevonden' })).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).toHaveURL(/\/products\/category\/1000$/);
  await expect(cards(page)).toHaveCount(TENTS);
  await expect(filters(page).getByRole('checkbox', { name: '3 x 3 m' })).not.toBeChecked();
});

test('a product list that cannot be loaded says so, with the toast, and loads on retry', async ({ page, request, visit }) => {
  await visit('/home');
  expect((await request.put('/api/__demo/switches', { data: { failureRate: 1 } })).ok()).toBe(true);
  await page.getByRole('list', { name: 'Categorieën' }).getByRole('link', { name: 'Tenten' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('De producten konden niet geladen worden.');
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('De producten konden niet geladen worden');
  await expectAccessible(page);

  expect((await request.put('/api/__demo/switches', { data: { failureRate: 0 } })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(cards(page)).toHaveCount(TENTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenten' })).toBeVisible();
});
