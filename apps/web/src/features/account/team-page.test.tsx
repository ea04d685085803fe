import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@portal/domain';
import { json, recordCalls, server, type Call } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { TeamPage } from './team-page.tsx';

const person = (over: Partial<TeamMember>): TeamMember => ({
  userId: 2,
  invitationId: null,
  email: 'sam@harbourfresh.example',
  firstName: 'Sam',
  lastName: 'Lee',
  role: 'sales',
  status: 'active',
  lastSignInAt: null,
  totp: false,
  ...over,
});
const TEAM = [
  person({}),
  person({
    userId: null,
    invitationId: 7,
    email: 'new@x.example',
    firstName: null,
    lastName: null,
    status: 'invited',
  }),
];
/** The team, and the answers to the page's changes: a role (whose bodies are kept), a revoke, an invitation. */
function serve() {
  const roles: unknown[] = [];
  server.use(
    http.get('/api/suppliers/team', () => json(200, { data: TEAM })),
    http.patch('/api/suppliers/team/:userId', async ({ request }) => {
      roles.push(await request.json());
      return json(200, person({ role: 'warehouse' }));
    }),
    http.delete('/api/suppliers/team/invitations/:id', () => new HttpResponse(null, { status: 204 })),
    http.post('/api/suppliers/team/invitations', () => json(201, TEAM[1])),
  );
  const calls = recordCalls();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SnackbarProvider>
        <MemoryRouter>
          <TeamPage />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { calls, roles };
}
const sent = (calls: Call[], method: string) => calls.filter((call) => call.method === method);

describe('TeamPage', () => {
  it('names each role select and every column header', async () => {
    serve();
    expect(await screen.findByRole('combobox', { name: 'Role of Sam Lee' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Team' })).getAllByRole('columnheader');
    expect(headers.every((h) => (h.textContent ?? '').trim() !== '')).toBe(true);
  });

  it('asks before changing a role, then says it was done', async () => {
    const { calls, roles } = serve();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Sam Lee' }));
    await userEvent.click(screen.getByRole('option', { name: 'Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Sam Lee?' });
    expect(sent(calls, 'PATCH')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Sam Lee is now Warehouse')).toBeInTheDocument();
    expect(roles[0]).toEqual({ role: 'warehouse' });
  });

  it('asks before revoking an invitation, then says it was done', async () => {
    const { calls } = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    expect(sent(calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation to new@x.example revoked')).toBeInTheDocument();
    expect(sent(calls, 'DELETE')[0]!.url).toMatch(/\/suppliers\/team\/invitations\/7$/);
  });

  it('after INVITE, focus returns to the address for the next invitation', async () => {
    serve();
    const email = await screen.findByLabelText('Email');
    await userEvent.click(email);
    await userEvent.paste('next@x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('');
  });
});
