import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in tests/e2e and run under `playwright test`, not here.
    include: ['{src,machines,demo-api,openapi,tests/contract,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph for all files: the tests restore the timers they fake and mock no modules,
    // and importing xstate, zod and the machines afresh for each of 65 files took half the run.
    isolate: false,
    pool: 'threads',
  },
});
