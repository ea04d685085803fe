import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onApiEvent } from '../../../lib/api-client.ts';
import { PasswordCard } from './password-card.tsx';

function renderCard(isStaff: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <PasswordCard isStaff={isStaff} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown = null) =>
  vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('PasswordCard', () => {
  it('checks the form with the spec messages before sending', async () => {
    const fetch = answer(204);
    vi.stubGlobal('fetch', fetch);
    renderCard(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation does not match new password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Invalid password' on a 401 without ending the session", async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, {
        errors: [{ param: 'oldPassword', message: 'Invalid password', code: 'invalid_password' }],
      }),
    );
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

  it('lets staff set a password without the current one', async () => {
    const fetch = answer(204);
    vi.stubGlobal('fetch', fetch);
    renderCard(true);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'long-enough');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated password')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/suppliers/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'long-enough' });
  });
});
