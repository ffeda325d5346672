import { defineConfig, devices } from '@playwright/test';
import { SYSTEM_CHROMIUM } from './e2e/chromium';
import { storageStatePath } from './e2e/demo-accounts';
import { mailPorts } from './e2e/mailbox';
import { oidcStandInIssuer } from './e2e/oidc';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

// Global setup resolves the browser (CHROMIUM_PATH, else /usr/bin/chromium, else the npm
// package's build: e2e/chromium.ts) and hands it to the worker processes through these.
const chromiumPath = process.env.E2E_CHROMIUM_PATH ?? process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM;
const chromiumLibraries = process.env.E2E_CHROMIUM_LIBRARY_PATH;

// Specs that need the tenant to themselves: they switch tenant-wide settings (maintenance
// mode, feature flags) or count rows, such as users, that the other specs add.
const EXCLUSIVE = /\.exclusive\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts', // e2e/*.test.ts are vitest unit tests of these helpers
  // Two workers, two browsers, the server and the runner share two cores: a test runs about 2.3
  // times slower in the full suite than alone (sessions.spec.ts: 13.8 s alone, 32 s in the
  // suite), and a CI machine busier than ours ran the suite 2.3 times slower again. The limits
  // leave room for both; a failing assertion only takes longer to report.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // E2E_WORKERS overrides it for a run by hand (a busy machine wants fewer).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    storageState: storageStatePath('ADMIN'),
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Colour transitions end at once (styles.css), so an accessibility check never reads a
    // button half-way between two colours (a primary button fading in after a refetch failed
    // the contrast rule once).
    reducedMotion: 'reduce',
    // The app's service worker precaches the whole shell (about 150 files) in every new browser
    // context, and requests it makes are not seen by page.route. Specs of the installable app
    // and offline work allow it (e2e/pwa.spec.ts); the others test the pages, not the cache.
    serviceWorkers: 'block',
    // No trace while the suite runs: recording one (DOM snapshots and screenshots after every
    // action) was 40% of the browser suite's CPU (shell, dashboard and inspections specs, 33
    // tests, two workers: 285-301 busy core-seconds with 'retain-on-failure', 242 with
    // snapshots only, 181 off), and CI keeps only what the run prints. To see a failure step
    // by step, run the spec again with --trace=on (README, "Running one end-to-end spec").
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // The packaged build loads its own NSS libraries; a system build needs nothing extra.
      ...(chromiumLibraries ? { env: { ...process.env, LD_LIBRARY_PATH: chromiumLibraries } } : {}),
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
      testIgnore: EXCLUSIVE,
    },
    // Those run last, after every other spec, one at a time.
    {
      name: 'exclusive',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: EXCLUSIVE,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  // The real server on a fresh data directory: migrations, demo seed, built SPA.
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${E2E_BASE_URL}/readyz`,
    // E-mail goes to the SMTP stand-in global setup starts (e2e/mailbox.ts).
    // Webhook specs post to a receiver they start on this machine (docs/webhooks.md).
    // Single sign-on signs in with the OpenID Connect stand-in global setup starts (e2e/oidc.ts).
    env: {
      PORT: String(PORT),
      SMTP_URL: `smtp://127.0.0.1:${mailPorts(PORT).smtp}`,
      WEBHOOKS_ALLOW_HTTP_LOCALHOST: 'true',
      SSO_ALLOW_HTTP_LOCALHOST: 'true',
      TRUSTED_ORIGINS: oidcStandInIssuer(PORT),
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
