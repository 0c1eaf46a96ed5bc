import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The benchmark's own logic (how figures are judged, the scripts-removed copies); no stack,
// browser or network needed: `npx vitest run --config bench/vitest.config.mjs`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.mjs'],
    environment: 'node',
  },
});
