import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4180);
/** Each worker has its own shop and demo backend, on PORT + its parallel index (tests/e2e/fixtures.ts). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The flow walk reporter writes coverage/flows.json: what the browser tests walked of each machine;
  // the count reporter keeps how many tests walked generated paths, for npm test's last line.
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/flow-walk-reporter.ts'], ['./tests/e2e/test-count-reporter.ts']],
  // Two workers with a browser and a shop each share two cores in CI: the longest journeys take
  // 25 s there, and a page's first answer can take several seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-BE',
    // Recording a trace costs a third of the suite's time on two cores (the screencast most of it).
    // CI keeps no files to open, only what it prints; locally a failure keeps its DOM and network.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Debian's Chromium: browser downloads cannot work on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'npm start',
    env: { PORT: String(PORT), INSTANCES: String(WORKERS) },
    url: `http://127.0.0.1:${PORT}/api/v2/shop/categories`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
