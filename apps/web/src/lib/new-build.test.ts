import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw.ts';

/** A fresh copy of the module per test, as a page load has (its state lives in the module). */
async function freshModule() {
  vi.resetModules();
  return import('./new-build.ts');
}

describe('moving an open tab onto a new release', () => {
  const assign = vi.fn();
  beforeAll(() => {
    vi.stubEnv('DEV', false);
    vi.stubGlobal('__APP_VERSION__', '1.0.0+aaaa');
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    assign.mockReset();
  });

  it('waits for the new version on 3 answers in a row, then loads the next page once', async () => {
    const build = await freshModule();
    build.observeVersion('1.0.1+bbbb');
    build.observeVersion('1.0.1+bbbb');
    expect(build.newBuildPending()).toBe(false);
    build.observeVersion('1.0.1+bbbb');
    expect(build.newBuildPending()).toBe(true);
    expect(build.loadNewBuild('/orders')).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/orders');
    expect(build.loadNewBuild('/reports')).toBe(false);
  });

  it('never reloads while two versions answer in turn (a rolling restart)', async () => {
    const build = await freshModule();
    for (let i = 0; i < 40; i += 1) build.observeVersion(i % 2 ? '1.0.1+bbbb' : '1.0.0+aaaa');
    expect(build.newBuildPending()).toBe(false);
  });

  it('never reloads towards a version this tab has already reloaded for', async () => {
    let build = await freshModule();
    for (let i = 0; i < 3; i += 1) build.observeVersion('1.0.1+bbbb');
    build.loadNewBuild('/orders');
    // The load balancer answered the reload from an old process: the tab runs 1.0.0 again.
    build = await freshModule();
    for (let i = 0; i < 10; i += 1) build.observeVersion('1.0.1+bbbb');
    expect(build.newBuildPending()).toBe(false);
  });

  it('reloads for a missing chunk once per build per tab, when the server answers', async () => {
    server.use(http.get('/api/', () => HttpResponse.json({ ok: true })));
    let build = await freshModule();
    expect(await build.chunkGone()).toBe(true);
    expect(build.loadNewBuild('/products')).toBe(true);
    build = await freshModule();
    expect(await build.chunkGone()).toBe(false);
    expect(build.newBuildPending()).toBe(false);
  });

  it('never reloads for a chunk that failed on a network carrying nothing, though the browser says online', async () => {
    // navigator.onLine is true (jsdom), but nothing reaches the server: reloading would leave a dead page.
    server.use(http.get('/api/', () => HttpResponse.error()));
    const build = await freshModule();
    expect(navigator.onLine).toBe(true);
    expect(await build.chunkGone()).toBe(false);
    expect(build.newBuildPending()).toBe(false);
    expect(build.loadNewBuild('/products')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
