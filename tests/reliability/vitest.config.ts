import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The slow reliability checks: real processes killed, cut off and loaded. One file at a time
// (they share a running stack and the machine's PostgreSQL); npm test and
// `npm run test:reliability` run them through scripts/lib/reliability.mjs, which starts the stack.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
