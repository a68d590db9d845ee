import { defineConfig } from '@playwright/test';
import shared from './playwright.config.ts';

/**
 * The browser benchmarks (`npm run bench:table`): the browser tests' shop and Chromium, one worker
 * so nothing else competes for the two cores, and budgets instead of timed unit tests.
 */
export default defineConfig({
  ...shared,
  testDir: 'tests/bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  reporter: 'list',
  webServer: shared.webServer && { ...shared.webServer, env: { ...(shared.webServer as { env: Record<string, string> }).env, INSTANCES: '1' } },
});
