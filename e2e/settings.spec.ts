import { expect, test, type Page } from './support/fixtures.ts';
import { ACCOUNTS, PASSWORD, signIn, workerSessions } from './support/session.ts';

// An 8x8 PNG, so the upload needs no image library.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMwnpmGFTEMLQkA17tMgQQoXRYAAAAASUVORK5CYII=',
  'base64',
);

const card = (page: Page, key: string) => page.locator(`section[data-section="${key}"]`);

test('a section link highlights its card; business details are checked, fixed and saved', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/settings?section=business-details');
  const business = card(page, 'BUSINESS_DETAILS');
  await expect(business).toHaveAttribute('data-highlighted', 'true');
  await expect(business).toBeInViewport();
  // The highlight lasts 1600 ms.
  await expect(business).toHaveAttribute('data-highlighted', 'false');

  // Staff-only sections are not shown to a supplier.
  await expect(page.getByRole('heading', { name: 'Bank Details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Additional Order Recipient' })).toHaveCount(0);

  await business.getByRole('button', { name: 'Edit Business Details' }).click();
  await business.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Nothing to update')).toBeVisible();

  // Another journey may have saved 2141 already (the e2e database is shared): change to the other one.
  const postcode = business.getByLabel('Postcode');
  const was = await postcode.inputValue();
  const next = was === '2141' ? '2140' : '2141';
  await postcode.fill('9999');
  await business.getByRole('button', { name: 'Update' }).click();
  await expect(business.getByText('Must be a valid Australian postcode')).toBeVisible();
  await postcode.fill(next);
  await business.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Successfully updated business details')).toBeVisible();
  await expect(business.getByText(next)).toBeVisible();
  await expect(business.getByRole('button', { name: 'Update' })).toHaveCount(0);

  // The side link list leads to a card the same way.
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Password' })
    .click();
  await expect(page).toHaveURL(/section=password$/);
  await expect(card(page, 'PASSWORD')).toHaveAttribute('data-highlighted', 'true');

  // Put it back for anyone else using the demo supplier.
  await business.getByRole('button', { name: 'Edit Business Details' }).click();
  await business.getByLabel('Postcode').fill(was);
  await business.getByRole('button', { name: 'Update' }).click();
  await expect(business.getByText(was)).toBeVisible();
});

