import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { authHeader, placeTestOrder, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

/** Resolves once the page's live events stream is open. */
const streamOpen = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/suppliers/events') && r.status() === 200);

/** The ids on the dashboard's first page of pending orders: soonest delivery first, 20 a page (spec). */
async function dashboardFirstPage(request: APIRequestContext): Promise<number[]> {
  const res = await request.get(
    '/api/suppliers/orders?search=orderStatus[]:PENDING&orderBy=deliveryDate&sortedBy=asc&pageSize=20&page=1&filter=orderId',
    { headers: await authHeader(request) },
  );
  return ((await res.json()) as { data: Array<{ orderId: number }> }).data.map((o) => o.orderId);
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a new order shows at once on an open dashboard and orders list, by the live stream (${name})`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height } });
    const dashboard = await context.newPage();
    const orders = await context.newPage();
    // The pages' clocks are the test's: the 30 s poll (the stream's stand-in) is not moved on to, so what
    // arrives came by the stream.
    await dashboard.clock.install();
    await orders.clock.install();
    await signIn(dashboard);
    const dashboardStream = streamOpen(dashboard);
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const ordersStream = streamOpen(orders);
    await signIn(orders, 'supplier', '/orders');
    await expect(orders.getByRole('heading', { name: 'Orders' })).toBeVisible();
    // Each page has its stream open before the order is placed.
    await Promise.all([dashboardStream, ordersStream]);

    // Due today: the dashboard shows the soonest deliveries first, 20 a page (spec), a new order after those
    // due the same day. Due tomorrow it came 21st, on page 2: the seed has 18 pending orders due today or
    // tomorrow, and this worker's earlier journeys (the dashboard's, the desktop variant) had placed two more.
    const orderId = await placeTestOrder(request, { deliveryDate: sydneyDay(0), numberOfPortions: 3 });
    expect(
      await dashboardFirstPage(request),
      'the new order is on the first page of the dashboard',
    ).toContain(orderId);
    await expect(
      dashboard.getByRole('link', { name: new RegExp(`^New order #${orderId} from `) }),
    ).toBeVisible();
    await expect(
      // A table on a laptop, a list of cards on a phone: the region holds either.
      dashboard.getByRole('region', { name: 'Pending Orders' }).getByText(`#${orderId}`),
    ).toBeVisible();
    await expect(orders.getByText(`#${orderId}`).first()).toBeVisible();
    await context.close();
  });
}
