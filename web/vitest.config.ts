import { defineConfig } from 'vitest/config';
import { srcDirectory } from './vite.config';

// Unit tests of pure modules and components; no Start plugin needed.
export default defineConfig({
  resolve: { alias: { '@': srcDirectory } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
