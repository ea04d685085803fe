import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@portal/domain';
import { api } from '../../lib/api-client.ts';
import { NoticesProvider } from '../../lib/notices-provider.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { RequireSession } from './require-session.tsx';
import { SessionProvider } from './session-provider.tsx';

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = () =>
  `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({ sub: 1, exp: Math.floor(Date.now() / 1000) + 30 * 86400, state: 'NSW', supplierName: 'Fresh Co' })}.sig`;

beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.token, token());
  server.use(http.get('/api/suppliers/auth/me', () => json(401, { errors: [] })));
});
afterEach(() => window.localStorage.clear());

function renderShell() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <NoticesProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={['/products']}>
            <Routes>
              <Route element={<RequireSession />}>
                <Route path="/products" element={<p>Products page</p>} />
              </Route>
              <Route path="/login" element={<p>Login page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </NoticesProvider>
    </QueryClientProvider>,
  );
}

describe('session and connection notices', () => {
  it('after a 401 shows only the expiry message, not also Please log in', async () => {
    renderShell();
    expect(await screen.findByText('Products page')).toBeInTheDocument();
    await act(async () => {
      await api.get('suppliers/auth/me').catch(() => undefined);
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeInTheDocument();
    // Give the redirect's notice every chance to appear.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(AUTH_MESSAGES.pleaseLogIn)).not.toBeInTheDocument();
    // 'Session restored' leaves too: one message about the session.
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.sessionRestored)).not.toBeInTheDocument());
  });

  it("'Connected' replaces 'You are currently offline'", async () => {
    renderShell();
    await screen.findByText('Products page');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(AUTH_MESSAGES.offline)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(AUTH_MESSAGES.online)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.offline)).not.toBeInTheDocument());
  });
});
