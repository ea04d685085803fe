import type { BrowserContext, Request, Route } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures.ts';
import { signIn } from './support/session.ts';
import { isEventStream } from './support/live-events.ts';
import { offlineNotice } from './support/notices.ts';

/**
 * No network failure or release leaves a supplier on a dead page. The network is cut
 * (context.setOffline) at the moments the audits found; each shows the offline notice and the error panel
 * with its retry, never React Router's raw error screen, and works again when the network returns.
 */
const RAW_ERROR = /Unexpected Application Error|Failed to fetch dynamically imported module/;
const RETRY = { name: 'Reload this page' } as const;

/** Resolves once the notices' code has come (it loads when the page has settled, before any notice). */
const noticesLoaded = (page: Page) =>
  Promise.all([
    page.waitForResponse(/\/assets\/notices-host-[\w-]+\.js$/),
    page.waitForResponse(/\/assets\/notistack[\w.-]*\.js$/),
  ]);

async function signInReady(page: Page) {
  const notices = noticesLoaded(page);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await notices;
}

async function expectNoRawError(page: Page) {
  await expect(page.getByText(RAW_ERROR)).toHaveCount(0);
}

/** Cuts the network, checks the offline notice, does `action` and returns the network after `check`. */
async function offlineMoment(context: BrowserContext, page: Page, action: () => Promise<void>) {
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await action();
  await expect(page.getByRole('button', RETRY).first()).toBeVisible();
  await expectNoRawError(page);
  await expect(page.getByRole('banner')).toBeVisible(); // the top bar stays
  await context.setOffline(false);
  // The newest notice: an earlier page's 'Connected' may still be up beside it.
  await expect(page.getByText('Connected').last()).toBeVisible();
}

test.describe('offline', () => {
  test('each page not yet visited shows the panel offline and opens once the network returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await signInReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading] of [
      ['Products', 'Products'],
      ['Orders', 'Orders'],
      ['Reports', 'Reports'],
      ['Specials', 'Specials'],
      ['Settings', 'Settings'],
    ] as const) {
      await offlineMoment(context, page, () => nav.getByRole('link', { name: label }).click());
      // No manual reload: the page's code loads by itself when the network returns.
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', RETRY)).toHaveCount(0);
    }
  });

  test('losing the network in the first seconds after sign-in leaves the dashboard standing', async ({
    page,
    context,
  }) => {
    // By the form, as this moment comes: the sign-in page fetches the notices' code as the supplier starts
    // on the form. A journey that starts from a kept session may cut the network before that code comes,
    // and then no notice can show.
    await signIn(page, 'supplier', '/login', { byForm: true });
    await context.setOffline(true);
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Let the feedback survey's moment pass with its code unreachable.
    await page.waitForTimeout(6000);
    await expectNoRawError(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Connected')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  });

  test('after an offline moment, success and failure notices still show', async ({ page, context }) => {
    await signIn(page);
    // The worst case: the notices' own code fails to load during the offline moment.
    let blockNotices = true;
    await page.route(/\/assets\/(notices-host|notistack)[\w.-]*\.js$/, (route) =>
      blockNotices ? route.abort('internetdisconnected') : route.continue(),
    );
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.waitForTimeout(500);
    blockNotices = false;
    await context.setOffline(false);

    await page.goto('/settings?section=business-details');
    const business = page.locator('section[data-section="BUSINESS_DETAILS"]');
    await business.getByRole('button', { name: 'Edit Business Details' }).click();
    const postcode = business.getByLabel('Postcode');
    const was = await postcode.inputValue();
    await postcode.fill(was === '2141' ? '2140' : '2141');
    await business.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Successfully updated business details')).toBeVisible();

    await page.route('**/api/suppliers/auth/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            json: { errors: [{ param: 'postcode', message: 'Must be a valid Australian postcode' }] },
          })
        : route.continue(),
    );
    await business.getByRole('button', { name: 'Edit Business Details' }).click();
    await business.getByLabel('Postcode').fill(was);
    await business.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Unable to update business details')).toBeVisible();
  });
});

/** Counts the page's document loads from now on. */
function countDocuments(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      count += 1;
    }
  });
  return () => count;
}

