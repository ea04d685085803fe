import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** The activity log names the person who acted, with their role; staff as staff. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'warehouse' | 'sales' | 'staff' | 'supplier';
const call = async (who: Who, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await t.auth(who), payload });

describe('GET /api/suppliers/audit, person by person', () => {
  it("gives each entry the acting person's id, e-mail, name and role, and staff's as staff", async () => {
    const products = (await call('supplier', 'GET', '/suppliers/products')).json() as {
      data: Array<{ id: number }>;
    };
    const id = products.data[0]!.id;
    expect(
      (await call('warehouse', 'PATCH', `/suppliers/products/${id}`, { outOfStock: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('sales', 'PATCH', `/suppliers/products/${id}`, { outOfStock: false })).statusCode,
    ).toBe(200);
    expect((await call('staff', 'PATCH', `/suppliers/products/${id}`, { enabled: true })).statusCode).toBe(
      200,
    );

    const res = await call(
      'staff',
      'GET',
      `/suppliers/audit?entity=product&orderBy=id&sortedBy=desc&pageSize=3`,
    );
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as { data: Array<Record<string, unknown>> }).data.map((e) => ({
      email: e.actorEmail,
      name: e.actorName,
      role: e.actorRole,
      isStaff: e.isStaff,
      person: typeof e.actorUserId,
      entityId: e.entityId,
    }));
    expect(entries).toEqual([
      {
        email: 'staff@example.com',
        name: 'Sam Staff',
        role: 'staff',
        isStaff: true,
        person: 'number',
        entityId: String(id),
      },
      {
        email: 'sales@harbourfresh.example',
        name: 'Lucy Tran',
        role: 'sales',
        isStaff: false,
        person: 'number',
        entityId: String(id),
      },
      {
        email: 'warehouse@harbourfresh.example',
        name: 'Ben Walker',
        role: 'warehouse',
        isStaff: false,
        person: 'number',
        entityId: String(id),
      },
    ]);
  });

  it('names each person and role as they were when they acted, not as they are now', async () => {
    const id = (
      (await call('supplier', 'GET', '/suppliers/products')).json() as { data: Array<{ id: number }> }
    ).data[0]!.id;
    expect((await call('sales', 'PATCH', `/suppliers/products/${id}`, { outOfStock: true })).statusCode).toBe(
      200,
    );
    const [lucy] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sales@harbourfresh.example'));
    // Lucy marries and moves to the warehouse after she acted.
    await t.database.db
      .update(users)
      .set({ lastName: 'Nguyen', name: 'Lucy Nguyen' })
      .where(eq(users.id, lucy!.id));
    expect(
      (await call('supplier', 'PATCH', `/suppliers/team/${lucy!.id}`, { role: 'warehouse' })).statusCode,
    ).toBe(200);

    const [entry] = (
      (
        await call('staff', 'GET', `/suppliers/audit?entity=product&orderBy=id&sortedBy=desc&pageSize=1`)
      ).json() as {
        data: Array<Record<string, unknown>>;
      }
    ).data;
    expect([entry!.actorEmail, entry!.actorName, entry!.actorRole]).toEqual([
      'sales@harbourfresh.example',
      'Lucy Tran',
      'sales',
    ]);
    // An entry written before name and role were kept on it names the person as they are now.
    await t.database.db
      .update(auditLog)
      .set({ actorName: null, actorRole: null })
      .where(eq(auditLog.id, entry!.id as number));
    const [old] = (
      (
        await call('staff', 'GET', `/suppliers/audit?entity=product&orderBy=id&sortedBy=desc&pageSize=1`)
      ).json() as {
        data: Array<Record<string, unknown>>;
      }
    ).data;
    expect([old!.actorName, old!.actorRole]).toEqual(['Lucy Nguyen', 'warehouse']);
  });

  it('is for staff only: a team member, owner included, gets 403', async () => {
    expect((await call('supplier', 'GET', '/suppliers/audit')).statusCode).toBe(403);
  });
});
