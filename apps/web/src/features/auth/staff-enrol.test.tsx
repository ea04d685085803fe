import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { SessionContext, type Session } from '../../lib/session.ts';
import { StaffSelectSupplierPage } from './staff-select-supplier-page.tsx';

vi.mock('qrcode', () => ({ default: { toDataURL: async () => 'data:image/png;base64,AAAA' } }));
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API of a staff member without a factor, under REQUIRE_STAFF_2FA, until the factor is on. */
function fakeApi() {
  let enrolled = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
      calls.push(call);
      if (call === 'GET /api/staff/suppliers')
        return enrolled
          ? json(200, { data: [{ id: 1, company: 'Harbour Fresh', email: 'h@example.com', state: 'NSW' }] })
          : json(403, {
              errors: [{ param: '', message: ACCOUNT_MESSAGES.staffMustEnrol, code: 'forbidden' }],
            });
      if (call === 'POST /api/suppliers/auth/totp')
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        });
      if (call === 'POST /api/suppliers/auth/totp/confirm') {
        enrolled = true;
        return json(200, { recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] });
      }
      return json(404, { errors: [{ param: '', message: 'Not found', code: 'not_found' }] });
    }),
  );
  return calls;
}

const staff = {
  token: 't',
  claims: {
    sub: 0,
    staff: true,
    username: 'staff@example.com',
    state: 'NSW',
    supplierName: '',
    exp: 4e9,
    iat: 1,
  },
  isStaff: true,
  needsSupplier: true,
  signIn: () => undefined,
  signOut: () => undefined,
} satisfies Session;

describe('staff without a second factor (REQUIRE_STAFF_2FA)', () => {
  it('enrol between signing in and choosing a supplier', async () => {
    const calls = fakeApi();
    const router = createMemoryRouter(
      [{ path: '/staff/select-supplier', element: <StaffSelectSupplierPage /> }],
      {
        initialEntries: ['/staff/select-supplier'],
      },
    );
    render(
      <SessionContext.Provider value={staff}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </QueryClientProvider>
      </SessionContext.Provider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.staffMustEnrol)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suppliers' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      'AAAA-BBBBCCCC-DDDD',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Choose a supplier' }));
    expect(await screen.findByText('#1 Harbour Fresh')).toBeInTheDocument();
    expect(calls).toEqual([
      'GET /api/staff/suppliers',
      'POST /api/suppliers/auth/totp',
      'POST /api/suppliers/auth/totp/confirm',
      'GET /api/staff/suppliers',
    ]);
  });
});
