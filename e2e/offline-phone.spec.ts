import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { signIn } from './support/session.ts';
import { offlineNotice } from './support/notices.ts';

/**
 * A phone whose signal goes after the page has drawn: every page at 390 px, the network cut once the page's
 * later parts have come (`html[data-later-parts="loaded"]`, apps/web/src/lib/later-parts.ts), then every
 * control of the page used: the drawer, the account menu, each kind of button and select of the page. No
 * error panel may appear, and the offline notice stays for as long as the network is down (the clock is
 * moved on, not waited for).
 */

const PHONE = { width: 390, height: 844 };
/** What a page that broke shows: the error panel, or React Router's raw screen. */
const BROKEN =
  /We were unable to load this page|Unexpected Application Error|Failed to fetch dynamically imported module/;
/** Past the 6 s the connection notices used to last. */
const LONGER_THAN_A_NOTICE_MS = 20_000;

/** Resolves once the notices' code has come (it loads when the page has settled, before any notice). */
const noticesLoaded = (page: Page) =>
  Promise.all([
    page.waitForResponse(/\/assets\/notices-host-[\w-]+\.js$/),
    page.waitForResponse(/\/assets\/notistack[\w.-]*\.js$/),
  ]);

/** Opens `path` signed in on a phone, waits for its later parts, and cuts the network. */
async function openThenCut(page: Page, context: BrowserContext, path: string) {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  const notices = noticesLoaded(page);
  await signIn(page, 'supplier', path);
  await expect(page.locator('.app-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await notices;
  await expect(page.locator('html[data-later-parts="loaded"]')).toHaveCount(1);
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
}

async function expectNotBroken(page: Page, what: string) {
  await expect(page.getByText(BROKEN), what).toHaveCount(0);
}

/** Opens and closes the drawer and the account menu. */
async function useTopBar(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('link', { name: 'Delivery Zones' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Delivery Zones' })).toBeHidden();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Harbour Fresh Wholesale/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeHidden();
  await expectNotBroken(page, 'the top bar');
}

/** One of each kind of control: "Actions for Basil" and "Actions for Dill" are one kind. */
const kindOf = (name: string) => name.split(' for ')[0]!.replace(/\d+/g, '#').trim();

/**
 * Uses one control of each kind in the page's main region: a click, then Escape to close what it opened.
 * A control that moves to another page is followed back. Nothing is sent: the journey ends offline.
 */
async function useEveryControl(page: Page) {
  const main = page.locator('main');
  const used = new Set<string>();
  const controls = main.locator(
    'button:visible:not([disabled]), [role="combobox"]:visible, [role="tab"]:visible',
  );
  for (let i = 0; i < (await controls.count()) && used.size < 40; i += 1) {
    const control = controls.nth(i);
    const name = ((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim();
    const kind = kindOf(name);
    if (!kind || used.has(kind)) continue;
    used.add(kind);
    const url = page.url();
    await control.click({ timeout: 5000 });
    await expectNotBroken(page, `after "${name}"`);
    await page.keyboard.press('Escape');
    if (page.url() !== url) {
      await page.goBack();
      await expect(page).toHaveURL(url);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(used.size, 'controls used').toBeGreaterThan(0);
}

/** The offline notice is still there after longer than a notice lasts. */
async function offlineNoticeStays(page: Page) {
  await page.clock.runFor(LONGER_THAN_A_NOTICE_MS);
  await expect(offlineNotice(page)).toBeVisible();
}

async function pendingOrderId(request: APIRequestContext, index: number): Promise<number> {
  const res = await request.get(
    '/api/suppliers/orders?search=orderStatus[]:PENDING&orderBy=deliveryDate&sortedBy=desc&pageSize=10',
    { headers: await authHeader(request) },
  );
  const { data } = (await res.json()) as { data: Array<{ orderId: number }> };
  return data.at(index)!.orderId;
}

/**
 * The pages journeyed so far. Each further page is one line here; the others (specials, customers, custom
 * prices, loss leaders, products, the product form, orders, reports, zones, settings, team, security,
 * reviews) are still to be run through it on a quiet machine.
 */
const PAGES = ['/dashboard'];

test.describe('a phone with no signal after the first paint', () => {
  for (const path of PAGES) {
    test(`${path}: the drawer, the menu and every control work offline`, async ({ page, context }) => {
      test.slow();
      await openThenCut(page, context, path);
      await useTopBar(page);
      await useEveryControl(page);
      await offlineNoticeStays(page);
      await expectNotBroken(page, 'at the end');
    });
  }

  // The CSV reader's worker starts from the code fetched with the page, and the catalogue's size (asked
  // while the file is read, not held by the add page) is not waited for offline: the preview shows and pages.
  // The offline notice stays on screen: the Rows per page menu opens over it (theme.ts), so its last
  // option ('100') takes the click.
  test('the bulk upload: a file chosen offline pages through its preview', async ({ page, context }) => {
    await openThenCut(page, context, '/products/add-multiple-products');
    const header =
      'Product SKU,Product Name,Category One,Category Two,Category Three,Price (Ex.GST),Price Unit,Portions,Portion Unit,GST (Y/N),Enabled (Y/N),Out of Stock (Y/N)';
    const rows = Array.from(
      { length: 40 },
      (_, i) => `OFF-${i},Offline product ${i},Produce,,,4.50,kg,1,kg,N,Y,N`,
    );
    await page.getByTestId('bulk-csv-input').setInputFiles({
      name: 'offline.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n${rows.join('\r\n')}\r\n`),
    });
    await expect(page.getByText(/1–\d+ of 40/)).toBeVisible();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/\d+–\d+ of 40/)).toBeVisible();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option').last().click();
    // The pager answers at once and the rows follow in the background: the page has its full height once
    // the last row is drawn.
    await expect(page.getByText('1–40 of 40')).toBeVisible();
    await expect(page.getByText('OFF-39', { exact: true })).toBeVisible();
    await expectNotBroken(page, 'the preview');
    // At the page's end the step buttons sit clear of the offline notice (the page keeps room for it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const notice = await offlineNotice(page).boundingBox();
    for (const name of ['Back', 'Save']) {
      const button = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(button!.y + button!.height, `${name} above the offline notice`).toBeLessThanOrEqual(notice!.y);
    }
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByText('offline.csv: 40 products read.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bulk-preview-offline-390.png'), fullPage: true });
  });

  // A phone shows one notice at a time, and a new one pushes out the one on screen: 'Order processed
  // successfully' came a moment after 'Connected' and pushed it out, often before it was seen. The order's
  // request, sent again once the network is back, is held until 'Connected' has been seen.
  test('processing an order offline: it says it will be sent, and is when the network returns', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const orderId = await pendingOrderId(request, -1);
    let networkBack = false;
    let releaseOrder = () => {};
    const orderReleased = new Promise<void>((resolve) => (releaseOrder = resolve));
    await page.route(`**/api/suppliers/orders/${orderId}/process`, async (route) => {
      if (networkBack) await orderReleased;
      await route.continue();
    });
    await openThenCut(page, context, `/orders/${orderId}`);
    await page.getByRole('button', { name: 'Process Order' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Order' })
      .getByRole('button', { name: 'Process Order' })
      .click();
    const processing = page.getByRole('dialog', { name: 'Processing Products' });
    await expect(
      processing.getByText(`You are offline. Order #${orderId} will be sent when the connection returns.`),
    ).toBeVisible();
    await offlineNoticeStays(page);
    await expect(processing.getByText(/will be sent when the connection returns/)).toBeVisible();
    await expect(processing.getByText(/a few seconds/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('processing-offline-390.png') });

    networkBack = true;
    await context.setOffline(false);
    await expect(page.getByText('Connected')).toBeVisible();
    releaseOrder();
    await expect(page.getByText('Order processed successfully')).toBeVisible();
    await expect(processing).toHaveCount(0);
  });
});
