import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in tests/e2e and run under `playwright test`, not here.
    include: ['{src,machines,demo-api,openapi,tests/contract,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
