import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/fixtures.ts';
import { PASSWORD, signIn } from './support/session.ts';
import { axeViolations } from './support/axe.ts';

const expectAxeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

/** Forgotten password, an invitation into the team, and a second factor, in the browser. */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? `/tmp/portal-e2e-${PORT}`, 'outbox');

/** The link to `page` in the newest e-mail to `to` in the server's outbox (no SMTP in e2e). */
async function mailedLink(to: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      // The outbox folder appears with the server's first e-mail, sent after the answer.
      const files = existsSync(OUTBOX)
        ? readdirSync(OUTBOX)
            .filter((f) => f.endsWith('.eml'))
            .sort()
        : [];
      const mails = files
        .map((f) =>
          readFileSync(path.join(OUTBOX, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        )
        .filter((m) => m.includes(`To: ${to}`));
      link = new RegExp(`https?://[^\\s"<]+/${page}\\?token=[A-Za-z0-9_-]+`).exec(mails.at(-1) ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

test('forgot password: from the sign-in page to a signed-in dashboard', async ({ page }) => {
  // Harbour Fresh's sales person: the role journeys below sign in as the warehouse and accounts people.
  const email = 'sales@harbourfresh.example';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/we have e-mailed a link to reset its password/)).toBeVisible();

  await page.goto(await mailedLink(email, 'reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Balance-sheet-71');
  await page.getByLabel('Confirm new password').fill('Balance-sheet-71');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an owner invites a warehouse person, who accepts and sees only what the role allows', async ({
  page,
}) => {
  const email = 'picker@harbourfresh.example';
  await signIn(page, 'supplier');
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Warehouse' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  // Focus goes to the next invitation's address, never to the page.
  await expect(page.getByLabel('Email')).toBeFocused();
  await signOut(page);

  await page.goto(await mailedLink(email, 'accept-invitation'));
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Picker');
  await page.getByLabel('Password').fill('Forklift-yellow-8');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  for (const hidden of ['Reports', 'Customers', 'Settings', 'Custom Prices', 'Specials', 'Delivery Zones']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
});

test('enrol TOTP in Settings > Security, then sign in with a computed code', async ({ page }) => {
  // Harbour Fresh's manager: a demo person no other journey signs in as.
  const email = 'manager@harbourfresh.example';
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/security');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  // A session alone never sets up a factor: the current password is asked for.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = Secret.fromBase32((await page.getByTestId('totp-secret').textContent())!.trim());
  await page.getByLabel('Code').first().fill(TOTP.generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have kept them' }).click();
  // After a reload the page says the factor is on, since when, and offers what fits.
  await page.reload();
  await expect(page.getByText(/^Two-factor authentication is on since \d{1,2} \w{3} \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace authenticator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor authentication' })).toHaveCount(0);
  await expectAxeClean(page);
  await signOut(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The enrolment's code is spent: the next period's code (within the allowed drift) signs in.
  await page
    .getByLabel('Authentication code')
    .fill(TOTP.generate({ secret, timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Signs a demo team member in with the demo password. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const navOf = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  return nav.getByRole('link').allTextContents();
};
/** The "not allowed" page: its own heading, then why. */
const notAllowed = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  return page.getByRole('alert').filter({ hasText: 'does not allow' });
};

test('the warehouse sees products read-only with the stock switch, and no prices, reports or settings', async ({
  page,
}) => {
  await signInAs(page, 'warehouse@harbourfresh.example');
  expect(await navOf(page)).toEqual(['Dashboard', 'Products', 'Orders']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('switch', { name: /^In stock: / })).toBeVisible();
  await expect(row.getByRole('switch', { name: /^Enabled: / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Change price$/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Edit custom prices/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Product' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import / Export CSV' })).toHaveCount(0);

  for (const path of ['/reports', '/settings', '/custom-prices', '/products/new']) {
    await page.goto(path);
    await expect(await notAllowed(page)).toContainText('Warehouse: Your role does not allow this page.');
  }
});

test('the accounts person sees orders read-only, customers and reports, and no products', async ({
  page,
}) => {
  await signInAs(page, 'accounts@harbourfresh.example');
  expect(await navOf(page)).toEqual(['Dashboard', 'Customers', 'Orders', 'Reports']);

  await page.goto('/orders');
  const first = page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  await expect(page.getByRole('button', { name: 'Documents' })).toBeVisible();
  for (const action of [
    'Process Order',
    'Cancel Order',
    'Add Custom Product',
    'Add order ID',
    'Edit order ID',
  ])
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  await expect(page.getByLabel(/^Supplied quantity for /)).toHaveCount(0);

  await page.goto('/reports');
  await expect(page.getByRole('button', { name: 'Accounting export' })).toBeVisible();
  await page.goto('/products');
  await expect(await notAllowed(page)).toContainText('Accounts: Your role does not allow this page.');
});

test('Team: named role selects, a question before a change and a word after', async ({ page }) => {
  await signIn(page, 'supplier');
  await page.goto('/settings/team');
  const table = page.getByRole('table', { name: 'Team' });
  await expect(table.getByRole('combobox', { name: /^Role of / }).first()).toBeVisible();
  await expectAxeClean(page);

  // Invite someone to revoke: asked first, then said.
  await page.getByLabel('Email').fill('revoke-me@x.example');
  await page.getByRole('button', { name: 'Invite' }).click();
  const invited = table.getByRole('row').filter({ hasText: 'revoke-me@x.example' });
  await invited.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the invitation?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation to revoke-me@x.example revoked')).toBeVisible();
  await expect(invited).toHaveCount(0);
});

// At 390 px the Team page once measured 362 px wider than the window: the Actions header's screen-reader
// text was sized `width: 1` in sx, which is 100% (the window's width), placed at the header's right.
test('Team on a phone: no sideways scroll, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'supplier');
  await page.goto('/settings/team');
  const table = page.getByRole('table', { name: 'Team' });
  await expect(table.getByRole('combobox', { name: /^Role of / }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});
