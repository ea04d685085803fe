import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
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
  it.each(['/dashboard', '/orders', '/products', '/reports'])('%s', async (page) => {
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
    const router = createMemoryRouter(routes, { initialEntries: [page] });
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