test.describe('a network that carries nothing', () => {
  test('while the browser still says online, a page not yet visited shows the panel, never a reload', async ({
    page,
  }) => {
    await signInReady(page);
    const documents = countDocuments(page);
    // A bar of signal: navigator.onLine stays true, but nothing reaches the server.
    let dead = true;
    await page.route('**/*', (route) => (dead ? route.abort('internetdisconnected') : route.continue()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('button', RETRY)).toBeVisible();
    await expectNoRawError(page);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(documents()).toBe(0);
    dead = false;
    await page.getByRole('button', RETRY).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(documents()).toBe(0);
  });
});

test.describe('a release', () => {
  test('a tab of the old build whose chunks are gone loads the new build once, on its next page', async ({
    page,
  }) => {
    await signInReady(page);
    const documents = countDocuments(page);
    // The release: every chunk the tab has not loaded yet answers 404 until the tab loads a new page.
    let released = true;
    await page.route('**/assets/*.js', (route: Route) =>
      released ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    page.on('request', (request) => {
      if (request.isNavigationRequest()) released = false; // the new build is whole
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expectNoRawError(page);
    await page.waitForTimeout(2000);
    expect(documents()).toBe(1);
  });

  test('a chunk missing whatever happens reloads once, then shows the panel: no loop', async ({ page }) => {
    await signInReady(page);
    const documents = countDocuments(page);
    await page.route(/\/assets\/products-list-page-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('button', RETRY)).toBeVisible();
    await expectNoRawError(page);
    await page.waitForTimeout(3000);
    expect(documents()).toBe(1);
    await expect(page.getByRole('button', RETRY)).toBeVisible();
  });

  /** Answers every API request with the version `versionOf(n)` for the n-th answer. */
  async function answerVersions(page: Page, versionOf: (n: number, real: string) => string) {
    let n = 0;
    await page.route('**/api/**', async (route) => {
      // The live events stream never ends (a fetch of it would never return) and says no version.
      if (isEventStream(route.request().url())) return route.fallback();
      const response = await route.fetch();
      const headers = response.headers();
      headers['fb-api-version'] = versionOf(n++, headers['fb-api-version'] ?? '');
      await route.fulfill({ response, headers });
    });
  }

  /** API requests under way: a page's answers must arrive before the next navigation aborts them. */
  function apiInFlight(page: Page): () => number {
    // A set, not a count: requests sent before this was called still finish afterwards.
    const open = new Set<Request>();
    page.on('request', (request) => {
      // The live events stream stays open for as long as the page does: it is never "under way".
      if (new URL(request.url()).pathname.startsWith('/api/') && !isEventStream(request.url()))
        open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    return () => open.size;
  }

  const visit = async (page: Page, labels: string[]) => {
    const inFlight = apiInFlight(page);
    for (const label of labels) {
      // After a reload, the server's app shell (plain links) is on screen until the portal has rendered.
      await expect(page.locator('.app-shell')).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
      // Each page's answers are what the tab counts versions by; leaving before they arrive aborts them
      // (a loaded machine failed the release journey so: no answer counted, no reload).
      await expect.poll(inFlight).toBe(0);
    }
  };

  test('two versions answering in turn (a rolling restart) reload the tab at most once', async ({ page }) => {
    await signInReady(page);
    const documents = countDocuments(page);
    await answerVersions(page, (n, real) => (n % 2 ? '9.9.9+rolling' : real));
    await visit(page, ['Products', 'Orders', 'Reports', 'Products', 'Orders', 'Reports']);
    expect(documents()).toBeLessThanOrEqual(1);
  });

  test('a new version reloads the tab once, at a navigation, and never again', async ({ page }) => {
    await signInReady(page);
    const documents = countDocuments(page);
    await answerVersions(page, () => '9.9.9+released');
    await visit(page, ['Products', 'Orders', 'Reports', 'Products', 'Orders']);
    expect(documents()).toBe(1);
  });
});

// One journey signs in six times, once per crafted redirect: a context and a page each cost more than the
// check itself. Signing out between them is clearing the kept session.
test('a crafted redirect lands on /dashboard, whichever way it is written', async ({ page }) => {
  for (const redirect of [
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
    '%5C%5Cevil.example',
    '%2F%255Cevil.example',
    'https%3A%2F%2Fevil.example',
    '%2F%09%2Fevil.example',
  ]) {
    if (page.url() !== 'about:blank') await page.evaluate(() => window.localStorage.clear());
    await signIn(page, 'supplier', `/login?redirect=${redirect}`, { byForm: true });
    await expect(page, `after ?redirect=${redirect}`).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectNoRawError(page);
  }
});
