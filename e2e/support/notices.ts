import type { Page } from '@playwright/test';

export const OFFLINE = 'You are currently offline';

/**
 * The offline notice: the whole notice (its box, close button included). One replaced by its topic's next
 * one ('Connected') leaves the screen over a moment and stays in the page, hidden, until it is removed:
 * when the network drops again at once, it is in the page twice (a fresh-clone CI run found both), and a
 * check on the first waits out the leaving one, which goes. Found by its attribute, not its role: a modal
 * dialog hides the rest of the page from the accessibility tree, notices included.
 */
export const offlineNotice = (page: Page) => page.locator('[role="alert"]', { hasText: OFFLINE }).first();
