import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { SecurityPage } from './security-page.tsx';

/** The API as the page sees it: the factor's state, and 204 for turning it off (whose bodies are kept). */
function serve(state: { enabled: boolean; enabledAt: string | null; removable: boolean }) {
  const removals: unknown[] = [];
  server.use(
    http.get('/api/suppliers/auth/totp', () => json(200, state)),
    http.delete('/api/suppliers/auth/totp', async ({ request }) => {
      removals.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <SecurityPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return removals;
}

describe('SecurityPage', () => {
  it('says when two-factor is off and asks for the password to set it up', async () => {
    serve({ enabled: false, enabledAt: null, removable: false });
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('says since when it is on, and turns it off with the password and a code', async () => {
    const removals = serve({ enabled: true, enabledAt: '2026-03-14T02:00:00.000Z', removable: true });
    expect(await screen.findByText('Two-factor authentication is on since 14 Mar 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up two-factor authentication' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'my-password');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(removals).not.toHaveLength(0));
    expect(removals[0]).toEqual({ password: 'my-password', code: '123456' });
  });

  it('offers only a replacement where the factor must stay (staff)', async () => {
    serve({ enabled: true, enabledAt: '2026-03-14T02:00:00.000Z', removable: false });
    expect(await screen.findByRole('button', { name: 'Replace authenticator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Replace authenticator' }));
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toBeInTheDocument();
  });
});
