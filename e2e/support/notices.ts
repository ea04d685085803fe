import type { Page } from '@playwright/test';

export const OFFLINE = 'You are currently offline';

/**
 * The offline notice. One replaced by its topic's next one ('Connected') leaves the screen over a moment and
 * stays in the page, hidden, until it is removed: when the network drops again at once, the text is in the
 * page twice (a fresh-clone CI run found both), and a search by text alone is ambiguous. A check on the
 * first of them waits out the leaving one, which goes. (By role it would miss the notice while a dialog is
 * open: a modal dialog hides the rest of the page from the accessibility tree.)
 */
export const offlineNotice = (page: Page) => page.getByText(OFFLINE).first();
