import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The slow reliability checks: real processes killed, cut off and loaded. One file at a time
// (they use fixed ports and the machine's PostgreSQL); `npm run test:reliability` runs them.
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
