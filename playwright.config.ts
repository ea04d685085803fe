import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/portal-e2e-${PORT}`;

/** Browser journeys against the built app on a fresh embedded database with the demo world. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm run serve`,
    url: `http://localhost:${PORT}/api/`,
    timeout: 120_000,
    reuseExistingServer: false,
    // E2E_ENABLE_TEST_ORDERS mounts POST /api/staff/test-orders (staff-only) so a journey can place an order.
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', E2E_ENABLE_TEST_ORDERS: '1' },
  },
});
