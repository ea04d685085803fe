import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** What Chromium prints when the Content-Security-Policy blocks a script, a style, an image or a fetch. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;

/**
 * Every journey runs under the server's real Content-Security-Policy: a page that needs anything the
 * policy refuses fails its journey, whatever the journey itself checks.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
