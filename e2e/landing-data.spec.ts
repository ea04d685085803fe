import { expect, test } from './support/fixtures.ts';
import { authHeader } from './support/api.ts';
import { withoutLiveEvents } from './support/live-events.ts';

/**
 * A landing page's first render draws its data (its route loader fills the query cache
 * first, apps/web/src/api/landing-data.ts), so no skeleton is ever drawn on a cold load, and the page
 * asks for nothing twice: the loader's queries, the early script's requests and the page's own hooks
 * are the same requests under the same keys.
 */
const PAGES: Array<{ path: string; content: string }> = [
  { path: '/dashboard', content: 'table' },
  { path: '/orders', content: 'table' },
  { path: '/products', content: 'table' },
  { path: '/customers', content: 'table' },
  { path: '/specials', content: 'table' },
  { path: '/reviews', content: 'table' },
  { path: '/reports', content: 'main h2' },
  { path: '/settings', content: 'main h2' },
  { path: 'ORDER', content: 'main table' },
];

/** Requests that are not the page's data: the health check, activity events. */
const NOT_DATA = /^\/api\/(suppliers\/events)?$/;

let orderPath = '';
/** One session for every page here: sign-ins from one address are limited to 30 a minute. */
let token = '';

test.beforeAll(async ({ request }) => {
  const headers = await authHeader(request);
  token = headers.authorization.replace('Bearer ', '');
  const res = await request.get('/api/suppliers/orders?pageSize=1', { headers });
  orderPath = `/orders/${((await res.json()) as { data: Array<{ orderId: number }> }).data[0]!.orderId}`;
});

for (const { path, content } of PAGES) {
  test(`${path === 'ORDER' ? 'an order page' : path}: the first render has the data, and nothing is asked twice`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => {
      window.localStorage.setItem('portal.token', stored);
      const w = window as unknown as { __skeletons: string[] };
      w.__skeletons = [];
      // From the first byte: any placeholder ever attached is recorded, however briefly it stays.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            const found = node.matches('.MuiSkeleton-root, .cell-skeleton')
              ? node
              : node.querySelector('.MuiSkeleton-root, .cell-skeleton');
            if (found) w.__skeletons.push(found.outerHTML.slice(0, 120));
          }
      }).observe(document, { childList: true, subtree: true });
    }, token);
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname.startsWith('/api/') && !NOT_DATA.test(url.pathname))
        asked.push(`${url.pathname}${url.search}`);
    });

    await withoutLiveEvents(page);
    await page.goto(path === 'ORDER' ? orderPath : path);
    await expect(page.locator(content).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const skeletons = await page.evaluate(() => (window as unknown as { __skeletons: string[] }).__skeletons);
    expect(skeletons, 'placeholders drawn on landing').toEqual([]);
    expect(asked.length, 'the page asked for its data').toBeGreaterThan(0);
    const twice = asked.filter((url, i) => asked.indexOf(url) !== i);
    expect(twice, `asked: ${asked.join('\n')}`).toEqual([]);
  });
}
