import { expect, test } from './support/fixtures.ts';
import { authHeader, sydneyDay } from './support/api.ts';
import { signIn } from './support/session.ts';

type Product = { id: number; categories: number[]; specials: unknown[] };

test('create a PERCENTAGE OFF special, see it on the list and the dashboard, archive it', async ({
  page,
  request,
}) => {
  // A product of our own, so no other journey's specials or the seeded ones can overlap it. Its
  // category is one that has no specials yet, which keeps it far from the 8-per-category limit.
  const headers = await authHeader(request);
  const list = (await (await request.get('/api/suppliers/products', { headers })).json()) as {
    data: Product[];
  };
  const leafOf = (p: Product) => p.categories[p.categories.length - 1];
  const busyLeaves = new Set(list.data.filter((p) => p.specials.length).map(leafOf));
  const home = list.data.find((p) => p.categories.length && !busyLeaves.has(leafOf(p)));
  expect(home).toBeDefined();
  const name = `E2E Special Figs ${Date.now().toString(36)}`;
  const created = await request.post('/api/suppliers/products', {
    headers,
    data: {
      name,
      sku: `E2E-SPC-${Date.now().toString(36)}`,
      priceInCents: 1100, // $11.00 incl GST, $10.00 ex GST
      unitOfPriceId: 1,
      gstExempt: false,
      categories: home!.categories,
      unitOfPortionId: 2,
      portions: [500, 1000],
      enabled: true,
      outOfStock: false,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  await page.goto('/specials/new');
  await expect(page.getByRole('heading', { name: 'Create Special' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Product' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // Today to a week on: active at once, and well inside the 27-day reach.
  await page.getByLabel('Start date').fill(sydneyDay(0));
  await page.getByLabel('End date').fill(sydneyDay(7));
  await page.getByRole('button', { name: 'PERCENTAGE OFF' }).click();
  await page.getByLabel('Percentage off').fill('20');
  await page.getByRole('button', { name: 'Publish Special' }).click();

  // 20% off $10.00 ex GST is $8.00 ex ($8.80 incl GST sent): the toast names the price ex GST, as entered.
  await expect(page.getByText(`Successfully created special for ${name} at $8.00/kg`)).toBeVisible();
  await expect(page).toHaveURL(/\/specials$/);
  const table = page.getByRole('table', { name: 'Specials' });
  await page.getByLabel('Search specials').fill(name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  const active = page.getByRole('table', { name: 'Active Specials' });
  await expect(active.getByRole('row').filter({ hasText: name })).toBeVisible();

  await page.goto('/specials');
  await page.getByLabel('Search specials').fill(name);
  // The search applies after a pause: a click before it opens a menu on a row the search then redraws.
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive Special' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive Special' }).click();
  await expect(page.getByText('Successfully archived special')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('table', { name: 'Active Specials' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Active Specials' }).getByText(name)).toHaveCount(0);
});
