import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiBabelPlugins } from './serve/source-messages.ts';
import { PATH_REPLAY_TAG } from './tests/support/test-counts.ts';

export default defineConfig({
  // The texts a test reads are the shop's own: the lingui macros compile here as in the build.
  plugins: [babel({ plugins: linguiBabelPlugins }), lingui()],
  // The server's render (src/main-server.tsx) stamps the app's version as the build does.
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Playwright specs live in tests/e2e and run under `playwright test`, not here.
    include: ['{src,machines,demo-api,openapi,serve,tests/bench,tests/contract,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/dutch.ts'],
    // A run ends by counting the tests written by hand apart from the generated path replays.
    reporters: ['default', './tests/support/vitest-count-reporter.ts'],
    tags: [{ name: PATH_REPLAY_TAG, description: "A registered machine's generated path, replayed against the machine (src/flows/coverage.test.ts)." }],
    // One module graph for all files: the tests restore the timers they fake and mock no modules,
    // and importing xstate, zod and the machines afresh for each of 65 files took half the run.
    isolate: false,
    pool: 'threads',
  },
});
