import { cpSync, rmSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { startServer, stopServer, TEMPLATE_DIR, workerServer } from './server.ts';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** What Chromium prints when the Content-Security-Policy blocks a script, a style, an image or a fetch. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * Every journey runs under the server's real Content-Security-Policy: a page that needs anything the
 * policy refuses fails its journey, whatever the journey itself checks.
 */
/*
 * This worker's server (server.ts). Playwright numbers its workers in TEST_PARALLEL_INDEX; a journey that
 * reads the server's files (accounts.spec.ts: the e-mail outbox) finds them under E2E_DATA_DIR, set here
 * before any spec module reads it.
 */
const WORKER = workerServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
if (process.env.TEST_PARALLEL_INDEX !== undefined) process.env.E2E_DATA_DIR = WORKER.dataDir;

export const test = base.extend<{ cspViolations: string[] }, { server: string }>({
  /** This worker's own server, on a fresh copy of the seeded template: its address. */
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      rmSync(WORKER.dataDir, { recursive: true, force: true });
      cpSync(TEMPLATE_DIR, WORKER.dataDir, { recursive: true });
      const child = await startServer(WORKER.port, WORKER.dataDir);
      try {
        await use(`http://localhost:${WORKER.port}`);
      } finally {
        await stopServer(child);
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => use(server),
  /**
   * File choosers are intercepted from the page's start. Playwright turns interception on when the first
   * 'filechooser' listener is added and does not wait for the browser to take it, so a chooser opened
   * right after `waitForEvent('filechooser')` could come first and be missed (puppeteer#6040 describes the
   * same race; a CI run met it on a busy machine). A listener held for the page's life keeps it on.
   */
  page: async ({ page }, use) => {
    page.on('filechooser', () => {});
    await use(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
