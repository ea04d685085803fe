import { expect, test, type APIRequestContext, type Page } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { signIn } from './support/session.ts';
import { withoutLiveEvents } from './support/live-events.ts';

type ListItem = { orderId: number; shippingCompany: string; orderStatus: string };

/**
 * Pending orders furthest in the future (the dashboard and other journeys look at today's and
 * tomorrow's). Each test takes a different one so the journeys never touch the same order.
 */
async function farPendingOrders(request: APIRequestContext): Promise<ListItem[]> {
  const res = await request.get(
    '/api/suppliers/orders?search=orderStatus[]:PENDING&orderBy=deliveryDate&sortedBy=desc&pageSize=10',
    { headers: await authHeader(request) },
  );
  return ((await res.json()) as { data: ListItem[] }).data;
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filter and search orders, then process a pending order with edits, a removal and a custom product', async ({
  page,
  request,
}) => {
  // The longest journey of the suite: three times the usual time, so a loaded machine can't fail it.
  test.slow();
  const [target] = await farPendingOrders(request);
  expect(target).toBeDefined();
  await signIn(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });

  // The order type filter: only standing orders, kept in the URL, then back to all.
  await page.getByRole('button', { name: 'Order type: All' }).click();
  await page.getByRole('menuitem', { name: 'Standing' }).click();
  await expect(page).toHaveURL(/type=standing/);
  await expect(table.getByText('Standing').first()).toBeVisible();
  await expect(table.getByText('Regular')).toHaveCount(0);
  await expect(table.getByText('Top-Up')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Order type: Standing' })).toBeVisible();
  await page.getByRole('button', { name: 'Order type: Standing' }).click();
  await page.getByRole('menuitem', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/type=/);

  await page.getByRole('button', { name: 'Status: All' }).click();
  await page.getByRole('menuitem', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(table.getByText('Pending').first()).toBeVisible();
  await expect(table.getByText('Completed')).toHaveCount(0);

  // Searched as the list shows it: '#2729' finds order 2729.
  await page.getByLabel('Search orders').fill(`#${target!.orderId}`);
  await expect(page).toHaveURL(new RegExp(`search=(%23|#)${target!.orderId}`));
  const link = table.getByRole('link', { name: `#${target!.orderId}` });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page.getByRole('heading', { name: `#${target!.orderId}` })).toBeVisible();
  await expect(page.getByText(target!.shippingCompany).first()).toBeVisible();
  const products = page.getByRole('table', { name: 'Order products' });
  const quantities = products.getByRole('textbox', { name: /Supplied quantity for/ });
  await expect(quantities.first()).toBeVisible();
  expect(await quantities.count()).toBeGreaterThanOrEqual(2);

  // Change the first line's quantity; a typed 0 is refused with the spec's message.
  await quantities.first().fill('0');
  await expect(page.getByText("Supplied quantity can't be 0")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Order' })).toBeDisabled();
  await quantities.first().fill('0.5');
  await expect(page.getByText("Supplied quantity can't be 0")).toHaveCount(0);

  // Remove the second line with a reason.
  const lineCount = await quantities.count();
  await products
    .getByRole('button', { name: /Actions for/ })
    .nth(1)
    .click();
  await page.getByRole('menuitem', { name: 'Remove product' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove product from order' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByText('Reason for product removal is required')).toBeVisible();
  await pickOption(page, 'Reason for removal', 'Temporarily out of stock');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(products.getByText('Removed: Temporarily out of stock')).toBeVisible();
  // A removed line can be restored before processing, and removed again.
  await products.getByRole('button', { name: /^Restore / }).click();
  await expect(products.getByText('Removed: Temporarily out of stock')).toHaveCount(0);
  await expect(quantities).toHaveCount(lineCount);
  await products
    .getByRole('button', { name: /Actions for/ })
    .nth(1)
    .click();
  await page.getByRole('menuitem', { name: 'Remove product' }).click();
  await pickOption(page, 'Reason for removal', 'Temporarily out of stock');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(products.getByText('Removed: Temporarily out of stock')).toBeVisible();

  // Add a custom product.
  await page.getByRole('button', { name: 'Add Custom Product' }).click();
  const custom = page.getByRole('dialog', { name: 'Add Custom Product' });
  await custom.getByRole('button', { name: 'Add Product' }).click();
  await expect(custom.getByText('SKU is required')).toBeVisible();
  await expect(custom.getByText('Product name is required')).toBeVisible();
  await expect(custom.getByText('Total price is required')).toBeVisible();
  await custom.getByLabel('SKU').fill('E2E-SUB');
  await custom.getByLabel('Product name').fill('Heirloom tomatoes (substitute)');
  await custom.getByLabel('Total price ($)').fill('1.234');
  await custom.getByRole('button', { name: 'Add Product' }).click();
  await expect(custom.getByText('Total price must have a maximum of 2 decimal places')).toBeVisible();
  await custom.getByLabel('Total price ($)').fill('11.00');
  await expect(custom.getByText('Final price: $10.00 ex GST')).toBeVisible();
  await expect(custom.getByText('Final price: $11.00 inc GST')).toBeVisible();
  await custom.getByRole('button', { name: 'Add Product' }).click();
  await expect(products.getByText('Heirloom tomatoes (substitute)')).toBeVisible();

  // The server is held back a moment so the 'Processing Products' dialog can be seen (the answer is real).
  await page.route('**/api/suppliers/orders/*/process', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Process Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await confirm.getByRole('button', { name: 'Process Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Processing Products' })).toBeVisible();
  await expect(page.getByText('Order processed successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Processing Products' })).toHaveCount(0);
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  // The amount shown is the server's supplied total, and that total is its lines' sum with the
  // $11.00 custom product in it.
  const processed = (await (
    await request.get(`/api/suppliers/orders/${target!.orderId}`, {
      headers: await authHeader(request),
    })
  ).json()) as {
    finalTotalIncGST: number;
    orderProducts: { name: string; finalTotalIncGST: number | null }[];
  };
  const linesSum = processed.orderProducts.reduce((sum, l) => sum + (l.finalTotalIncGST ?? 0), 0);
  expect(processed.finalTotalIncGST).toBe(linesSum);
  expect(
    processed.orderProducts.find((l) => l.name === 'Heirloom tomatoes (substitute)')?.finalTotalIncGST,
  ).toBe(1100);
  const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  await expect(
    page.getByText(`Supplied value: ${aud.format(processed.finalTotalIncGST / 100)}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Order' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  await expect(products.getByText('Heirloom tomatoes (substitute)')).toBeVisible();
  await expect(products.getByText('Removed: Temporarily out of stock')).toBeVisible();

  // The breadcrumb goes back to the list with the earlier query.
  await page.goBack();
  await page.goForward();
  await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?.*search=(%23|#)${target!.orderId}`));
});

test("cancel a pending order with 'Other' and a reason", async ({ page, request }) => {
  const orders = await farPendingOrders(request);
  const target = orders[1]!;
  await signIn(page);
  await page.goto(`/orders/${target.orderId}`);
  await expect(page.getByRole('heading', { name: `#${target.orderId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('Reason for cancelling is required')).toBeVisible();
  await pickOption(page, 'Reason for cancelling', 'Other');
  await dialog.getByLabel('Please specify').fill('x');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByText('Please enter a reason for cancelling')).toBeVisible();
  await dialog.getByLabel('Please specify').fill('Venue closed for renovations');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Other: Venue closed for renovations')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Other: Venue closed for renovations')).toBeVisible();
});

test('an unknown order shows the not-found state', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders/99999999');
  await expect(
    page.getByText(
      'We were unable to find your order at this point in time. Our engineers have been notified.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Return to Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('the over-100% alert shows at the edited row; an order processed in another tab says so and reloads', async ({
  page,
  request,
}) => {
  const orders = await farPendingOrders(request);
  const target = orders[2]!;
  // The live events stream would show the other tab's processing at once (the next journey): without
  // it, the page learns of it when it tries, which is what this journey checks.
  await withoutLiveEvents(page);
  await signIn(page);
  await page.goto(`/orders/${target.orderId}`);
  await expect(page.getByRole('heading', { name: `#${target.orderId}` })).toBeVisible();
  const products = page.getByRole('table', { name: 'Order products' });
  const row = products
    .getByRole('row')
    .filter({ has: page.getByRole('textbox', { name: /Supplied quantity for/ }) })
    .first();
  const first = row.getByRole('textbox', { name: /Supplied quantity for/ });
  const before = await first.inputValue();
  await first.fill('9999');
  await expect(row.getByText('Order total increase too high')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Order' })).toBeDisabled();
  await first.fill(before);
  await expect(page.getByText('Order total increase too high')).toHaveCount(0);

  // Another tab processes it first.
  const res = await request.put(`/api/suppliers/orders/${target.orderId}/process`, {
    headers: await authHeader(request),
    data: { modifiedOrderProducts: [], substitutions: [] },
  });
  expect(res.status()).toBe(200);
  await page.getByRole('button', { name: 'Process Order' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Order' })
    .getByRole('button', { name: 'Process Order' })
    .click();
  await expect(
    page.getByText('This order has already been processed. The order has been reloaded.'),
  ).toBeVisible();
  await expect(page.getByText('Unable to process order. Please try again later')).toHaveCount(0);
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Order' })).toHaveCount(0);
});

test('an open order page shows at once that another tab processed it (the live events stream)', async ({
  page,
  request,
}) => {
  const target = (await farPendingOrders(request))[3]!;
  await signIn(page);
  const streamOpen = page.waitForResponse(
    (r) => r.url().endsWith('/api/suppliers/events') && r.status() === 200,
  );
  await page.goto(`/orders/${target.orderId}`);
  await expect(page.getByRole('heading', { name: `#${target.orderId}` })).toBeVisible();
  await streamOpen;
  await expect(page.getByRole('button', { name: 'Process Order' })).toBeVisible();
  const res = await request.put(`/api/suppliers/orders/${target.orderId}/process`, {
    headers: await authHeader(request),
    data: { modifiedOrderProducts: [], substitutions: [] },
  });
  expect(res.status()).toBe(200);
  await expect(page.getByText('Processed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Process Order' })).toHaveCount(0);
});

test('the orders list says when selected orders are on other pages, and clears them', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await table
    .getByRole('checkbox', { name: /^Select row / })
    .first()
    .check();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('1 order selected on other pages')).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByText(/selected on other pages/)).toHaveCount(0);
});
