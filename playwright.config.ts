import { defineConfig } from '@playwright/test';

/** Two workers fit a two-core machine: each worker drives a browser and runs its own server. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser journeys against the built app. Each worker has its own server on its own copy of one seeded
 * embedded database (e2e/support: global-setup.ts builds the template, fixtures.ts starts a worker's
 * server), so spec files run side by side without sharing data. Build first: `npm run -s build`.
 * No retries: a journey that fails once is a defect to fix, not to hide (issue 39).
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/support/global-setup.ts',
  // Files are shared out between the workers; the journeys of one file run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
