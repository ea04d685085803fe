import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { LIST_CACHE_CONTROL, REVALIDATED_LISTS } from './etag.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (
  url: string,
  headers: Record<string, string> = {},
  who: 'supplier' | 'supplier2' = 'supplier',
) => t.app.inject({ method: 'GET', url, headers: { ...(await t.auth(who)), ...headers } });

describe('ETag and 304 on the large lists', () => {
  it.each(REVALIDATED_LISTS)(
    '%s: a tag, private no-cache, then 304 with no body while unchanged',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe(LIST_CACHE_CONTROL);

      const again = await get(url, { 'if-none-match': tag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);
      expect(again.headers['cache-control']).toBe(LIST_CACHE_CONTROL);

      // Another tag (an older list) gets the whole list again.
      const stale = await get(url, { 'if-none-match': 'W/"an-older-list"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('another page, sort or search of a list is another tag', async () => {
    const a = await get('/api/suppliers/orders?page=1&pageSize=5');
    const b = await get('/api/suppliers/orders?page=2&pageSize=5');
    expect(a.headers.etag).not.toBe(b.headers.etag);
    const stillA = await get('/api/suppliers/orders?page=2&pageSize=5', {
      'if-none-match': a.headers.etag as string,
    });
    expect(stillA.statusCode).toBe(200);
  });

  it('a change to the list changes its tag: the old tag gets the new list', async () => {
    const first = await get('/api/suppliers/products');
    const product = first.json<{ data: Array<{ id: number; name: string }> }>().data[0]!;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/suppliers/products/${product.id}`,
      headers: await t.auth(),
      payload: { name: `${product.name} (ETag)` },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get('/api/suppliers/products', { 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body).toContain(`${product.name} (ETag)`);
  });

  it("another supplier's tag never unlocks a list: each gets its own answer", async () => {
    const mine = await get('/api/suppliers/products');
    const theirs = await get(
      '/api/suppliers/products',
      { 'if-none-match': mine.headers.etag as string },
      'supplier2',
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
  });

  it('other API answers keep no-store and carry no tag', async () => {
    const categories = await get('/api/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.headers.etag).toBeUndefined();
    expect(categories.headers['cache-control']).toBe('no-store');
  });

  it('without a session a list is 401, with no tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/products' });
    expect(res.statusCode).toBe(401);
    expect(res.headers.etag).toBeUndefined();
  });
});
