import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, test } from './fixtures.ts';
import { chooseLocationAndPeriod, fridayAhead, openWeekendInBrugge, plusDays } from './shop-steps.ts';

type BumpWatch = { bumps: number; measured: number; overflow: number };

/**
 * Counts the cart button's bumps from the page's start, and how far the page is wider than the
 * window halfway through each (the bump scales).
 */
function watchCartBumps() {
  const watch: BumpWatch = { bumps: 0, measured: 0, overflow: 0 };
  (window as unknown as { cartBumps: BumpWatch }).cartBumps = watch;
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target as Element;
      if (!element.classList.contains('cart-button-bump') || record.oldValue?.includes('cart-button-bump')) continue;
      watch.bumps++;
      setTimeout(() => {
        const root = document.documentElement;
        watch.overflow = Math.max(watch.overflow, root.scrollWidth - root.clientWidth);
        watch.measured++;
      }, 250);
    }
  }).observe(document, { attributes: true, attributeOldValue: true, subtree: true, attributeFilter: ['class'] });
}
const cartBumps = (page: Page) => page.evaluate(() => (window as unknown as { cartBumps: BumpWatch }).cartBumps);

/** The page's links, buttons and fields a toast lies over, by name: a toast should cover none. */
async function controlsUnder(page: Page, toast: Locator): Promise<string[]> {
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  return page.evaluate((toast) => {
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    return [...controls]
      .filter((control) => !control.closest('[aria-label="Meldingen"]'))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < toast.x + toast.width && r.right > toast.x && r.top < toast.y + toast.height && r.bottom > toast.y;
      })
      .map((control) => control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.tagName));
  }, box!);
}

