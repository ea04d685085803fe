import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('select three completed orders and download their invoices as one PDF', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders?status=completed');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Completed').first()).toBeVisible();
  const boxes = table.getByRole('checkbox', { name: /Select row/ });
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();

  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Invoice (3)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d+-\d+-\d+\.pdf$/);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('dialog', { name: 'Cooking up your PDF' })).toHaveCount(0);
});

test('a cancelled order offers no delivery slip but downloads its purchase order', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders?status=cancelled');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Cancelled').first()).toBeVisible();
  await table
    .getByRole('checkbox', { name: /Select row/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delivery Slip (0)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Purchase Order (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Cooking up your PDF' })).toHaveCount(0);
});

test('more than 20 orders go by e-mail after Confirm Email Download', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders?status=completed');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByText('Completed').first()).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Bulk Actions' }).click();
  await page.getByRole('menuitem', { name: /^Purchase Order \(\d+\)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Email Download' });
  await expect(dialog.getByLabel('Email')).toHaveValue('supplier@example.com');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByText('Must be a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill('accounts@harbourfresh.example.com');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(
    page.getByText(
      "We'll e-mail a link to your purchase orders to accounts@harbourfresh.example.com shortly.",
    ),
  ).toBeVisible();
});

test('an order page downloads its invoice and delivery details', async ({ page }) => {
  await signIn(page);
  await page.goto('/orders?status=completed');
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('link', { name: /^#\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^#\d+$/ })).toBeVisible();
  let downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Invoice', exact: true }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  await page.getByRole('button', { name: 'Documents' }).click();
  downloadPromise = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Delivery Details' }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/^delivery-instructions-\d+\.pdf$/);
});
