import { describe, expect, it } from 'vitest';
import { OrderListCache } from './orders-list-cache.ts';

describe('OrderListCache', () => {
  it('keeps the most recently used entries and drops the least recently used beyond its size', async () => {
    const cache = new OrderListCache(2);
    const built: string[] = [];
    const page = (key: string) =>
      cache.page(key, async () => {
        built.push(key);
        return `{"${key}":1}`;
      });
    await page('a');
    await page('b');
    expect(await page('a')).toBe('{"a":1}'); // a is now the most recent
    await page('c');
    expect(built).toEqual(['a', 'b', 'c']);
    await page('b');
    await page('c');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
    cache.rememberTotal('t', 0);
    expect(cache.total('t')).toBe(0);
  });

  it('builds a page once for requests that miss it together', async () => {
    const cache = new OrderListCache(10);
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const build = async () => {
      builds++;
      await gate;
      return '{"data":[]}';
    };
    const waiting = Promise.all([cache.page('k', build), cache.page('k', build), cache.page('k', build)]);
    release();
    expect(await waiting).toEqual(['{"data":[]}', '{"data":[]}', '{"data":[]}']);
    expect(builds).toBe(1);
  });

  it('remembers nothing when its size is 0', async () => {
    const cache = new OrderListCache(0);
    expect(cache.enabled).toBe(false);
    let builds = 0;
    const build = async () => String(++builds);
    expect(await cache.page('a', build)).toBe('1');
    expect(await cache.page('a', build)).toBe('2');
    cache.rememberTotal('a', 5);
    expect(cache.total('a')).toBeUndefined();
  });

  it('keeps matches within 16 MB of ids, forgetting the least recently used lists first', () => {
    const cache = new OrderListCache(500);
    const quarterMillion = () => new Int32Array(250_000); // 1 MB: the most one list keeps
    for (let i = 0; i < 20; i++) cache.keptMatches(`list ${i}`).set(quarterMillion());
    const kept = Array.from({ length: 20 }, (_, i) => cache.keptMatches(`list ${i}`).get() !== undefined);
    expect(kept.filter(Boolean)).toHaveLength(16);
    expect(kept.slice(4).every(Boolean)).toBe(true); // the four oldest went
  });
});
