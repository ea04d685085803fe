import { expect, test } from './support/fixtures.ts';
import { authHeader, placeTestOrder, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

test('lists the pending orders for today and tomorrow, and a new marketplace order arrives without a reload', async ({
  page,
  request,
}) => {
  // Staff's sign-in for the marketplace order may wait out the per-address sign-in limit (support/api.ts).
  test.slow();
  await signIn(page);
  // The page's clock is held: the 30 s poll (the stream's stand-in) never runs, so what arrives came by the stream.
  await page.clock.install();
  // The first answer of the new-order poll is what was already there when the page opened.
  const firstPoll = page.waitForResponse(
    (r) => r.url().includes('/api/suppliers/orders?') && r.url().includes('pageSize=1'),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending Orders' });
  // The demo world has pending orders delivered today and tomorrow; soonest first.
  const firstRow = pending.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell', { name: 'Today', exact: true })).toBeVisible();
  await expect(pending.getByRole('cell', { name: 'Tomorrow', exact: true }).first()).toBeVisible();
  await expect(firstRow.getByText('Pending', { exact: true })).toBeVisible();
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} [ap]m$/i,
  );

  // Let the dashboard see what is already there before the marketplace places the new order.
  await firstPoll;
  const orderId = await placeTestOrder(request, { deliveryDate: sydneyDay(0), numberOfPortions: 2 });
  const staff = await authHeader(request, 'staff');
  const order = (await (
    await request.get(`/api/suppliers/orders/${orderId}`, { headers: staff })
  ).json()) as { shippingCompany: string };

  // The live events stream brings it: the page's clock stands still, so the 30 s poll never runs.
  const notice = page.getByRole('link', { name: `New order #${orderId} from ${order.shippingCompany}` });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('href', `/orders/${orderId}`);
  await expect(pending.getByRole('row').filter({ hasText: `#${orderId}` })).toBeVisible();

  // A click opens the order inside the portal: no page load (the mark on the window survives).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test("Download CSV's downloads pending_orders.zip for an allowed supplier, and is hidden for others", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: "Download CSV's" });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('pending_orders.zip');
  // A ZIP starts with PK.
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');

  const other = await browser.newPage();
  await signIn(other, 'supplier2');
  await other.goto('/dashboard');
  await expect(other.getByRole('table', { name: 'Pending Orders' })).toBeVisible();
  await expect(other.getByRole('button', { name: "Download CSV's" })).toHaveCount(0);
  await other.close();
});

test("a pending order's View Order button and each section's View all link lead to their pages", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/dashboard');
  const specials = page.getByRole('region', { name: 'Active Specials' });
  await expect(specials.getByRole('link', { name: 'View all specials' })).toHaveAttribute(
    'href',
    '/specials',
  );

  const pending = page.getByRole('region', { name: 'Pending Orders' });
  const view = pending
    .getByRole('table', { name: 'Pending Orders' })
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^View Order #\d+$/ });
  await expect(view).toHaveText('View Order');
  const orderId = (await view.getAttribute('aria-label'))!.replace('View Order #', '');
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  await page.goBack();
  await pending.getByRole('link', { name: 'View all orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
