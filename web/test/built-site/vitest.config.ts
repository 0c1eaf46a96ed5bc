import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks of the built site (npm run build -w @apogee/web): the bundled web server run as
// production runs it, in front of the pages `vite build` made. npm test runs them after its
// build step; the web's unit tests (vitest.config.ts) run before any build exists.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/built-site/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
