import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/session.ts';

const NAV = [
  'Dashboard',
  'Specials',
  'Customers',
  'Custom Prices',
  'Loss Leaders',
  'Products',
  'Orders',
  'Reports',
  'Delivery Zones',
  'Settings',
];

test('sign in, walk every menu entry, sign out, and come back to the page wanted', async ({ page }) => {
  await page.goto('/orders?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders%3Fpage%3D2/);
  await expect(page.getByText('Please log in to view that page')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await page.getByLabel('Email').fill('supplier@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('We were unable to log you in!')).toBeVisible();
  await expect(page.getByText('Please check your email and password and try again')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/orders\?page=2$/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Harbour Fresh Wholesale' })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Harbour Fresh Wholesale' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Return to Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/settings?section=business-details');
  await expect(page).toHaveURL(/redirect=%2Fsettings%3Fsection%3Dbusiness-details/);
  await page.getByLabel('Email').fill('supplier@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/settings\?section=business-details$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('too many sign-in attempts on one account get their own message, not the wrong-password one', async ({
  page,
}, testInfo) => {
  // An account nobody uses (one per try): the lock (8 failures per 15 minutes) counts for unknown accounts too.
  await page.goto('/login');
  await page.getByLabel('Email').fill(`locked-out-${testInfo.retry}@example.com`);
  const password = page.getByLabel('Password', { exact: true });
  for (let i = 0; i < 8; i++) {
    await password.fill(`wrong-${i}`);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answer).status()).toBe(400);
  }
  const wrongPasswordNotices = page.getByText('Please check your email and password and try again');
  const shownBefore = await wrongPasswordNotices.count();
  await password.fill('wrong-again');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Too many sign-in attempts. Please wait a few minutes and try again.'),
  ).toBeVisible();
  // The 429 says only that: no further wrong-password notice joins the earlier ones.
  expect(await wrongPasswordNotices.count()).toBeLessThanOrEqual(shownBefore);
});

test('a restored session says so, and a forged token is not restored', async ({ page }) => {
  await signIn(page);
  await page.reload();
  await expect(page.getByText('Session restored')).toBeVisible();
  await page.evaluate(() => {
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    localStorage.setItem(
      'portal.token',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 1, exp: 4102444800 })}.`,
    );
  });
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fproducts/);
});

test('staff pick a supplier and see the staff-only entries', async ({ page }) => {
  await signIn(page, 'staff', '/login', { byForm: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Harbour Fresh Wholesale', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Return to Admin' })).toHaveAttribute(
    'href',
    'http://localhost:3002',
  );
  await expect(page.getByRole('menuitem', { name: 'Send test error report' })).toBeVisible();
});

test('under 768 px the entries live in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a 401 while signed in ends the session with the notice', async ({ page }) => {
  // The signed-in page must have loaded the session before the next answer turns to 401: a reload
  // racing the first page's own /me would find the session already ended, with no notice.
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/suppliers/auth/me') && r.ok());
  await signIn(page);
  await loaded;
  await page.route('**/api/suppliers/auth/me', (route) =>
    route.fulfill({ status: 401, body: '{"errors":[]}', contentType: 'application/json' }),
  );
  await page.reload();
  await expect(page.getByText('Your session has expired, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
