import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode, the build Playwright itself runs headless
 * tests in) when it is there, else the full chromium: the same engine, a fifth less CPU for the journeys
 * (issue 39; docs/decisions/foundation.md). CHROMIUM_PATH names another.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** Two workers fit a two-core machine: each worker drives a browser and runs its own server. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser journeys against the built app. Each worker has its own server on its own copy of one seeded
 * embedded database (e2e/support: global-setup.ts builds the template, fixtures.ts starts a worker's
 * server), so spec files run side by side without sharing data. Build first: `npm run -s build`.
 * No retries: a journey that fails once is a defect to fix, not to hide. The timeouts are hang guards,
 * not speed limits: on a busy machine a journey and each thing it waits to see take many times their
 * quiet-machine time, and what never comes still fails.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 10 * 60_000,
  expect: { timeout: 2 * 60_000 },
  globalSetup: './e2e/support/global-setup.ts',
  // Files are shared out between the workers; the journeys of one file run in order.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    // A trace of every journey (DOM snapshots and a screencast, kept only on failure) cost a fifth of the
    // journeys' CPU (issue 39). A failure keeps its screenshot; to see its trace, run it again with
    // `--trace retain-on-failure` (or `on`).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
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
