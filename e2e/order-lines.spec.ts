import { expect, test, type Page } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/*
 * On a phone, an order's lines: the unit beside a supplied quantity stays on one line, and a removed line
 * keeps 4.5:1 contrast (axe), as every row of the table does.
 */
test('on a phone a removed line passes axe contrast and the supplied unit stays on one line', async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await authHeader(request, 'staff');
  const products = (await (await request.get('/api/suppliers/products', { headers: staff })).json()) as {
    data: Array<{ id: number; enabled: boolean }>;
  };
  const [a, b] = products.data.filter((p) => p.enabled);
  const placed = await request.post('/api/staff/test-orders', {
    headers: staff,
    data: {
      venueId: 1,
      deliveryDate: sydneyDay(25),
      lines: [
        { productId: a!.id, numberOfPortions: 2 },
        { productId: b!.id, numberOfPortions: 1 },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: number };

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`/orders/${orderId}`);
  const table = page.getByRole('table', { name: 'Order products' });
  const quantity = table.getByRole('textbox', { name: /Supplied quantity for/ }).first();
  await expect(quantity).toBeVisible();
  // The unit beside the field: one line of text, never a letter per line.
  const unit = quantity.locator('xpath=..').locator('.MuiTypography-root');
  const box = (await unit.boundingBox())!;
  const lineHeight = await unit.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect(box.height).toBeLessThanOrEqual(lineHeight + 1);

  await table
    .getByRole('button', { name: /Actions for/ })
    .nth(1)
    .click();
  await page.getByRole('menuitem', { name: 'Remove product' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove product from order' });
  await pickOption(page, 'Reason for removal', 'Temporarily out of stock');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByText('Removed: Temporarily out of stock')).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await axeViolations(page, 'table[aria-label="Order products"]')).toEqual([]);
});
