import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The supplier's bank details are its owner's to see (and staff's to change, spec 002). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'supplier' | 'manager' | 'sales' | 'warehouse' | 'accounts' | 'staff';
const call = async (who: Who, method: 'GET' | 'PATCH', payload?: object) =>
  t.app.inject({ method, url: '/api/suppliers/auth/me', headers: await t.auth(who), payload });
const bankOf = (res: { json: () => Record<string, unknown> }) => {
  const { accountName, bsb, accountNumber } = res.json();
  return { accountName, bsb, accountNumber };
};
const SEEDED = { accountName: 'Harbour Fresh Wholesale Pty Ltd', bsb: '062-000', accountNumber: '12345678' };
const HIDDEN = { accountName: null, bsb: null, accountNumber: null };

describe('bank details', () => {
  it('are answered to the owner and staff, and to no other role', async () => {
    expect(bankOf(await call('supplier', 'GET'))).toEqual(SEEDED);
    expect(bankOf(await call('staff', 'GET'))).toEqual(SEEDED);
    for (const who of ['manager', 'sales', 'warehouse', 'accounts'] as const) {
      const res = await call(who, 'GET');
      expect(res.statusCode).toBe(200);
      expect(bankOf(res)).toEqual(HIDDEN);
      expect(res.json()).toMatchObject({ company: 'Harbour Fresh Wholesale' });
    }
  });

  it('a manager can neither change them nor read them back in the answer to another change', async () => {
    const refused = await call('manager', 'PATCH', { bsb: '062-111', accountNumber: '87654321' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ param: '', message: ACCOUNT_MESSAGES.bankDetailsOwnerOnly, code: 'forbidden' }],
    });
    const other = await call('manager', 'PATCH', { phone: '02 9000 1234' });
    expect(other.statusCode).toBe(200);
    expect(bankOf(other)).toEqual(HIDDEN);
    expect(bankOf(await call('supplier', 'GET'))).toEqual(SEEDED);
  });

  it('staff change them; an owner sees the change (the screen leaves the change to staff, spec 002)', async () => {
    const owner = await call('supplier', 'PATCH', { bsb: '062-111' });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().errors[0].message).toBe('This action is only available to staff');
    const res = await call('staff', 'PATCH', { bsb: '062-222' });
    expect(res.statusCode).toBe(200);
    expect(bankOf(res)).toEqual({ ...SEEDED, bsb: '062-222' });
    expect(bankOf(await call('supplier', 'GET'))).toEqual({ ...SEEDED, bsb: '062-222' });
    expect(bankOf(await call('accounts', 'GET'))).toEqual(HIDDEN);
  });
});
