import { expect, test } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

test('a supplier turns the daily summary on at a time of its choosing in Settings → Notifications', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/settings?section=notifications');
  const card = page.locator('section[data-section="NOTIFICATIONS"]');
  await expect(card.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(card.getByText('Daily summary', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit Notifications' }).click();
  await card.getByRole('switch', { name: /^Daily summary/ }).check();
  await card.getByRole('combobox', { name: 'Daily summary time' }).click();
  await page.getByRole('option', { name: '6:30 pm' }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated notifications')).toBeVisible();
  await expect(card.getByText('On, at 6:30 pm')).toBeVisible();
  await page.reload();
  await expect(card.getByText('On, at 6:30 pm')).toBeVisible();

  // Back to the defaults: the e2e database is shared by every journey.
  const reset = await request.put('/api/suppliers/notifications', {
    headers: await authHeader(request, 'supplier'),
    data: {
      newOrder: true,
      orderChanged: true,
      orderCancelled: true,
      topUpOrder: true,
      newReview: true,
      detailsUpdated: true,
      dailySummary: false,
      dailySummaryTime: '07:00',
    },
  });
  expect(reset.status()).toBe(200);
});

test('a marketplace order is e-mailed to the order recipients, and staff see it in the Activity page e-mail log', async ({
  page,
  request,
}) => {
  const staff = await authHeader(request, 'staff');
  const products = (await (await request.get('/api/suppliers/products', { headers: staff })).json()) as {
    data: Array<{ id: number; enabled: boolean }>;
  };
  const product = products.data.find((p) => p.enabled)!;
  const placed = await request.post('/api/staff/test-orders', {
    headers: staff,
    data: { venueId: 1, deliveryDate: sydneyDay(1), lines: [{ productId: product.id, numberOfPortions: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: number };

  await signIn(page, 'staff');
  await page.goto('/activity');
  const log = page.getByRole('region', { name: 'E-mails sent' });
  await expect(log.getByRole('heading', { name: 'E-mails sent' })).toBeVisible();
  // The worker sends within a second or two; the page shows the log as it was when it loaded.
  await expect(async () => {
    await page.reload();
    const row = log.getByRole('row').filter({ hasText: `New order #${orderId} from` });
    await expect(row).toHaveCount(1, { timeout: 2000 });
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 1000 });
    await expect(row.getByText(`Attached: purchase-order-${orderId}.pdf`)).toBeVisible({ timeout: 1000 });
    // Its recipients come from Settings (other journeys may change them): at least one address.
    await expect(row.getByText(/@/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 5 * 60_000 });
});
