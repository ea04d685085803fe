/**
 * Screenshots of portal pages at desktop and mobile widths, for looking at what we built:
 *   npx tsx scripts/screenshot.ts http://localhost:3000 /dashboard /products ...
 * Signs in as the demo supplier (SHOT_USER=staff for staff). Files go to /tmp/shots.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...pages] = process.argv.slice(2);
const who = process.env.SHOT_USER ?? 'supplier';
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  // Staff are signed out when a page unloads unless this flag is set (spec 000 section 6).
  if (who === 'staff')
    await page.addInitScript(() => window.localStorage.setItem('portal.disableStaffAutoLogout', 'true'));
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(`${who}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (who === 'staff') await page.getByRole('button', { name: /Harbour Fresh/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login') && !u.pathname.startsWith('/staff'));
  for (const p of pages.length ? pages : ['/dashboard']) {
    await page.goto(`${base}${p}`);
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 1500));
    const name = `/tmp/shots/${label}${p.replace(/[/?=&]+/g, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.SHOT_FULL === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
