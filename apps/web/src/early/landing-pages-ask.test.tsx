import { render, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import * as domain from '@portal/domain';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANDING_DATA_WAIT_MS } from '../api/landing-data.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { server } from '../test/msw.ts';
import { landingRequests, type LandingRequestTable } from './landing-requests.ts';
import { landingRequestTable } from './landing-table.ts';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 7, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** Every GET of the contracts, as a pattern of its path under /api ('{id}' one segment). */
const GETS = Object.values(domain as Record<string, unknown>)
  .filter((value) => value && typeof value === 'object')
  .flatMap((value) => Object.values(value as Record<string, unknown>))
  .filter(
    (op): op is domain.Operation => !!op && typeof op === 'object' && 'operationId' in op && 'method' in op,
  )
  .filter((op) => op.method === 'GET')
  .map((op) => new RegExp(`^/api${op.path.replace(/\{\w+\}/g, '[^/]+')}$`));

let table: LandingRequestTable;
// Importing every landing page's module (and transforming it on a first run) takes longer than the default
// 10 s hook timeout on a busy machine.
beforeAll(async () => {
  // As the build makes it (vite-landing-requests.ts), with the modules imported here.
  table = await landingRequestTable(
    (module) => import(/* @vite-ignore */ `../${module.replace(/^src\//, '')}`),
  );
});

/** The query cache of the portal opened by a test, whose requests wait for answers that never come. */
let portalQueries: QueryClient | undefined;

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  // Called off and forgotten: a request left waiting times out after a minute (lib/api-client.ts), and
  // the cache would ask again while another test file runs.
  await portalQueries?.cancelQueries();
  portalQueries?.clear();
  portalQueries = undefined;
});

describe('the early requests, produced from the pages\u2019 landing queries', () => {
  it('start for the landing pages, with the session first, each a GET of a contract', () => {
    expect(Object.keys(table).sort()).toEqual(
      [
        '/customers',
        '/dashboard',
        '/orders',
        '/products',
        '/reports',
        '/reviews',
        '/settings',
        '/specials',
      ].sort(),
    );
    for (const [page, urls] of Object.entries(table)) {
      expect(urls[0], page).toBe('/api/suppliers/auth/me');
      expect(urls.length, page).toBeGreaterThan(1);
      for (const url of urls)
        expect(
          GETS.some((get) => get.test(url.split('?')[0]!)),
          url,
        ).toBe(true);
    }
    expect(table['/orders']).toEqual([
      '/api/suppliers/auth/me',
      '/api/suppliers/orders?page=1&orderBy=orderId&sortedBy=desc',
      '/api/suppliers/orders-exports',
    ]);
  });

  it('do not start for a page opened with a query, nor for other pages', () => {
    expect(landingRequests(table, '/orders/', '')).toEqual(table['/orders']);
    expect(landingRequests(table, '/orders', '?status=pending')).toEqual([]);
    expect(landingRequests(table, '/login', '')).toEqual([]);
    expect(landingRequests(table, '/orders/2729', '')).toEqual([]);
  });
});

/**
 * The early script asks for what a page will ask for: the whole portal (its real routes, session and
 * layout) is opened signed in at each landing page, and every URL the early script would start must
 * be one the page then asks for itself, spelled the same, or the early answer would never be taken.
 */
describe('each landing page asks for what the early script starts', () => {
  it.each([
    '/dashboard',
    '/orders',
    '/products',
    '/reports',
    '/customers',
    '/specials',
    '/reviews',
    '/settings',
  ])('%s', async (page) => {
    const asked = new Set<string>();
    // Answers never come: the pages stay loading, which is when they ask.
    server.use(
      http.get('/api/*', ({ request }) => {
        const url = new URL(request.url);
        asked.add(url.pathname + url.search);
        return new Promise<Response>(() => {});
      }),
    );
    localStorage.setItem(STORAGE_KEYS.token, token);
    // A fresh portal for each page: which render is the first (a landing, whose loaders ask) is the
    // page's own state (lib/page-settled.ts).
    vi.resetModules();
    const [{ Providers }, { routes }, { queryClient }] = await Promise.all([
      import('../app/providers.tsx'),
      import('../app/router.tsx'),
      import('../api/query-client.ts'),
    ]);
    portalQueries = queryClient;
    // As app/boot.tsx: the first render once the router has the page's code and its loaders are done. No
    // answer ever comes, so the loaders give up after LANDING_DATA_WAIT_MS: on a fake clock, moved past it
    // once they wait, then back to real timers for the render.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = createMemoryRouter(routes, { initialEntries: [page] });
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    await vi.advanceTimersByTimeAsync(LANDING_DATA_WAIT_MS);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 120_000 });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const early = landingRequests(table, page, '');
    await waitFor(
      () => expect([...asked].filter((url) => early.includes(url)).sort()).toEqual([...early].sort()),
      { timeout: 120_000 },
    );
  });
});
