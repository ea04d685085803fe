import { expect, test } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { signIn } from './support/session.ts';

/**
 * The tab's title comes from the page's route manifest entry (apps/web/src/app/page-manifest.ts: its
 * `title`, the path's parameters filled in, then ' · Supplier Portal'), so several tabs of the portal can
 * be told apart (WCAG 2.4.2): two orders open in two tabs have two titles.
 */
test('each tab is titled by its page, and two order tabs by their orders', async ({
  page,
  context,
  request,
}) => {
  const res = await request.get('/api/suppliers/orders?pageSize=2', { headers: await authHeader(request) });
  const [first, second] = ((await res.json()) as { data: { orderId: number }[] }).data;
  expect(first, 'two orders in the demo data').toBeDefined();
  expect(second, 'two orders in the demo data').toBeDefined();

  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Supplier Portal');
  await signIn(page);
  await expect(page).toHaveTitle('Dashboard · Supplier Portal');

  // A navigation inside the portal retitles the tab.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveTitle('Orders · Supplier Portal');

  // Two orders in two tabs of the same session, each opened cold.
  await page.goto(`/orders/${first!.orderId}`);
  await expect(page.getByRole('heading', { name: `#${first!.orderId}` })).toBeVisible();
  const other = await context.newPage();
  await other.goto(`/orders/${second!.orderId}`);
  await expect(other.getByRole('heading', { name: `#${second!.orderId}` })).toBeVisible();

  await expect(page).toHaveTitle(`Order #${first!.orderId} · Supplier Portal`);
  await expect(other).toHaveTitle(`Order #${second!.orderId} · Supplier Portal`);
  expect(await page.title()).not.toBe(await other.title());

  // Back to the list in the first tab: the list's title again.
  await page.goBack();
  await expect(page).toHaveTitle('Orders · Supplier Portal');
});
