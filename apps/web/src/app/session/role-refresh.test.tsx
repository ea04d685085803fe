import { act, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useContext } from 'react';
import { api } from '../../lib/api-client.ts';
import { accessHolderOf } from '../../lib/access.ts';
import { NoticesProvider } from '../../lib/notices-provider.tsx';
import { SessionContext } from '../../lib/session.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, recordCalls, server } from '../../test/msw.ts';
import { SessionProvider } from './session-provider.tsx';

const b64 = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenAs = (role: string) =>
  `${b64({ typ: 'JWT', alg: 'HS256' })}.${b64({ sub: 1, actor: 5, role, exp: Math.floor(Date.now() / 1000) + 86400, state: 'NSW', supplierName: 'Fresh Co' })}.sig`;

function Role() {
  const session = useContext(SessionContext);
  return <p>Role: {accessHolderOf(session?.claims ?? null).role}</p>;
}

const SALES = tokenAs('sales');
const WAREHOUSE = tokenAs('warehouse');

beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.token, SALES));
afterEach(() => window.localStorage.clear());

describe('a change of role', () => {
  it('is learnt from a 403 that says the role changed: the session takes a new token, no sign-in', async () => {
    server.use(
      http.post('/api/suppliers/auth/session', () => json(200, { access_token: WAREHOUSE })),
      http.get('/api/suppliers/custom-prices', () =>
        json(
          403,
          { errors: [{ param: '', message: 'Your role does not allow this.', code: 'forbidden' }] },
          { 'fb-session-role': 'warehouse' },
        ),
      ),
    );
    const calls = recordCalls();
    render(
      <NoticesProvider>
        <SessionProvider>
          <Role />
        </SessionProvider>
      </NoticesProvider>,
    );
    expect(screen.getByText('Role: sales')).toBeInTheDocument();
    await act(async () => {
      await api.get('suppliers/custom-prices').catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByText('Role: warehouse')).toBeInTheDocument());
    expect(calls.filter((call) => call.path === 'suppliers/auth/session')).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(WAREHOUSE);
  });
});
