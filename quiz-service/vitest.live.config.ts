import { defineConfig } from 'vitest/config';

// The live suite (test/live): the service against a running CMS. npm test runs it in its stack
// stage, with that stack's CMS address and tokens; it fails, never skips, when no CMS answers.
export default defineConfig({
  test: {
    include: ['test/live/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
