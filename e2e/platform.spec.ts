import { expect, test, type Page } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const isApi = (url: URL) => url.pathname === '/api' || url.pathname.startsWith('/api/');

test('a maintenance answer turns the portal into the maintenance page; the next health check recovers it', async ({
  page,
}) => {
  // A controllable clock, so the 120 s health check can be brought forward instead of waited for.
  await page.clock.install();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  let maintenance = true;
  await page.route(isApi, (route) =>
    maintenance
      ? route.fulfill({
          status: 503,
          headers: { 'fb-maintenance': 'on', 'content-type': 'application/json' },
          body: JSON.stringify({ errors: [{ message: 'Down for maintenance', code: 'maintenance' }] }),
        })
      : route.fallback(),
  );

  // Any API call answered this way switches the portal over, here the reviews list and the health check.
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Minesweeper' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'F-Bomb Play' });
  await expect(reset).toBeVisible();
  await page.getByRole('gridcell').first().click();
  await reset.click();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);

  // The API is back: the next periodic health check (every 120 s) notices, announces and reloads.
  maintenance = false;
  const reloaded = page.waitForEvent('load');
  await page.clock.fastForward('02:01');
  await expect(page.getByText('Attempting to reconnect shortly...')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: "We're down for maintenance" })).toHaveCount(0);
});

type Unit = { id: number };
type ApiProduct = {
  id: number;
  unitOfPrice: Unit;
  unitOfPortion: Unit;
  portions: number[];
  categories: number[];
};

/** A product of this test's own, so no other journey's prices move (and none of theirs moves ours). */
async function createProduct(page: Page, name: string): Promise<number> {
  const token = await page.evaluate<string | null>('localStorage.getItem("portal.token")');
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/suppliers/products', { headers })).json()) as {
    data: ApiProduct[];
  };
  const model = list.data[0]!;
  const created = await page.request.post('/api/suppliers/products', {
    headers,
    data: {
      name,
      sku: `E2E-${Date.now().toString(36)}`,
      priceInCents: 1234,
      gstExempt: true,
      unitOfPriceId: model.unitOfPrice.id,
      unitOfPortionId: model.unitOfPortion.id,
      portions: model.portions,
      categories: model.categories,
      enabled: true,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('staff act as the demo supplier: banner, an inline price change, and that change on the Activity page', async ({
  page,
}) => {
  await signIn(page, 'staff');

  // The banner is hidden until asked for; a click on it hides it again.
  const banner = page.locator('#staff-session-banner');
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Show staff session' }).click();
  await expect(banner).toContainText('Masquerading as Harbour Fresh Wholesale. Your session will expire in');
  await expect(banner.getByTestId('staff-session-countdown')).toHaveText(/^(\d+ days?|\d+:\d{2}:\d{2})$/);
  await banner.getByText('Masquerading as').click();
  await expect(banner).toHaveCount(0);
  await page.getByRole('button', { name: 'Show staff session' }).click();
  // Staff are signed out when the page unloads unless they ask to stay signed in; this test navigates.
  await banner.getByLabel('Stay signed in when this page reloads').check();
  await page.getByRole('button', { name: 'Hide staff session' }).click();
  await expect(banner).toHaveCount(0);

  const name = `Activity check ${Date.now().toString(36)}`;
  const id = await createProduct(page, name);

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Price of ${name}: $12.34. Change price` }).click();
  await page.getByLabel(`New price for ${name}`).fill('15.50');
  await page.getByLabel(`New price for ${name}`).press('Enter');
  await expect(page.getByRole('button', { name: `Price of ${name}: $15.50. Change price` })).toBeVisible();
  await expect(page.getByText(`Successfully updated price for ${name} to $15.50/`)).toBeVisible();

  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const entry = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) })
    .filter({ has: page.getByLabel('before $12.34') });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByLabel('after $15.50')).toBeVisible();
  await expect(entry.getByText('Price', { exact: true })).toBeVisible();
  await expect(entry.getByText('staff@example.com')).toBeVisible();
  await expect(entry.getByText('Staff', { exact: true })).toBeVisible();
});
