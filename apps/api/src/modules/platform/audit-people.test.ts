import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Issue 36: the activity log names the person who acted, with their role; staff as staff. */

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

  it('is for staff only: a team member, owner included, gets 403', async () => {
    expect((await call('supplier', 'GET', '/suppliers/audit')).statusCode).toBe(403);
  });
});
