import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('a supplier sets a threshold and adds a loss leader product and venue', async ({ page }) => {
  await signIn(page);
  await page.goto('/loss-leaders');
  await page.getByRole('button', { name: 'Edit Threshold' }).click();
  const threshold = page.getByRole('dialog', { name: 'Order Threshold' });
  await threshold.getByLabel('Minimum order ($)').fill('');
  await threshold.getByRole('button', { name: 'Save' }).click();
  await expect(threshold.getByText('Price is required')).toBeVisible();
  await threshold.getByLabel('Minimum order ($)').fill('450.50');
  await threshold.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('$450.50')).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const addProduct = page.getByRole('dialog', { name: 'Add loss leader product' });
  await addProduct.getByLabel('Product').fill('Mint');
  await page.getByRole('option', { name: /Mint/ }).first().click();
  await addProduct.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Successfully added loss leader product')).toBeVisible();
  await expect(page.getByRole('link', { name: /Mint/ })).toHaveAttribute('href', /\/products\/\d+/);

  await page.getByRole('button', { name: 'Add Venue' }).click();
  const addVenue = page.getByRole('dialog', { name: 'Add loss leader venue' });
  await addVenue.getByLabel('Venue').fill('Randwick');
  await page.getByRole('option', { name: '#23 Randwick Ramen' }).click();
  await addVenue.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('#23 Randwick Ramen')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Randwick Ramen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Successfully removed loss leader venue')).toBeVisible();
  await expect(page.getByText('#23 Randwick Ramen')).toHaveCount(0);
});
