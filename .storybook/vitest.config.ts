import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Every story as a test (npm test): each renders in Debian's Chromium with the preview's
// decorators, its play function runs, then axe checks it (preview.tsx: serious and critical
// violations fail). A story that throws fails like a test that throws.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    // One browser page at a time: the machines that run this have two cores.
    fileParallelism: false,
    testTimeout: 15_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
