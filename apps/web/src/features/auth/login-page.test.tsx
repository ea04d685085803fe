import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HAND_OFF_MESSAGES } from '@portal/domain';
import { NoticesProvider } from '../../lib/notices-provider.tsx';
import { SessionContext, type Session } from '../../lib/session.ts';
import { storage, STORAGE_KEYS } from '../../lib/storage.ts';
import { json, recordCalls, server, type Call } from '../../test/msw.ts';
import { LoginPage } from './login-page.tsx';

// A well-formed HS256 token, as the old `/login?token=` hand-off accepted.
const PLANTED =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjIsInN0YXRlIjoiTlNXIiwic3RhZmYiOmZhbHNlLCJ1c2VybmFtZSI6ImF0dGFja2VyQGV4YW1wbGUuY29tIiwic3VwcGxpZXJOYW1lIjoiQXR0YWNrZXIiLCJleHAiOjk5OTk5OTk5OTksImlhdCI6MX0.c2lnbmF0dXJl';

let calls: Call[];
let sent: unknown[];
/** The hand-off exchange answers `status` with `body`; what it was sent is kept. */
const answer = (status: number, body: unknown) =>
  server.use(
    http.post('/api/auth/hand-off', async ({ request }) => {
      sent.push(await request.json());
      return json(status, body);
    }),
  );

beforeEach(() => {
  calls = recordCalls();
  sent = [];
  storage.remove(STORAGE_KEYS.referrer);
});

function renderAt(url: string) {
  const session = {
    token: null,
    claims: null,
    isStaff: false,
    needsSupplier: false,
    signIn: vi.fn(),
    signOut: vi.fn(),
  } satisfies Session;
  render(
    <StrictMode>
      <NoticesProvider>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/orders" element={<p>Orders page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </NoticesProvider>
    </StrictMode>,
  );
  return session;
}

describe('the admin portal hand-off on /login', () => {
  it('exchanges ?code= once at the API, keeps its referrer for Return to Admin and signs in', async () => {
    answer(200, { access_token: 'issued-token', referrer: 'https://admin.example.com/x' });
    const session = renderAt('/login?code=abc123&redirect=%2Forders');
    expect(await screen.findByText('Orders page')).toBeInTheDocument();
    expect(session.signIn).toHaveBeenCalledExactlyOnceWith('issued-token');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(new URL(call!.url, window.location.origin).pathname).toBe('/api/auth/hand-off');
    expect(call!.method).toBe('POST');
    expect(sent).toEqual([{ code: 'abc123' }]);
    expect(call!.headers.get('authorization')).toBeNull();
    expect(storage.get(STORAGE_KEYS.referrer)).toBe('https://admin.example.com/x');
  });

  it('shows the API’s message for a used or expired code and offers the sign-in form', async () => {
    answer(400, {
      errors: [{ param: 'code', message: HAND_OFF_MESSAGES.invalidCode, code: 'invalid_hand_off' }],
    });
    const session = renderAt('/login?code=used');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    // The refusal is told in a notice (the real one: web tests share modules, so no mock of notify).
    expect(await screen.findByText(HAND_OFF_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('ignores a token and a referrer in the address (login CSRF)', async () => {
    const session = renderAt(`/login?token=${PLANTED}&referrer=https%3A%2F%2Fevil.example`);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(session.signIn).not.toHaveBeenCalled());
    expect(calls).toEqual([]);
    expect(storage.get(STORAGE_KEYS.referrer)).toBeNull();
  });
});
