import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session.ts';
import { json, server } from '../../test/msw.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const session: Session = {
  token: null,
  claims: null,
  isStaff: false,
  needsSupplier: false,
  signIn: vi.fn(),
  signOut: vi.fn(),
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the reset page of an e-mailed link', () => {
  it('takes the token out of the address, sends no referrer, and still sends the token', async () => {
    const address = '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    window.history.replaceState(null, '', address);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/password-reset/confirm', async ({ request }) => {
        sent.push(await request.json());
        return json(200, { access_token: 'x.y.z' });
      }),
    );
    const view = render(
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<p>Dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.location.search).toBe('');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');

    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste('Harbour-lights-77');
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste('Harbour-lights-77');
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(sent).not.toHaveLength(0));
    expect(sent[0]).toMatchObject({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      newPassword: 'Harbour-lights-77',
    });
    view.unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });
});
