import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

// Runs against an already running, built stack (the test runner boots it and sets
// E2E_BASE_URL); nothing here builds or starts servers.
export default defineConfig({
  testDir: 'e2e',
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
