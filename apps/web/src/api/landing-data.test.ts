import { queryOptions } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';

/** Fresh modules: which render is the first is the page's state, once per load. */
async function load() {
  vi.resetModules();
  const [landing, client, page] = await Promise.all([
    import('./landing-data.ts'),
    import('./query-client.ts'),
    import('../lib/page-settled.ts'),
  ]);
  return { ...landing, ...client, ...page };
}

const request = (path: string) => {
  const url = new URL(`http://localhost${path}`);
  return { request: new Request(url), url, pattern: '/orders', params: {}, context: {} };
};

/** A query whose answer comes when `answer` is called. */
function slowQuery(key: string) {
  let answer!: (value: string) => void;
  const asked = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  const query = queryOptions({ queryKey: [key], queryFn: asked });
  return { query, asked, answer: (value: string) => answer(value) };
}

describe('landingData', () => {
  beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.token, 'stored'));
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it("waits for the landing page's queries and leaves their answers in the cache", async () => {
    const { landingData, queryClient } = await load();
    const orders = slowQuery('orders');
    const loader = landingData((url) => {
      expect(url.searchParams.get('page')).toBe('2');
      return [orders.query];
    });
    let done = false;
    const loading = Promise.resolve(loader(request('/orders?page=2'))).then(() => (done = true));
    await Promise.resolve();
    expect(orders.asked).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    orders.answer('page two');
    await loading;
    expect(queryClient.getQueryData(['orders'])).toBe('page two');
  });

  it('gives up waiting after LANDING_DATA_WAIT_MS (1.5 s); the query goes on for the page', async () => {
    vi.useFakeTimers();
    const { landingData, LANDING_DATA_WAIT_MS, queryClient } = await load();
    expect(LANDING_DATA_WAIT_MS).toBe(1500);
    const orders = slowQuery('orders');
    let done = false;
    void Promise.resolve(landingData(() => [orders.query])(request('/orders'))).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(queryClient.getQueryState(['orders'])?.fetchStatus).toBe('fetching');
  });

  it('asks nothing once the portal has rendered (a navigation), nor without a stored session', async () => {
    const { landingData, markFirstRender } = await load();
    const orders = slowQuery('orders');
    const loader = landingData(() => [orders.query]);
    window.localStorage.clear();
    expect(await loader(request('/orders'))).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.token, 'stored');
    markFirstRender();
    expect(await loader(request('/orders'))).toBeNull();
    expect(orders.asked).not.toHaveBeenCalled();
  });
});
