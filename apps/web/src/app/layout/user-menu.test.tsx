import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session.ts';
import { UserMenu } from './user-menu.tsx';

beforeEach(() => {
  // A phone: every max-width query matches.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 1, isStaff: false, company: 'Fresh Produce Co' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('UserMenu on a phone', () => {
  it('shows the company name at the head of the menu', async () => {
    const session = { token: 't', claims: null, isStaff: false, needsSupplier: false } as unknown as Session;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <UserMenu />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fresh Produce Co' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Fresh Produce Co')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
