import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../../lib/session.ts';
import { json, server } from '../../test/msw.ts';
import { testQueryClient } from '../../test/render.tsx';
import { MenuOffline, UserMenu } from './user-menu.tsx';

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
  server.use(
    http.get('/api/suppliers/auth/me', () =>
      json(200, { id: 1, isStaff: false, company: 'Fresh Produce Co' }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('UserMenu on a phone', () => {
  it('shows the company name at the head of the menu', async () => {
    const session = { token: 't', claims: null, isStaff: false, needsSupplier: false } as unknown as Session;
    render(
      <QueryClientProvider client={testQueryClient()}>
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

  it('on a laptop, a long company name ends in an ellipsis, whole in the title and at the head of the menu', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const long = 'The Very Long Name Of A Wholesale Fresh Produce Supplier Of Sydney Pty Ltd 012';
    server.use(http.get('/api/suppliers/auth/me', () => json(200, { id: 1, isStaff: false, company: long })));
    const session = { token: 't', claims: null, isStaff: false, needsSupplier: false } as unknown as Session;
    render(
      <QueryClientProvider client={testQueryClient()}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <UserMenu />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: long });
    expect(button).toHaveAttribute('title', long);
    expect(getComputedStyle(within(button).getByText(long)).textOverflow).toBe('ellipsis');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu.parentElement!).getByText(long)).toBeVisible();
  });
});

describe('UserMenu offline, before its code has come', () => {
  it("stands in for the menu with what is true: offline, it opens when the connection is back; never 'our engineers'", async () => {
    const close = vi.fn();
    render(<MenuOffline close={close} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(
      /^You are currently offlineThis will load by itself when the connection is back\.Close$/,
    );
    expect(screen.queryByText(/engineers/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