test('staff add an additional order recipient and upload a logo', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/settings?section=additional-order-recipient');
  const recipients = card(page, 'ADDITIONAL_ORDER_RECIPIENT');
  await expect(recipients.getByText('This is an admin only option')).toBeVisible();

  const email = `e2e-orders-${Date.now()}@example.com`;
  await recipients.getByRole('button', { name: 'Add Additional Order Recipient' }).click();
  await recipients.getByLabel('Email').fill('not-an-email');
  await recipients.getByRole('button', { name: 'Save' }).click();
  await expect(recipients.getByText('Must be a valid email address')).toBeVisible();
  await recipients.getByLabel('Email').fill(email);
  await recipients.getByLabel('First name').fill('Erin');
  await recipients.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated additional order recipient')).toBeVisible();
  await expect(recipients.getByText(email)).toBeVisible();

  await recipients.getByRole('button', { name: `Delete ${email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(recipients.getByText(email)).toHaveCount(0);

  const images = card(page, 'STORE_IMAGES');
  await images.getByRole('button', { name: 'Edit Store Images' }).click();
  await images
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(images.getByRole('img', { name: 'Logo' })).toBeVisible();
  await images.getByRole('button', { name: 'Delete logo' }).click();
  await expect(images.getByRole('img', { name: 'Logo' })).toHaveCount(0);
  // From the keyboard: Enter on the button opens the file chooser. `press` focuses the button as it is
  // when the key goes down (a separate focus() could land on the button the deletion was still replacing).
  const chooser = page.waitForEvent('filechooser');
  await images.getByRole('button', { name: 'Upload logo' }).press('Enter');
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await images.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated store images')).toBeVisible();
  await expect(images.getByRole('img', { name: 'Logo' })).toBeVisible();
});

test('a supplier changes the password and signs in with the new one', async ({ page }) => {
  // A second user of supplier 2, so that no other journey's sign-in depends on this one's password.
  await signIn(page, 'supplier2Manager');
  await page.goto('/settings?section=password');
  // Its primary order recipient has no phone: the warning shows on the card and in the link list.
  await expect(card(page, 'PRIMARY_ORDER_RECIPIENT').getByRole('img', { name: 'Incomplete' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: /Primary Order Recipient/ }),
  ).toHaveAttribute('data-invalid', 'true');

  const password = card(page, 'PASSWORD');
  const change = async (current: string, next: string) => {
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByLabel('Current password').fill(current);
    await password.getByLabel(/^New password/).fill(next);
    await password.getByLabel('Confirm new password').fill(next);
    await password.getByRole('button', { name: 'Save' }).click();
  };

  await password.getByRole('button', { name: 'Change password' }).click();
  await password.getByLabel(/^New password/).fill('short');
  await password.getByLabel('Confirm new password').fill('other');
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password.getByText('Must be at least 8 characters')).toBeVisible();
  await expect(password.getByText('Password confirmation does not match new password')).toBeVisible();
  await password.getByRole('button', { name: 'Cancel' }).click();

  await change('wrong-password', 'e2e-new-password');
  await expect(password.getByText('Invalid password')).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
  // A new password ends the account's other sessions, the worker's kept one among them (session.ts).
  workerSessions.delete('supplier2Manager');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(ACCOUNTS.supplier2Manager);
  await page.getByLabel('Password', { exact: true }).fill('e2e-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The demo password is one of the most common passwords: refused as a new one.
  await page.goto('/settings?section=password');
  await change('e2e-new-password', PASSWORD);
  await expect(
    password.getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
});

test('staff switch each admin-only preference and back; each saves its own field', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/settings');
  const toggles = [
    {
      key: 'SUBSTITUTION_PREFERENCES',
      title: 'Substitution Preferences',
      field: 'substitutionPreferenceEnabled',
      label: 'Allow substitutions',
      thing: 'substitution preferences',
      on: 'Substitutions are allowed.',
      off: 'Substitutions are not allowed.',
    },
    {
      key: '3PL_PREFERENCES',
      title: '3PL Preferences',
      field: 'thirdPartyDeliveryEnabled',
      label: 'Third-party delivery (3PL)',
      thing: '3PL preferences',
      on: 'Orders are delivered by a third-party logistics provider.',
      off: 'Third-party delivery is off.',
    },
    {
      key: 'ENABLE_SUPPLIER_FOR_B2C',
      title: 'Enable supplier for B2C',
      field: 'b2cEnabled',
      label: 'Enabled for B2C',
      thing: 'B2C settings',
      on: 'This supplier sells to consumers (B2C).',
      off: 'This supplier is not enabled for B2C.',
    },
  ];
  for (const t of toggles) {
    const section = card(page, t.key);
    await expect(section.getByText('This is an admin only option')).toBeVisible();
    const summary = section.getByText(t.on, { exact: true }).or(section.getByText(t.off, { exact: true }));
    await expect(summary).toBeVisible();
    const wasOn = (await summary.textContent()) === t.on;
    const flip = async (to: boolean) => {
      await section.getByRole('button', { name: `Edit ${t.title}` }).click();
      const saved = page.waitForRequest(
        (r) => r.method() === 'PATCH' && r.url().endsWith('/api/suppliers/auth/me'),
      );
      await section.getByLabel(t.label).click();
      await section.getByRole('button', { name: 'Save' }).click();
      expect((await saved).postDataJSON()).toEqual({ [t.field]: to });
      await expect(page.getByText(`Successfully updated ${t.thing}`).first()).toBeVisible();
      await expect(section.getByText(to ? t.on : t.off, { exact: true })).toBeVisible();
    };
    await flip(!wasOn);
    await flip(wasOn);
  }
});

test('staff see the upload reach 100%, and the bank account number takes 6 to 10 digits only', async ({
  page,
}) => {
  await signIn(page, 'staff');
  await page.goto('/settings?section=store-images');
  const images = card(page, 'STORE_IMAGES');
  await images.getByRole('button', { name: 'Edit Store Images' }).click();
  await images
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  // The bar shows 100% once the server has answered, before it goes.
  await expect(images.getByRole('status').filter({ hasText: '100%' })).toBeVisible();
  await expect(images.getByRole('progressbar')).toHaveCount(0);
  await images.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings?section=bank-details');
  const bank = card(page, 'BANK_DETAILS');
  await bank.getByRole('button', { name: 'Edit Bank Details' }).click();
  const account = bank.getByLabel('Account number');
  for (const wrong of ['12AB5678', '12345', '12345678901234567890123']) {
    await account.fill(wrong);
    await bank.getByRole('button', { name: /^(Update|Save)$/ }).click();
    await expect(bank.getByText('Account number must be 6 to 10 digits')).toBeVisible();
  }
  await bank.getByRole('button', { name: 'Cancel' }).click();
});
