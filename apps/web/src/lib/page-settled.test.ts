import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its state is the page's, once per load. */
const load = async () => {
  vi.resetModules();
  return import('./page-settled.ts');
};

/** Whether the promise has settled once the timers and microtasks run so far are done. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('pageSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first render and every hold, then an idle moment', async () => {
    const page = await load();
    const releaseQueries = page.holdPageSettled();
    const settled = page.pageSettled();
    expect(await isSettled(settled)).toBe(false);
    page.markFirstRender();
    expect(await isSettled(settled)).toBe(false);
    releaseQueries();
    releaseQueries(); // a second release changes nothing
    expect(await isSettled(settled)).toBe(true);
  });

  it('settles at the first render when nothing holds it (the sign-in page)', async () => {
    const page = await load();
    page.markFirstRender();
    expect(await isSettled(page.pageSettled())).toBe(true);
  });

  it('a release counts once: two holds need two releases', async () => {
    const page = await load();
    const first = page.holdPageSettled();
    const second = page.holdPageSettled();
    page.markFirstRender();
    first();
    first();
    expect(await isSettled(page.pageSettled())).toBe(false);
    second();
    expect(await isSettled(page.pageSettled())).toBe(true);
  });

  it('comes after PAGE_SETTLE_MAX_MS (4 s) at the latest, whatever still holds it', async () => {
    const page = await load();
    expect(page.PAGE_SETTLE_MAX_MS).toBe(4000);
    page.holdPageSettled();
    const settled = page.pageSettled();
    await vi.advanceTimersByTimeAsync(page.PAGE_SETTLE_MAX_MS - 1);
    expect(await isSettled(settled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
  });
});
