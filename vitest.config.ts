import { defineConfig } from 'vitest/config';

// Unit and contract tests live beside the code as *.test.ts(x); Playwright specs in e2e/ are not vitest's.
export default defineConfig({
  test: {
    include: ['{shared,electron,sandbox,renderer,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'e2e'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One private PostgreSQL cluster for the whole run (the ledger contract runs on both backends).
    globalSetup: ['electron/testing/pg-global-setup.ts'],
  },
});
