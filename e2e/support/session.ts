import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  supplier: 'supplier@example.com',
  supplier2: 'supplier2@example.com',
  staff: 'staff@example.com',
  supplier2Manager: 'priya@southerncross.example',
} as const;
export const PASSWORD = 'password123';

/** Signs in through the login form and waits for the page that follows. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS = 'supplier', path = '/login') {
  if (who === 'staff') {
    // Staff are signed out when the page unloads unless this flag is set (spec 000 section 6);
    // journeys that navigate with page.goto set it, as a staff member working across pages would.
    await page.addInitScript(() => window.localStorage.setItem('portal.disableStaffAutoLogout', 'true'));
  }
  await page.goto(path);
  await page.getByLabel('Email').fill(ACCOUNTS[who]);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (who === 'staff') {
    await expect(page.getByRole('heading', { name: 'Choose a supplier to act as' })).toBeVisible();
    await page.getByRole('button', { name: /Harbour Fresh Wholesale/ }).click();
    // The URL moves before the router renders the next page (a transition); wait for the page itself,
    // or the next click may land on the chooser still on screen.
    await expect(page.getByRole('heading', { name: 'Choose a supplier to act as' })).toBeHidden();
  }
  await expect(page).not.toHaveURL(/\/login/);
}
