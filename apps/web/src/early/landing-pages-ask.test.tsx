import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { landingRequests } from './landing-requests.ts';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 7, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
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
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        asked.add(String(url));
        return new Promise<Response>(() => {});
      }),
    );
    localStorage.setItem(STORAGE_KEYS.token, token);
    // A fresh portal for each page: which render is the first (a landing, whose loaders ask) is the
    // page's own state (lib/page-settled.ts).
    vi.resetModules();
    const [{ Providers }, { routes }] = await Promise.all([
      import('../app/providers.tsx'),
      import('../app/router.tsx'),
    ]);
    const router = createMemoryRouter(routes, { initialEntries: [page] });
    // As app/boot.tsx: the first render once the router has the page's code and its loaders are done
    // (here they give up waiting, after LANDING_DATA_WAIT_MS: no answer ever comes).
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 4000 });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const early = landingRequests(page, '');
    await waitFor(
      () => expect([...asked].filter((url) => early.includes(url)).sort()).toEqual([...early].sort()),
      {
        timeout: 5000,
      },
    );
  });
});
