import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { NoticesProvider } from '../../lib/notices-provider.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, recordCalls, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import { RequireAccess } from './require-access.tsx';

/** A cold load of a page the stored token's role may not open: the guard waits for the session's role. */

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenAs = (role: string) =>
  `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({ sub: 1, actor: 5, role, exp: Math.floor(Date.now() / 1000) + 86400, state: 'NSW', supplierName: 'Fresh Co' })}.sig`;
const ACCOUNTS = tokenAs('accounts');
const SALES = tokenAs('sales');

/** An answer the test sends when it chooses. */
function later() {
  let send!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => (send = resolve));
  return { answer, send };
}
const ME = { id: 1, isStaff: false, company: 'Fresh Co' };

function coldLoad() {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAccess operation="createProduct" />,
        children: [{ path: '/p', element: 'The page' }],
      },
    ],
    { initialEntries: ['/p'] },
  );
  render(
    <NoticesProvider>
      <SessionProvider>
        <QueryClientProvider client={testQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </NoticesProvider>,
  );
}

const panel = () => screen.queryByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.notAllowedTitle });
const loading = () => screen.queryByRole('progressbar', { name: 'Loading' });

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.token, ACCOUNTS));
afterEach(() => window.localStorage.clear());

describe('a cold load of a page the stored role may not open', () => {
  it("shows the page's loading state while the session's answer is pending, then the panel", async () => {
    const me = later();
    server.use(http.get('/api/suppliers/auth/me', () => me.answer));
    coldLoad();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();

    me.send(json(200, ME));
    expect(
      await screen.findByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.notAllowedTitle }),
    ).toBeVisible();
    expect(screen.getByText(`Accounts: ${ACCOUNT_MESSAGES.notAllowedPage}`)).toBeInTheDocument();
    expect(loading()).not.toBeInTheDocument();
  });

  it('when the answer says the role changed, waits for the new token and shows the page it allows, never the panel', async () => {
    const me = later();
    const session = later();
    server.use(
      http.get('/api/suppliers/auth/me', () => me.answer),
      http.post('/api/suppliers/auth/session', () => session.answer),
    );
    const calls = recordCalls();
    coldLoad();
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    me.send(json(200, ME, { 'fb-session-role': 'sales' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'suppliers/auth/session')).toBe(true));
    expect(loading()).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();

    session.send(json(200, { access_token: SALES }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    expect(loading()).not.toBeInTheDocument();
  });
});
