import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../../lib/session.ts';
import { onApiEvent } from '../../../lib/api-client.ts';
import { json, recordCalls, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render.tsx';
import { PasswordCard } from './password-card.tsx';

function renderCard(isStaff: boolean) {
  const signIn = vi.fn();
  const session: Session = {
    token: null,
    claims: null,
    isStaff,
    needsSupplier: false,
    signIn,
    signOut: vi.fn(),
  };
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <SessionContext.Provider value={session}>
          <PasswordCard isStaff={isStaff} />
        </SessionContext.Provider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { signIn };
}

/**
 * The card's two calls (change-password, sign-out-everywhere) answer `status` with `body`. Returns what
 * reached the API, with the bodies sent.
 */
function answer(status: number, body: unknown = null) {
  const bodies: unknown[] = [];
  const reply = async ({ request }: { request: Request }) => {
    bodies.push(await request.text());
    return body === null ? new HttpResponse(null, { status }) : json(status, body);
  };
  server.use(
    http.patch('/api/suppliers/auth/change-password', reply),
    http.post('/api/suppliers/auth/sign-out-everywhere', reply),
  );
  return { calls: recordCalls(), bodies };
}

describe('PasswordCard', () => {
  it('checks the form with the spec messages before sending', async () => {
    const sent = answer(204);
    renderCard(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match new password')).toBeInTheDocument();
    expect(sent.calls).toEqual([]);
  });

  it("shows 'Invalid password' on a 401 without ending the session", async () => {
    answer(401, {
      errors: [{ param: 'oldPassword', message: 'Invalid password', code: 'invalid_password' }],
    });
    const ended = vi.fn();
    const off = onApiEvent('unauthorized', ended);
    renderCard(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(ended).not.toHaveBeenCalled();
    off();
  });

  it('lets staff set a password without the current one, and keeps this tab signed in', async () => {
    const sent = answer(200, { access_token: 'fresh-token' });
    const { signIn } = renderCard(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated password')).toBeInTheDocument();
    expect(sent.calls[0]!.url).toBe('/api/suppliers/auth/change-password');
    expect(JSON.parse(sent.bodies[0] as string)).toEqual({ newPassword: 'long-enough' });
    expect(signIn).toHaveBeenCalledWith('fresh-token');
  });

  it('shows the server refusal of a common password on the field', async () => {
    answer(400, {
      errors: [
        {
          param: 'newPassword',
          message: 'This password is too common. Choose one that is harder to guess.',
          code: 'invalid_parameter',
        },
      ],
    });
    renderCard(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Not in the shipped list, so only the server's answer can put the message there.
    await userEvent.type(screen.getByLabelText(/^New password/), 'Grocer-Seven-9');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Grocer-Seven-9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unable to update password')).toBeInTheDocument();
  });

  it("refuses 'password123' and a 129-character password before sending", async () => {
    const sent = answer(200, { access_token: 'x' });
    renderCard(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText(/^New password/), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.click(screen.getByLabelText(/^New password/));
    await userEvent.paste('k'.repeat(129));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 128 characters')).toBeInTheDocument();
    expect(sent.calls).toEqual([]);
  });

  it('signs out everywhere after confirming, staying signed in here with the fresh token', async () => {
    const sent = answer(200, { access_token: 'fresh-token' });
    const { signIn } = renderCard(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeInTheDocument();
    expect(sent.calls).toEqual([]);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(await screen.findByText('Signed out of every other session')).toBeInTheDocument();
    expect(sent.calls[0]!.url).toBe('/api/suppliers/auth/sign-out-everywhere');
    expect(sent.calls[0]!.method).toBe('POST');
    expect(signIn).toHaveBeenCalledWith('fresh-token');
  });
});
