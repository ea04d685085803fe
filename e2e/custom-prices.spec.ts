import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('a supplier adds, edits and deletes a custom price', async ({ page }) => {
  await signIn(page);
  await page.goto('/custom-prices/new');
  const dialog = page.getByRole('dialog', { name: 'Add Custom Price' });
  await expect(
    dialog.getByText(
      'To add a custom price for a venue that has not purchased from you before, please contact support.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Venue is required')).toBeVisible();
  await expect(dialog.getByText('Product is required')).toBeVisible();
  await expect(dialog.getByText('Custom price is required')).toBeVisible();

  await dialog.getByLabel('Venue').fill('Zetland');
  await page.getByRole('option', { name: /Zetland Greens/ }).click();
  await dialog.getByLabel('Product').fill('Soy Sauce');
  await page.getByRole('option', { name: /Soy Sauce 2L/ }).click();
  await dialog.getByLabel('Custom price (ex GST)').fill('8.555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Custom price must have a maximum of 2 decimal places')).toBeVisible();
  // Soy sauce carries GST: $8.50 ex GST is stored and shown as $9.35 inc GST.
  await dialog.getByLabel('Custom price (ex GST)').fill('8.50');
  await expect(dialog.getByText('$9.35 inc GST')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully created custom price for Zetland Greens')).toBeVisible();

  await page.getByLabel('Search custom prices').fill('Zetland');
  const row = page.getByRole('row', { name: /Soy Sauce 2L/ });
  await expect(row).toContainText('$8.50');
  await expect(row).toContainText('$9.35');

  await row.getByRole('button', { name: /Edit Custom Price/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Custom Price' });
  await edit.getByLabel('Custom price (ex GST)').fill('9.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated custom price for Zetland Greens')).toBeVisible();
  await expect(row).toContainText('$9.90');

  await row.getByRole('button', { name: /Delete Custom Price/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete custom price?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Successfully deleted custom price for Zetland Greens')).toBeVisible();
  await expect(page.getByRole('row', { name: /Soy Sauce 2L/ })).toHaveCount(0);
});

test('View Custom Prices on Customers opens the custom prices of that venue', async ({ page }) => {
  await signIn(page);
  await page.goto('/customers?orderBy=customPrices&sortedBy=desc');
  const first = page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: 'View Custom Prices' })).toBeVisible();
  const venue = (await first.getByRole('cell').nth(2).textContent())!.trim();
  expect(venue).not.toBe('');
  await first.getByRole('link', { name: 'View Custom Prices' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/custom-prices\\?q=${encodeURIComponent(venue).replace(/%20/g, '(%20|\\+)')}`),
  );
  await expect(page.getByLabel('Search custom prices')).toHaveValue(venue);
  const rows = page.getByRole('table', { name: 'Custom prices' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(venue);
});
