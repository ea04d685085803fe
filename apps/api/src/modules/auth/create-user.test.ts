import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from './create-user.ts';
import { openDemoAccounts } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, role: 'supplier' } });

describe('npm run user:create', () => {
  it('creates a staff member and a supplier user who can sign in', async () => {
    const staff = await createUser(t.database.db, {
      email: 'ops@marketplace.example',
      role: 'staff',
      password: 'kettle-harbour-91',
    });
    expect(staff.supplierId).toBeNull();
    const supplier = await createUser(t.database.db, {
      email: 'orders@fresh.example',
      role: 'supplier',
      supplier: '1',
      password: 'crisp lettuce at dawn',
    });
    expect(supplier.supplierId).toBe(1);
    expect((await login('ops@marketplace.example', 'kettle-harbour-91')).statusCode).toBe(200);
    expect((await login('orders@fresh.example', 'crisp lettuce at dawn')).statusCode).toBe(200);
  });

  it('refuses a common or short password, a taken e-mail and an unknown supplier', async () => {
    const base = { email: 'new@fresh.example', role: 'supplier' as const, supplier: '1' };
    await expect(createUser(t.database.db, { ...base, password: 'password123' })).rejects.toThrow(
      'Password: This password is too common. Choose one that is harder to guess.',
    );
    await expect(createUser(t.database.db, { ...base, password: 'short' })).rejects.toThrow(
      'Password: Must be at least 8 characters',
    );
    await expect(
      createUser(t.database.db, { ...base, email: 'Supplier@Example.com', password: 'a-good-long-one' }),
    ).rejects.toThrow('A user with e-mail Supplier@Example.com already exists');
    await expect(
      createUser(t.database.db, { ...base, supplier: 'No Such Company', password: 'a-good-long-one' }),
    ).rejects.toThrow('No supplier with id or company name "No Such Company"');
    await expect(
      createUser(t.database.db, { ...base, role: 'staff', password: 'a-good-long-one' }),
    ).rejects.toThrow('Staff users belong to no supplier: leave out --supplier');
  });

  it('finds the demo accounts that still open with the published password', async () => {
    expect(await openDemoAccounts(t.database.db)).toEqual([
      'supplier@example.com',
      'supplier2@example.com',
      'staff@example.com',
      'priya@southerncross.example',
      'manager@harbourfresh.example',
      'sales@harbourfresh.example',
      'warehouse@harbourfresh.example',
      'accounts@harbourfresh.example',
    ]);
  });
});
