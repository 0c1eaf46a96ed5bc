import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks of the production files (Dockerfiles, docker-compose.yml, .env.example). They read
// files and import the config modules; no Docker engine, network or server is needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
  },
});
