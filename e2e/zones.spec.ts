import { expect, test, type Page } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

test('create a zone, add a postcode and a region, set two days, activate it, find a suburb by suburb', async ({
  page,
}) => {
  const name = `E2E Zone ${Date.now()}`;
  await signIn(page);
  await page.goto('/delivery-zones');
  await expect(page.getByRole('heading', { name: /Delivery Zones \(\d+\)/ })).toBeVisible();

  // Create: a new zone is unpublished and cannot be activated yet.
  await page.getByRole('button', { name: 'Create Zone' }).click();
  const create = page.getByRole('dialog', { name: 'Create Delivery Zone' });
  await create.getByRole('button', { name: 'Create Zone' }).click();
  await expect(create.getByText('Zone name is required')).toBeVisible();
  await create.getByLabel('Zone Name').fill(name);
  await create.getByLabel('Minimum Order Total').fill('80');
  await create.getByRole('button', { name: 'Create Zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/zone=\d+/);
  await expect(page.getByRole('switch', { name: 'Activate Zone' })).toBeDisabled();
  await expect(page.getByText('Minimum order total: $80.00')).toBeVisible();

  // A postcode from the Edit Suburbs search: all its suburbs are switched on.
  await page.getByRole('button', { name: 'Edit Suburbs' }).click();
  const suburbs = page.getByRole('dialog', { name: 'Edit Suburbs' });
  await suburbs.getByLabel('Search suburb or postcode').fill('2031');
  await page.getByRole('option', { name: '2031 (all suburbs)' }).click();
  const card = suburbs.getByRole('region', { name: 'Postcode 2031' });
  await expect(card.getByLabel('Randwick', { exact: true })).toBeChecked();
  await suburbs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated suburbs')).toBeVisible();
  await expect(suburbs).toBeHidden();

  // A delivery region in one go.
  await page.getByRole('button', { name: 'Add a delivery region' }).click();
  const region = page.getByRole('dialog', { name: 'Add a delivery region' });
  await region.getByLabel('Delivery region').click();
  await page.getByRole('option', { name: /^Sydney CBD / }).click();
  await region.getByRole('button', { name: 'Add Region' }).click();
  await expect(region).toBeHidden();
  const section = page.getByRole('region', { name: 'Suburbs' });
  await expect(section.getByText('Haymarket')).toBeVisible();
  await expect(section.getByText('Randwick')).toBeVisible();

  // Two delivery days; the order-by days default to the day before.
  await page.getByRole('button', { name: 'Edit Days' }).click();
  const days = page.getByRole('dialog', { name: 'Edit Delivery Days' });
  await days.getByLabel('Monday', { exact: true }).check();
  await days.getByLabel('Thursday', { exact: true }).check();
  await days.getByRole('button', { name: 'Save' }).click();
  await expect(days).toBeHidden();
  const daysCard = page.getByRole('region', { name: 'Delivery Days' });
  await expect(daysCard.getByText('Monday')).toBeVisible();
  await expect(daysCard.getByText('Thursday')).toBeVisible();

  // Activate.
  await page.getByRole('switch', { name: 'Activate Zone' }).click();
  await expect(page.getByRole('switch', { name: 'Activate Zone' })).toBeChecked();
  await expect(page.getByText(`Successfully activated ${name}`)).toBeVisible();
  const zoneCard = page
    .getByRole('navigation', { name: 'Delivery zones' })
    .getByRole('button', { name: new RegExp(name) });
  await expect(zoneCard.getByText('On', { exact: true })).toBeVisible();

  // By Suburb: the zone serves Randwick.
  await page.getByRole('button', { name: 'By Suburb' }).click();
  await expect(page.getByText('Enter a suburb or postcode to begin your search')).toBeVisible();
  await page.getByLabel('Search for a suburb or postcode').fill('Randwick');
  await expect(page).toHaveURL(/view=suburb.*suburb=Randwick/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('2031');
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: 'View Zone' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the zone panel becomes a drawer at 800 px width', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/delivery-zones');
  const panel = page.getByRole('navigation', { name: 'Delivery zones' });
  await expect(page.getByRole('button', { name: 'All Zones' })).toBeVisible();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'All Zones' }).click();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /Western Sydney/ }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Western Sydney' })).toBeVisible();

  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(page.getByRole('button', { name: 'All Zones' })).toBeHidden();
  await expect(panel).toBeVisible();
});

test('Cancel in Edit Suburbs writes nothing; a second zone of the same name is refused; another time zone warns', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/delivery-zones');
  await untilRestoredNoticeGoes(page);
  await page
    .getByRole('navigation', { name: 'Delivery zones' })
    .getByRole('button', { name: /Western Sydney/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Western Sydney' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Suburbs' });
  const count = await section.getByText(/^\d+ suburbs? on$/).textContent();

  // A postcode added then cancelled is not in the zone, now or after a reload.
  await page.getByRole('button', { name: 'Edit Suburbs' }).click();
  const suburbs = page.getByRole('dialog', { name: 'Edit Suburbs' });
  await suburbs.getByLabel('Search suburb or postcode').fill('2031');
  await page.getByRole('option', { name: '2031 (all suburbs)' }).click();
  await expect(suburbs.getByRole('region', { name: 'Postcode 2031' })).toBeVisible();
  await suburbs.getByRole('button', { name: 'Cancel' }).click();
  await expect(suburbs).toBeHidden();
  await expect(section.getByText('Randwick')).toHaveCount(0);
  await page.reload();
  await expect(section.getByText(count!)).toBeVisible();
  await expect(section.getByText('Randwick')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Suburbs' }).click();
  await expect(suburbs.getByRole('region', { name: 'Postcode 2031' })).toHaveCount(0);
  await suburbs.getByRole('button', { name: 'Cancel' }).click();

  // Zone names are unique per supplier, whatever their case.
  await page.getByRole('button', { name: 'Create Zone' }).click();
  const create = page.getByRole('dialog', { name: 'Create Delivery Zone' });
  await create.getByLabel('Zone Name').fill('north shore');
  await create.getByLabel('Minimum Order Total').fill('50');
  await create.getByRole('button', { name: 'Create Zone' }).click();
  await expect(
    create.getByText('You already have a zone called north shore. Please choose another name'),
  ).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();

  // A Queensland region on a Sydney-time zone: a warning before it is added.
  await page.getByRole('button', { name: 'Add a delivery region' }).click();
  const region = page.getByRole('dialog', { name: 'Add a delivery region' });
  await region.getByLabel('Delivery region').click();
  await page.getByRole('option', { name: /^Gold Coast / }).click();
  await expect(
    region.getByText(
      "Gold Coast is in QLD, on Brisbane time, but this zone's cutoff is on Sydney time. Check the cutoff suits those venues, or use a zone of their own time zone.",
    ),
  ).toBeVisible();
  await region.getByLabel('Delivery region').click();
  await page.getByRole('option', { name: /^Sydney Inner West / }).click();
  await expect(region.getByText(/on Brisbane time/)).toHaveCount(0);
  await region.getByRole('button', { name: 'Cancel' }).click();
});

/**
 * 'Session restored' slides in at the bottom left for 3 s once a full load has drawn its content
 * (app/session/session-provider.tsx), which is when the journey clicks, and at 800 px high it covers the
 * zone panel's last cards. In the CI run of 2026-11-27 21:41 a click on Western Sydney made then selected
 * nothing, and the first zone stayed. The journey waits for the notice to go, as a reader would.
 */
async function untilRestoredNoticeGoes(page: Page) {
  await expect(page.getByText('Session restored')).toBeVisible();
  await expect(page.getByText('Session restored')).toBeHidden();
}
