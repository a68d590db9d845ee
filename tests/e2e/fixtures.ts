import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Runs axe on the page as it is now; fails with the violations listed readably. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Every browser test scans each page it visited: the page is scanned after each test, and
 * `visit()` scans on arrival, so client-side navigations are covered too.
 */
export const test = base.extend<{ visit: (path: string) => Promise<void>; scanAtEnd: void }>({
  visit: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
    });
  },
  scanAtEnd: [
    async ({ page }, use) => {
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };
