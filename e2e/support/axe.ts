import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for the page's transitions and animations that end (a dialog fading in, its backdrop) to end:
 * axe measures the colours on the screen, and a dialog's text half faded in over a half-dimmed page
 * failed the contrast rule (4.19:1) on a busy two-core machine. Endless ones (a spinner) are left running.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** What every axe audit of the journeys checks: WCAG 2.1 A/AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's violations on the page as it stands, a line per element (at most three per rule), so one
 * run names every problem. `include` narrows the audit to one part of the page.
 *
 * - label-content-name-mismatch is on too (axe ships it as experimental).
 * - Notifications come and go on their own timers; the page's own content is what is audited.
 * - It starts once the transitions that end have ended (`transitionsEnded`).
 * - Legacy mode runs `axe.run` in the page itself. The default mode gathers each frame's partial results
 *   and finishes them in a second, blank page. Our pages have no frames to cross, and that round trip
 *   tripled each audit: 17.6 s → 5.6 s on the orders list, 3,600 elements.
 * - Only violations come back in full. Passes and the rest are cut to one node each, which is all
 *   `resultTypes` changes: every rule still runs on every element.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .exclude('.notistack-SnackbarContainer');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes
      .slice(0, 3)
      .map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`),
  );
}
