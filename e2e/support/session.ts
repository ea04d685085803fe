import { expect, type Page } from '@playwright/test';

export const ACCOUNTS = {
  supplier: 'supplier@example.com',
  supplier2: 'supplier2@example.com',
  staff: 'staff@example.com',
  supplier2Manager: 'priya@southerncross.example',
} as const;
export const PASSWORD = 'password123';
export type Account = keyof typeof ACCOUNTS;

/** Where the web app keeps its session (apps/web/src/lib/storage.ts). */
const TOKEN_KEY = 'portal.token';

/**
 * The sessions this worker's journeys signed in to, by account. Each account signs in through
 * the form once per worker and later journeys start from its session, as a returning user does: the API
 * allows 30 sign-ins a minute from one address, and on a fast machine one worker's journeys met that
 * limit (a form sign-in then failed on a 429). Every worker has its own server and database, so a session
 * is never used against another server. Journeys that test signing in itself pass `{ byForm: true }`.
 */
export const workerSessions = new Map<Account, string>();

/**
 * Signs in and waits for the page that follows `path` (the login page's redirect). By the form the first
 * time an account signs in on this worker (or with `byForm`); after that, with the session that sign-in
 * made, put in the browser's storage before the first page loads.
 */
export async function signIn(
  page: Page,
  who: Account = 'supplier',
  path = '/login',
  { byForm = false } = {},
) {
  if (who === 'staff') {
    // Staff are signed out when the page unloads unless this flag is set (spec 000 section 6);
    // journeys that navigate with page.goto set it, as a staff member working across pages would.
    await page.addInitScript(() => window.localStorage.setItem('portal.disableStaffAutoLogout', 'true'));
  }
  const session = byForm ? undefined : workerSessions.get(who);
  if (session) await startWithSession(page, session);
  await page.goto(path);
  if (!session) await signInByForm(page, who);
  await expect(page).not.toHaveURL(/\/login/);
  if (!session)
    workerSessions.set(who, (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))!);
}

/** Fills and sends the sign-in form; staff then choose the demo supplier. */
async function signInByForm(page: Page, who: Account) {
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
}

let plantings = 0;

/**
 * Puts `token` in the page's storage before the next document runs, once: a journey that signs out later
 * and loads the sign-in page again must find itself signed out, and one that signs in as another account
 * later must not get this one back.
 */
async function startWithSession(page: Page, token: string) {
  await page.addInitScript(
    ([key, value, planted]) => {
      if (window.sessionStorage.getItem(planted)) return;
      window.sessionStorage.setItem(planted, '1');
      window.localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token, `e2e.session-planted-${++plantings}`] as const,
  );
}
