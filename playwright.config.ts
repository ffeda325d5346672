import { defineConfig, devices } from '@playwright/test';
import { storageStatePath } from './e2e/demo-accounts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    storageState: storageStatePath('ADMIN'),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /\.exclusive\.spec\.ts$/,
    },
    // Specs that switch tenant-wide settings (maintenance mode, feature flags) run alone, last.
    {
      name: 'exclusive',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /\.exclusive\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  // The real server on a fresh data directory: migrations, demo seed, built SPA.
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${E2E_BASE_URL}/readyz`,
    env: { PORT: String(PORT) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
