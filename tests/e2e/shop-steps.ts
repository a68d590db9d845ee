import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';

/** Steps of a customer that several journeys take. */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const plusDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** What a date field takes from the keyboard: dd, mm, yyyy. */
const typed = (day: string) => day.split('-').reverse().join('');

/** The first Friday at least `days` days ahead (as the demo seed places its anchors). */
export function fridayAhead(days: number): string {
  const day = new Date(Date.now() + days * DAY_MS);
  return isoDay(new Date(day.getTime() + ((5 - day.getUTCDay() + 7) % 7) * DAY_MS));
}

/** A Friday-to-Monday period in Brugge at least three weeks ahead, clear of closing days. */
export async function openWeekendInBrugge(request: APIRequestContext): Promise<{ from: string; to: string }> {
  const from = fridayAhead(21);
  const answer = await request.get(`/api/v2/closingDays?warehouse=WH-BRUGGE&dateFrom=${from}&dateTo=${plusDays(from, 120)}`);
  const closed = new Set(((await answer.json()) as { Collection: { Date: string }[] }).Collection.map((d) => d.Date.slice(0, 10)));
  for (let friday = from; ; friday = plusDays(friday, 7)) {
    if (!closed.has(friday) && !closed.has(plusDays(friday, 3))) return { from: friday, to: plusDays(friday, 3) };
  }
}

/** The configurator's location and period selector, then its confirmation. */
export async function chooseLocationAndPeriod(page: Page, location: RegExp, period: { from: string; to: string }): Promise<void> {
  const configurator = page.getByRole('region', { name: /Huren|Pakket samenstellen/ });
  await configurator.getByRole('button', { name: /Locatie/ }).click();
  await page.getByRole('option', { name: location }).click();
  const firstSegment = configurator.getByRole('group', { name: 'Periode' }).getByRole('spinbutton').first();
  await expect(firstSegment).toBeEnabled();
  await firstSegment.click();
  await page.keyboard.type(typed(period.from) + typed(period.to));
  await expectAccessible(page);
  await configurator.getByRole('button', { name: 'Bevestigen' }).click();
}

