import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';

/**
 * A signed-in page paints its app shell (the top bar and its heading, plain HTML from the
 * server) before any of the portal's code has run, and React's first render puts the same bar and
 * heading in the same place. A signed-out visitor never sees it.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PAGES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/products', heading: 'Products' },
  { path: '/orders', heading: 'Orders' },
  { path: '/reports', heading: 'Reports' },
  { path: '/loss-leaders', heading: 'Loss Leaders' },
  { path: '/customers', heading: 'Here are all of your customers' },
];

/** Holds back every script of the portal until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs the browser in the way the portal keeps its session: the token in localStorage before any page. */
async function storeSession(page: Page, request: APIRequestContext): Promise<void> {
  const token = (await authHeader(request)).authorization.replace(/^Bearer /, '');
  await page.addInitScript((value) => window.localStorage.setItem('portal.token', value), token);
}

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
};
const expectSamePlace = (shell: Box, portal: Box, what: string) => {
  expect(Math.abs(portal.x - shell.x), `${what}: x`).toBeLessThanOrEqual(1);
  // Up to 4 px lower where the page's actions sit beside the heading (a 36.5 px button row centres it).
  expect(Math.abs(portal.y - shell.y), `${what}: y`).toBeLessThanOrEqual(4);
  expect(Math.abs(portal.height - shell.height), `${what}: height`).toBeLessThanOrEqual(1);
};

for (const viewport of VIEWPORTS) {
  test.describe(`app shell at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('paints the bar and the heading before the code, where the portal then draws them', async ({
      page,
      request,
    }) => {
      await storeSession(page, request);
      for (const { path, heading } of PAGES) {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        const shell = page.locator('.app-shell');
        await expect(shell, path).toBeVisible();
        await expect(shell.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(shell.getByRole('link', { name: 'Supplier Portal home' })).toBeVisible();
        const shellHeading = await boxOf(page, '.app-shell h1');
        const shellLogo = await boxOf(page, '.shell-logo');
        release();

        await expect(shell, path).toHaveCount(0);
        const portalHeading = page.getByRole('heading', { level: 1, name: heading });
        await expect(portalHeading, path).toBeVisible();
        expectSamePlace(shellHeading, await boxOf(page, 'main h1'), `${path} heading`);
        expectSamePlace(
          shellLogo,
          await boxOf(page, 'header a[aria-label="Supplier Portal home"]'),
          `${path} logo`,
        );
        await page.unroute('**/assets/*.js');
      }
    });

    test("paints the orders list's search field where the page then draws it, with its label and placeholder", async ({
      page,
      request,
    }) => {
      await storeSession(page, request);
      const release = await holdScripts(page);
      await page.goto('/orders', { waitUntil: 'commit' });
      const shellSearch = page.locator('.app-shell .shell-search');
      await expect(shellSearch).toBeVisible();
      await expect(shellSearch).toHaveText('Search ordersOrder ID, supplier order ID, venue or customer');
      const shellBox = await boxOf(page, '.app-shell .shell-search');
      const shellText = await boxOf(page, '.app-shell .shell-search-placeholder');
      release();

      const field = page.getByRole('textbox', { name: 'Search orders' });
      await expect(field).toHaveAttribute('placeholder', 'Order ID, supplier order ID, venue or customer');
      await expect(page.locator('.app-shell')).toHaveCount(0);
      const portalBox = await boxOf(page, 'main .MuiOutlinedInput-root');
      expectSamePlace(shellBox, portalBox, 'search field');
      expect(Math.abs(portalBox.width - shellBox.width), 'search field: width').toBeLessThanOrEqual(1);
      // The placeholder starts where the field's text does (after the icon).
      const input = await boxOf(page, 'main input[placeholder]');
      expect(Math.abs(input.x - shellText.x), 'placeholder: x').toBeLessThanOrEqual(1);
    });
  });
}

test('a signed-out visit shows no shell and goes to the sign-in page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/orders', { waitUntil: 'commit' });
  await expect(page.locator('.app-shell')).toBeAttached();
  await expect(page.locator('.app-shell')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