test('a product page shows its title, images with a lightbox, tabs, period prices and its warning', async ({ page, visit }) => {
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' });
  // Opened straight from a link: the way down to the product's own category.
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Tenten', 'Partytenten']);
  await expect(breadcrumb).toContainText('Partytent 3 x 3 m');
  await expect(page.getByRole('note')).toContainText('Let op: Bij windkracht 6 of meer moet de tent worden afgebroken.');

  const prices = page.getByRole('region', { name: 'Prijzen' });
  await expect(prices.getByRole('term')).toHaveText(['1 dag', 'Weekend', '1 week']);
  await expect(prices.getByRole('definition').first()).toContainText(/€\s?15,00.*indicatief/);

  const thumbnails = page.getByRole('list', { name: 'Afbeeldingen van Partytent 3 x 3 m' });
  await expect(thumbnails.getByRole('button')).toHaveCount(3);
  const thumbnail = await thumbnails.getByRole('button').first().boundingBox();
  const next = await thumbnails.getByRole('button').nth(1).boundingBox();
  expect([thumbnail?.width, thumbnail?.height, Math.round((next?.x ?? 0) - (thumbnail?.x ?? 0) - (thumbnail?.width ?? 0))]).toEqual([92, 92, 10]);
  await thumbnails.getByRole('button', { name: 'Afbeelding 2 van 3 tonen' }).click();
  await expect(thumbnails.getByRole('button', { name: 'Afbeelding 2 van 3 tonen' })).toHaveAttribute('aria-current', 'true');

  // The lightbox by keyboard: open, page with the arrows, close with Escape.
  await page.getByRole('button', { name: /Afbeelding vergroten/ }).focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Partytent 3 x 3 m' });
  await expect(lightbox).toContainText('Afbeelding 2 van 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Afbeelding 3 van 3');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Afbeelding 1 van 3');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  const tabs = page.getByRole('tablist', { name: 'Productinformatie' });
  await expect(page.getByRole('tabpanel')).toContainText('Kenmerken');
  await tabs.getByRole('tab', { name: 'Eigenschappen' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Afmeting');
  // In the order the tents' category ranks its properties (its item-properties).
  await expect(page.getByRole('tabpanel').getByRole('term').first()).toHaveText('Afmeting');
  await tabs.getByRole('tab', { name: 'Downloads' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'handleiding-partytent.pdf' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText(/KB|MB/);
  await expect(page.getByRole('tabpanel')).toContainText(/pagina/);
  await expectAccessible(page);

  // Its add-ons are listed with the configurator, each linking to its own page.
  const addOns = page.getByRole('region', { name: "Extra's bij dit artikel" });
  await expect(addOns.getByRole('listitem')).toHaveCount(3);
  await addOns.getByRole('link', { name: /Haringenset/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Haringenset/ })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown product cannot be found and offers a way back', async ({ page, visit }) => {
  await visit('/product/details/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Dit artikel kon niet gevonden worden' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar alle producten' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a serial number leads to its product; an unknown one is not found', async ({ page, visit }) => {
  await visit('/sn/GK-2401');
  // The serial goes along: the product page shows its documents (tests/e2e/customer-items.spec.ts).
  await expect(page).toHaveURL(/\/product\/details\/GELUIDSINSTALLATIE-KLEIN\?serial=GK-2401$/);
  await expect(page.getByRole('heading', { level: 1, name: /Geluidsinstallatie/ })).toBeVisible();
  await expectAccessible(page);

  await visit('/product/serial/fuifpakket');
  await expect(page).toHaveURL(/\/product\/details\/PAKKET-FUIF$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fuifpakket' })).toBeVisible();

  await visit('/sn/XX-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'Dit artikel kon niet gevonden worden' })).toBeVisible();
});

test('with the price policy "after login" an anonymous visitor sees no prices, a logged-in customer does', async ({ page, request, visit }) => {
  expect((await request.put('/api/__demo/settings', { data: { DisplayPricePolicy: 'AferLogin' } })).ok()).toBe(true);
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('heading', { level: 1, name: 'Partytent 3 x 3 m' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prijzen' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('€');

  await visit('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('link', { name: 'Mijn account' })).toBeVisible();
  await visit('/product/details/partytent-3-x-3-m');
  await expect(page.getByRole('region', { name: 'Prijzen' })).toContainText('€');
});

test('logged in, a customer chooses location and period and adds to the cart; the count shows it', async ({ page, request, visit }) => {
  await page.addInitScript(watchCartBumps);
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  const cartButton = page.getByRole('link', { name: /^Winkelwagen/ });
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 0 artikelen');

  await visit('/product/details/partytent-3-x-3-m');
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const configurator = page.getByRole('region', { name: 'Huren' });
  await expect(configurator.getByRole('status').filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();
  // The required add-on starts at its minimum: one per tent.
  await expect(page.getByRole('textbox', { name: /^Aantal Haringenset/ })).toHaveValue('1');
  // Each control of an amount has one name, the add-on named once in it.
  await expect(page.getByRole('textbox', { name: /^Aantal Haringenset/ })).toHaveAccessibleName('Aantal Haringenset (12 stuks) met hamer');
  await expect(page.getByRole('button', { name: 'Eén Haringenset (12 stuks) met hamer minder', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eén Haringenset (12 stuks) met hamer meer', exact: true })).toBeVisible();
  await expect(configurator.getByRole('textbox', { name: 'Aantal', exact: true })).toHaveValue('1');
  await expect(configurator.getByRole('button', { name: 'Aantal verlagen', exact: true })).toBeVisible();
  await expect(configurator.getByRole('button', { name: 'Aantal verhogen', exact: true })).toBeVisible();
  await expectAccessible(page);
  expect((await cartBumps(page)).bumps).toBe(0);

  await configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 2 artikelen');
  // The changed count bumps, and the bump stays inside the page.
  await expect.poll(() => cartBumps(page)).toEqual({ bumps: 1, measured: 1, overflow: 0 });
  await expectAccessible(page);

  // On to the cart while the toast still shows: it covers none of the cart's controls, wide or narrow.
  await cartButton.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Partytent 3 x 3 m' })).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Succesvol toegevoegd aan de winkelwagen' });
  await expect(toast).toBeVisible();
  expect(await controlsUnder(page, toast)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(toast).toBeVisible();
  expect(await controlsUnder(page, toast)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The cart is kept: after a reload the count is read again, without a bump.
  await page.reload();
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 2 artikelen');
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
  expect((await cartBumps(page)).bumps).toBe(0);
});

test('the Fuifpakket in its short weekend says the package is not available', async ({ page, visit }) => {
  const friday = fridayAhead(14);
  await visit('/product/details/fuifpakket');
  await expect(page.getByRole('heading', { level: 1, name: 'Fuifpakket' })).toBeVisible();
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, { from: friday, to: plusDays(friday, 3) });
  const panel = page.getByRole('region', { name: 'Pakket samenstellen' });
  await expect(panel.getByRole('status')).toContainText('Pakket niet beschikbaar');
  await expect(panel.getByRole('status')).toContainText('Noodverlichtingsset');
  await expect(panel.getByRole('button', { name: 'Toevoegen aan winkelwagen' })).toBeDisabled();
  await expectAccessible(page);
});

test('when the warehouse has no capacity left on the chosen days, the customer is told and nothing is added', async ({ page, request, visit }) => {
  const period = await openWeekendInBrugge(request);
  await visit('/login');
  await logIn(page, 'admin@demo.test');
  const cartButton = page.getByRole('link', { name: /^Winkelwagen/ });
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 0 artikelen');
  await visit('/product/details/partytent-3-x-3-m');
  await chooseLocationAndPeriod(page, /Uitleendienst Brugge/, period);
  const configurator = page.getByRole('region', { name: 'Huren' });
  await expect(configurator.getByRole('status').filter({ hasText: 'Beschikbaar in deze periode' })).toBeVisible();

  // Between choosing and adding, others booked the last slots: the backend says there is no room.
  await page.route(/\/api\/v2\/shop\/capacity\?/, (route) => route.fulfill({ json: { HasCapacity: false, Message: null } }));
  await configurator.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(page.getByText('Er is onvoldoende capaciteit op een datum/tijdstip van uw keuze')).toBeVisible();
  await expect(page.getByText('Succesvol toegevoegd aan de winkelwagen')).toHaveCount(0);
  await expect(cartButton).toHaveAccessibleName('Winkelwagen 0 artikelen');
  await expectAccessible(page);
});

test('a control the pointer rests on as it appears keeps its contrast', async ({ page, visit }) => {
  // A control that appears under a still pointer is hovered for CSS, while react-aria, which saw
  // no pointer enter, does not mark it: its hover style must stay readable without the mark.
  await visit('/product/details/partytent-3-x-3-m');
  const location = page.getByRole('region', { name: 'Huren' }).getByRole('button', { name: /Locatie/ });
  await expect(location).toBeVisible();
  await location.evaluate((button) => button.setAttribute('data-resting-pointer', ''));
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-resting-pointer]' });
  await cdp.send('CSS.enable');
  await cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: ['hover'] });
  await expect(location).not.toHaveAttribute('data-hovered');
  await expectAccessible(page);
});
