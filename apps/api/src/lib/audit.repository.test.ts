import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS } from '../db/seed/world.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { insertAuditRows, insertAuditRowsSql, type AuditRow } from './audit.repository.ts';

/** A large batch (one jsonb parameter) stores exactly what the small-batch insert stores. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsFor = (entity: string, count: number): AuditRow[] =>
  Array.from({ length: count }, (_, i) => ({
    supplierId: 1,
    actorUserId: i % 2 ? null : 1,
    actorEmail: 'supplier@example.com',
    isStaff: i % 3 === 0,
    action: 'bulk_create',
    entity,
    entityId: i % 5 ? String(i) : null,
    before: i % 4 ? null : { price: i, note: 'it\'s "quoted"' },
    after: { sku: `SKU-${i}`, portions: [250, 500], name: 'Café ✓' },
  }));

const stored = (entity: string) =>
  t.database.db
    .select({
      supplierId: auditLog.supplierId,
      actorUserId: auditLog.actorUserId,
      actorEmail: auditLog.actorEmail,
      isStaff: auditLog.isStaff,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(asc(auditLog.id));

describe('insertAuditRows', () => {
  it('stores a 2,000-row batch field for field as given, nulls as SQL nulls', async () => {
    const rows = rowsFor('batch-test', 2000);
    await insertAuditRows(t.database.db, rows);
    expect(await stored('batch-test')).toEqual(rows);
  });

  it('stores a small batch the same way', async () => {
    const rows = rowsFor('small-test', 3);
    await insertAuditRows(t.database.db, rows);
    expect(await stored('small-test')).toEqual(rows);
  });
});

describe('insertAuditRowsSql', () => {
  it('stores, from rows the statement itself selects, what insertAuditRows stores (a staff actor without a user too)', async () => {
    for (const [entity, actorUserId, isStaff] of [
      ['sql-test', 1, false],
      ['sql-staff-test', null, true],
    ] as const) {
      const rows = rowsFor(entity, 30).map((r) => ({ ...r, actorUserId, isStaff }));
      const entries = JSON.stringify(rows.map((r) => ({ id: r.entityId, before: r.before, after: r.after })));
      await t.database.db.execute(sql`
        with audit as (${insertAuditRowsSql(
          {
            supplierId: 1,
            actorUserId,
            actorEmail: 'supplier@example.com',
            isStaff,
            action: 'bulk_create',
            entity,
          },
          sql`select e.x->>'id', nullif(e.x->'before', 'null'::jsonb), e.x->'after'
            from jsonb_array_elements(${entries}::jsonb) with ordinality as e(x, n)
            order by e.n`,
        )})
        select 1
      `);
      expect(await stored(entity)).toEqual(rows);
      const [nulls] = await t.database.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), isNull(auditLog.before), isNull(auditLog.entityId)));
      expect(nulls!.n).toBe(rows.filter((r) => r.before === null && r.entityId === null).length);
    }
  });
});

describe("the actor's name and role, kept on each entry", () => {
  const actorOf = (entity: string) =>
    t.database.db
      .select({ isStaff: auditLog.isStaff, name: auditLog.actorName, role: auditLog.actorRole })
      .from(auditLog)
      .where(eq(auditLog.entity, entity))
      .orderBy(asc(auditLog.id));
  const expected = (rows: AuditRow[]) =>
    rows.map((r) => ({
      isStaff: r.isStaff,
      name: r.actorUserId ? 'Lucy Tran' : null,
      role: r.isStaff ? 'staff' : r.actorUserId ? 'sales' : null,
    }));

  it('are read from the users row by the small insert and by the large batch alike', async () => {
    const [lucy] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.sales));
    for (const [entity, count] of [
      ['actor-small', 6],
      ['actor-batch', 120],
    ] as const) {
      const rows = rowsFor(entity, count).map((r) => ({ ...r, actorUserId: r.actorUserId && lucy!.id }));
      await insertAuditRows(t.database.db, rows);
      expect(await actorOf(entity)).toEqual(expected(rows));
    }
  });

  it('are read by the set-based insert, for a team member and for staff without a user', async () => {
    const [lucy] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.sales));
    for (const [entity, actorUserId, isStaff] of [
      ['actor-sql', lucy!.id, false],
      ['actor-sql-staff', null, true],
    ] as const) {
      await t.database.db.execute(sql`
        with audit as (${insertAuditRowsSql(
          {
            supplierId: 1,
            actorUserId,
            actorEmail: DEMO_ACCOUNTS.sales,
            isStaff,
            action: 'bulk_create',
            entity,
          },
          sql`select n::text, null::jsonb, null::jsonb from generate_series(1, 3) as n`,
        )})
        select 1
      `);
      expect(await actorOf(entity)).toEqual(
        Array.from({ length: 3 }, () => ({
          isStaff,
          name: isStaff ? null : 'Lucy Tran',
          role: isStaff ? 'staff' : 'sales',
        })),
      );
    }
  });
});
