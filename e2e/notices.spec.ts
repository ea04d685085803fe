import { expect, test, type Page } from './support/fixtures.ts';
import { signIn } from './support/session.ts';
import { OFFLINE, offlineNotice } from './support/notices.ts';

/**
 * A notice that arrives just as a control under it is pressed. On a phone the notices span the bottom of
 * the screen, and one came ('Session restored', after a full load) while a journey pressed the order's
 * Credit button under it: the press went to the notice, and the dialog never opened. A notice now lets
 * presses through while it arrives (apps/web/src/lib/notices-host.tsx), then takes its own.
 */

const PHONE = { width: 390, height: 844 };
/** Past the 3 s 'Session restored' shows for, with its closing. */
const PAST_SESSION_RESTORED_MS = 5000;
/** A notice's slide in (225 ms), within the time it lets presses through. */
const SLIDE_IN_MS = 300;
/** Past the time a notice lets presses through. */
const PAST_ARRIVAL_MS = 1000;

/** The notice saying `text`, and what a press at its middle reaches: the notice, or the page under it. */
function pressAtNotice(page: Page, text: string) {
  return page.evaluate((text) => {
    const notice = [...document.querySelectorAll('[role="alert"]')].find((n) =>
      n.textContent?.includes(text),
    );
    if (!notice) return { inView: false, reaches: 'no notice' };
    const box = notice.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inView: box.bottom <= window.innerHeight,
      reaches: notice.contains(hit) ? 'the notice' : 'the page',
    };
  }, text);
}

test('on a phone, a notice arriving over a control lets the press through, then takes its own', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.setViewportSize(PHONE);
  await signIn(page, 'supplier', '/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.locator('html[data-later-parts="loaded"]')).toHaveCount(1);
  // 'Session restored' (after a full load) comes and goes first; then the page's time stands still.
  await page.clock.runFor(PAST_SESSION_RESTORED_MS);
  await expect(page.getByText('Session restored')).toHaveCount(0);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

  // The notice slides in over the page's last row; the press lands on the row.
  await context.setOffline(true);
  await expect(offlineNotice(page)).toHaveCount(1);
  await page.clock.runFor(SLIDE_IN_MS);
  await expect.poll(async () => (await pressAtNotice(page, OFFLINE)).inView).toBe(true);
  expect((await pressAtNotice(page, OFFLINE)).reaches).toBe('the page');

  // Once it has arrived, it takes its own presses.
  await page.clock.runFor(PAST_ARRIVAL_MS);
  await expect.poll(async () => (await pressAtNotice(page, OFFLINE)).reaches).toBe('the notice');
  await page.clock.resume();
  await page.getByRole('button', { name: 'Close notice' }).click();
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.setOffline(false);
});

/** Where a box lies on the screen. */
type Box = { left: number; top: number; right: number; bottom: number };

/** The notice saying `text`, and the boxes of the open dialog's actions (Cancel, Save). */
function dialogButtonsAndNotice(page: Page, text: string) {
  return page.evaluate((text) => {
    const boxOf = (element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const notice = [...document.querySelectorAll('[role="alert"]')].find((n) =>
      n.textContent?.includes(text),
    );
    const buttons = [...document.querySelectorAll('[role="dialog"] .MuiDialogActions-root button')];
    return { notice: notice ? boxOf(notice) : null, buttons: buttons.map(boxOf) };
  }, text);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const size of [PHONE, { width: 1366, height: 768 }]) {
  test(`at ${size.width} px, an open dialog's buttons stand clear of a notice`, async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(size);
    await signIn(page, 'supplier', '/delivery-zones');
    await page.goto('/delivery-zones');
    // 'Session restored' follows a full load with a session; the page's time stands still while it shows.
    await expect(page.getByText('Session restored')).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.getByRole('button', { name: 'Edit Suburbs' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Suburbs' })).toBeVisible();

    const { notice, buttons } = await dialogButtonsAndNotice(page, 'Session restored');
    expect(notice).not.toBeNull();
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) expect(overlaps(button, notice!)).toBe(false);
    // The buttons are on the screen, above the notice.
    for (const button of buttons) expect(button.bottom).toBeLessThanOrEqual(notice!.top);

    // When the notice goes, the dialog stays where it stood: nothing moves under a press (it re-centred,
    // and a journey's press on Send reply in the review dialog landed beside the button). The pointer
    // leaves the notice first (a notice under it waits), then the page's clock runs past its time.
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(page.getByText('Session restored')).toHaveCount(0);
    expect((await dialogButtonsAndNotice(page, 'Session restored')).buttons).toEqual(buttons);
  });
}
