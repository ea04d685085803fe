import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('staff change a venue rake through the confirm step', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Here are all of your customers' })).toBeVisible();
  await page.getByLabel('Search by venue name or ID').fill('The Rocks');
  const row = page.getByRole('row', { name: /The Rocks Bistro/ });
  await expect(row).toContainText('9.5%');
  await row.getByRole('button', { name: 'Edit Venue Rake' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Custom Rake' });
  const rake = dialog.getByLabel('Custom Rake (%)');
  await rake.fill('101');
  await dialog.getByRole('button', { name: 'Save Custom Rake' }).click();
  await expect(dialog.getByText('Rake must be less then 100%')).toBeVisible();
  await rake.fill('11.255');
  await dialog.getByRole('button', { name: 'Save Custom Rake' }).click();
  await expect(dialog.getByText('Rake must have no more than two decimal places')).toBeVisible();
  await rake.fill('11.25');
  await dialog.getByRole('button', { name: 'Save Custom Rake' }).click();
  await expect(dialog.getByText('You are changing the rake for The Rocks Bistro to 11.25%.')).toBeVisible();
  await expect(dialog.getByText('Please confirm to proceed')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully updated custom rake')).toBeVisible();
  await expect(row).toContainText('11.25%');
});

test('staff create a rake for a new venue with the venue picker', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New Venue Rake' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Custom Rake' });
  await dialog.getByRole('button', { name: 'Save Custom Rake' }).click();
  await expect(dialog.getByText('Venue is required')).toBeVisible();
  await dialog.getByLabel('Venue').fill('Cronulla');
  await page.getByRole('option', { name: '#15 Cronulla Surf Club' }).click();
  await dialog.getByLabel('Custom Rake (%)').fill('6');
  await dialog.getByRole('button', { name: 'Save Custom Rake' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully created custom rake')).toBeVisible();
  await page.getByLabel('Search by venue name or ID').fill('Cronulla');
  await expect(page.getByRole('row', { name: /Cronulla Surf Club/ })).toContainText('6%');
});

test('a supplier sees no rake actions, searches, and comes back to all customers', async ({ page }) => {
  await signIn(page);
  await page.goto('/customers');
  await expect(page.getByRole('button', { name: 'New Venue Rake' })).toHaveCount(0);
  await page.getByLabel('Search by venue name or ID').fill('zzzz-no-such-venue');
  await expect(page).toHaveURL(/q=zzzz-no-such-venue/);
  await page.getByRole('button', { name: 'Load all customers' }).click();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
});

test('at 1366 px every column fits, Rake, Total Spent and Last Ordered sort, New Venue Rake knows its row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'staff');
  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const widths = await page.evaluate(() => {
    const container = document.querySelector('.MuiTableContainer-root')!;
    const doc = document.documentElement;
    return { table: container.scrollWidth - container.clientWidth, page: doc.scrollWidth - doc.clientWidth };
  });
  expect(widths).toEqual({ table: 0, page: 0 });
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();

  for (const [header, orderBy] of [
    ['Rake', 'commission'],
    ['Total Spent', 'totalSpent'],
    ['Last Ordered', 'lastOrdered'],
  ] as const) {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.url().includes(`orderBy=${orderBy}`),
    );
    await table.getByRole('button', { name: header, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`orderBy=${orderBy}`));
    await expect(table.getByRole('columnheader', { name: header })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );
    // The sorted rows replace the previous sort's (shown busy meanwhile) before the next step reads them.
    await answered;
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
  }

  // The row's own New Venue Rake opens Create Custom Rake for that venue: the first row's id and name,
  // read in one go, then the row found by them. Sorted by Venue ID first: the demo world places orders as
  // the journey runs, so rows sorted by what venues spent or when they last ordered can move off the page.
  // (Its rows may come from the cache of the first load, so no request is awaited.)
  await table.getByRole('button', { name: 'Venue ID', exact: true }).click();
  await expect(page).toHaveURL(/orderBy=venueId/);
  await expect(table.getByRole('columnheader', { name: 'Venue ID' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const first = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'New Venue Rake' }) })
    .first();
  const [venueId, , venueName] = (await first.getByRole('cell').allTextContents()).map((c) => c.trim());
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: venueId!, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: venueName!, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'New Venue Rake' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Custom Rake' });
  await expect(dialog.getByText(`#${venueId} ${venueName}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
