import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { json, recordCalls, server } from '../../test/msw.ts';
import { renderWithProviders, sessionAs } from '../../test/render.tsx';
import { StaffSelectSupplierPage } from './staff-select-supplier-page.tsx';

vi.mock('qrcode', () => ({ default: { toDataURL: async () => 'data:image/png;base64,AAAA' } }));

/** The API of a staff member without a factor, under REQUIRE_STAFF_2FA, until the factor is on. */
function staffApi() {
  let enrolled = false;
  server.use(
    http.get('/api/staff/suppliers', () =>
      enrolled
        ? json(200, { data: [{ id: 1, company: 'Harbour Fresh', email: 'h@example.com', state: 'NSW' }] })
        : json(403, { errors: [{ param: '', message: ACCOUNT_MESSAGES.staffMustEnrol, code: 'forbidden' }] }),
    ),
    http.post('/api/suppliers/auth/totp', () =>
      json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' }),
    ),
    http.post('/api/suppliers/auth/totp/confirm', () => {
      enrolled = true;
      return json(200, { recoveryCodes: ['AAAA-BBBB', 'CCCC-DDDD'] });
    }),
  );
  return recordCalls();
}

/** Staff signed in without a supplier chosen yet. */
const staff = { ...sessionAs('staff', { sub: 0, supplierName: '' }), needsSupplier: true };

describe('staff without a second factor (REQUIRE_STAFF_2FA)', () => {
  it('enrol between signing in and choosing a supplier', async () => {
    const calls = staffApi();
    renderWithProviders([{ path: '/staff/select-supplier', element: <StaffSelectSupplierPage /> }], {
      at: '/staff/select-supplier',
      session: staff,
    });
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.staffMustEnrol)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suppliers' })).not.toBeInTheDocument();

    // The current password first: a stolen session alone never sets up a second factor.
    await userEvent.type(screen.getByLabelText('Current password'), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      'AAAA-BBBBCCCC-DDDD',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Choose a supplier' }));
    expect(await screen.findByText('#1 Harbour Fresh')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} /api/${c.path}`)).toEqual([
      'GET /api/staff/suppliers',
      'POST /api/suppliers/auth/totp',
      'POST /api/suppliers/auth/totp/confirm',
      'GET /api/staff/suppliers',
    ]);
  });
});
