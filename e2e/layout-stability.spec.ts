import { expect, test, type Page } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { withoutLiveEvents } from './support/live-events.ts';

/**
 * On a cold load (empty cache, signed in the way the app keeps its session) the pages do not
 * move under the reader — cumulative layout shift under 0.1 at 1366 and 390 px — and at 390 px these pages
 * are no wider than the screen. Every other page's width at 390 px is checked where axe audits it
 * (accessibility.spec.ts), which loads each page of the portal at that width anyway.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Pages whose shift is measured (and whose width is checked at 390 px). */
const STABLE_PAGES = ['/dashboard', '/products', '/orders', 'ORDER', '/settings'];

let orderPath = '';

test.beforeAll(async ({ request }) => {
  const headers = await authHeader(request);
  const res = await request.get('/api/suppliers/orders?pageSize=1', { headers });
  const orderId = ((await res.json()) as { data: Array<{ orderId: number }> }).data[0]!.orderId;
  orderPath = `/orders/${orderId}`;
});

/** Opens `path` cold, signed in, with a layout-shift observer running from the first byte. */
async function openCold(page: Page, path: string, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('portal.token', value);
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName}.${s.node.className}`.slice(0, 80)
            : (s.node?.nodeName ?? '?'),
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, token);
  await withoutLiveEvents(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Until every placeholder has given way to the page's content, then a moment for late shifts.
  await expect(
    page.locator('[aria-busy="true"], .MuiSkeleton-root, .cell-skeleton, [role="progressbar"]'),
  ).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForTimeout(800);
}

const resolve = (path: string) => (path === 'ORDER' ? orderPath : path);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of STABLE_PAGES) {
      test(`${path === 'ORDER' ? 'an order page' : path}: layout shift under 0.1 on a cold load${
        viewport.width === 390 ? ', no sideways scroll' : ''
      }`, async ({ page, request }) => {
        const { authorization } = await authHeader(request);
        await openCold(page, resolve(path), authorization.replace('Bearer ', ''));
        const { cls, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifts: string[] };
          return { cls: w.__cls, shifts: w.__shifts };
        });
        expect(cls, `layout shifts: ${shifts.join('\n')}`).toBeLessThan(0.1);
        if (viewport.width === 390) {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width).toBeLessThanOrEqual(390);
        }
      });
    }
  });
}
