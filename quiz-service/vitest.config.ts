import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests sit beside their module in src/; the scaffolding they share (test/support) and
    // the checks that cross every route (test/reliability) live outside the production tree.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/live needs a running CMS: npm test runs it in its stack stage (vitest.live.config.ts).
    exclude: [...configDefaults.exclude, 'test/live/**'],
    // Opening an embedded database and hashing passwords are slow on a small machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
