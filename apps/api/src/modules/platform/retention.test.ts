import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { EVENT_LIMITS } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, clientErrors, supplierEvents } from '../../db/schema/index.ts';
import { clearAll as clearRateLimits } from '../../lib/rate-limit/rate-limit.repository.ts';
import { PURGE_EVERY_WRITES, purgeClientInput, RETENTION, SWEEP_EVERY_MS } from './retention.ts';

/** Every stored string and record from client input is bounded, and every such table expires. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.database.db));

const event = (data: unknown) => ({ objectType: 'order-document', action: 'download', data });

async function eventsOf(supplierId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(supplierEvents)
    .where(eq(supplierEvents.supplierId, supplierId));
  return Number(row?.n ?? 0);
}

describe('usage events', () => {
  it('bound each string of data and its size as JSON, with the field’s message', async () => {
    const headers = await t.auth();
    const post = (data: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/suppliers/events', headers, payload: event(data) });
    expect((await post({ note: 'x'.repeat(EVENT_LIMITS.dataString) })).statusCode).toBe(204);
    const longString = await post({ note: 'x'.repeat(EVENT_LIMITS.dataString + 1) });
    expect(longString.statusCode).toBe(400);
    expect(longString.json()).toEqual({
      errors: [{ param: 'data', message: 'Must be at most 500 characters', code: 'invalid_parameter' }],
    });
    const longKey = await post({ ['k'.repeat(501)]: 1 });
    expect(longKey.json()).toMatchObject({
      errors: [{ param: 'data', message: 'Must be at most 500 characters' }],
    });
    // Nine strings of 500 characters: each allowed, together over 4 KB.
    const big = await post(
      Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, 'x'.repeat(500)])),
    );
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      errors: [{ param: 'data', message: 'Is too large', code: 'invalid_parameter' }],
    });
  });

  it('keep the newest 10,000 per supplier: counted on write, trimmed every 100th write of that supplier', async () => {
    const db = t.database.db;
    await purgeClientInput(db); // whatever this file wrote before is trimmed and forgotten
    await db.execute(sql`
      insert into supplier_events (at, supplier_id, actor_email, is_staff, object_type, action)
      select now() - make_interval(days => 91), s, 'old@example.com', false, 'x', 'old'
      from generate_series(1, 2) s`);
    await db.execute(sql`
      insert into supplier_events (at, supplier_id, actor_email, is_staff, object_type, action)
      select now() - make_interval(mins => i), 1, 'flood@example.com', false, 'x', 'flood'
      from generate_series(1, ${RETENTION.events.rows}) i`);
    const before1 = await eventsOf(1);
    const before2 = await eventsOf(2);
    const headers = await t.auth();
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/suppliers/events', headers, payload: event({ n: 1 }) });
    for (let i = 1; i < PURGE_EVERY_WRITES; i++) expect((await post()).statusCode).toBe(204);
    // The hot path only counted: nothing was deleted by the first 99 writes.
    expect(await eventsOf(1)).toBe(before1 + PURGE_EVERY_WRITES - 1);
    expect((await post()).statusCode).toBe(204);
    expect(await eventsOf(1)).toBe(RETENTION.events.rows);
    const [old] = await db
      .select({ n: count() })
      .from(supplierEvents)
      .where(sql`${supplierEvents.supplierId} = 1 and ${supplierEvents.action} = 'old'`);
    expect(Number(old?.n)).toBe(0);
    // Supplier 2 wrote nothing: its expired row waits for the daily sweep.
    expect(await eventsOf(2)).toBe(before2);
  });

  it('the periodic run trims owners that wrote since, and its daily sweep every owner past 90 days', async () => {
    const db = t.database.db;
    await purgeClientInput(db);
    await db.execute(sql`
      insert into supplier_events (at, supplier_id, actor_email, is_staff, object_type, action)
      values (now() - make_interval(days => 91), 2, 'quiet@example.com', false, 'x', 'expired'),
             (now() - make_interval(days => 89), 2, 'quiet@example.com', false, 'x', 'kept')`);
    const headers = await t.auth();
    await t.app.inject({ method: 'POST', url: '/api/suppliers/events', headers, payload: event({ n: 2 }) });
    await db.execute(sql`
      insert into supplier_events (at, supplier_id, actor_email, is_staff, object_type, action)
      select now() - make_interval(secs => i), 1, 'flood@example.com', false, 'x', 'flood'
      from generate_series(1, 5) i`);
    const within = Date.now() + 1000; // the sweep ran at the first call: not due again yet
    expect(await purgeClientInput(db, within)).toEqual({ owners: 1, swept: 0 });
    expect(await eventsOf(1)).toBe(RETENTION.events.rows);
    const expired = sql`${supplierEvents.supplierId} = 2 and ${supplierEvents.action} = 'expired'`;
    expect(Number((await db.select({ n: count() }).from(supplierEvents).where(expired))[0]?.n)).toBe(1);
    const nextDay = within + SWEEP_EVERY_MS;
    expect((await purgeClientInput(db, nextDay)).swept).toBeGreaterThanOrEqual(1);
    expect(Number((await db.select({ n: count() }).from(supplierEvents).where(expired))[0]?.n)).toBe(0);
    const kept = sql`${supplierEvents.supplierId} = 2 and ${supplierEvents.action} = 'kept'`;
    expect(Number((await db.select({ n: count() }).from(supplierEvents).where(kept))[0]?.n)).toBe(1);
  });
});

describe('the audit trail', () => {
  it('keeps two years: the daily sweep deletes older entries of every supplier', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into audit_log (at, supplier_id, actor_email, is_staff, action, entity)
      values (now() - make_interval(days => ${RETENTION.auditDays + 1}), 1, 'a@example.com', false, 'update', 'retention-test'),
             (now() - make_interval(days => ${RETENTION.auditDays - 1}), 2, 'a@example.com', false, 'update', 'retention-test')`);
    await purgeClientInput(db, Date.now() + 3 * SWEEP_EVERY_MS);
    const rows = await db
      .select({ supplierId: auditLog.supplierId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'retention-test'));
    expect(rows).toEqual([{ supplierId: 2 }]);
  });
});

describe('client error reports', () => {
  const report = { message: 'TypeError: x is undefined', path: '/login' };

  it('store a context over 2 KB as { truncated: true }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...report, context: { dump: 'y'.repeat(3000) } },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.id, id));
    expect(row?.context).toEqual({ truncated: true });
  });

  it('keep anonymous reports 7 days and at most 10,000 of them, trimmed by the periodic run', async () => {
    const db = t.database.db;
    await db.execute(sql`
      insert into client_errors (at, message) values (now() - make_interval(days => 8), 'expired')`);
    await db.execute(sql`
      insert into client_errors (at, message)
      select now() - make_interval(secs => i), 'flood' from generate_series(1, ${RETENTION.anonymousClientErrors.rows}) i`);
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    expect(res.statusCode).toBe(201);
    await purgeClientInput(db, Date.now() + 10 * SWEEP_EVERY_MS);
    const [anonymous] = await db
      .select({ n: count() })
      .from(clientErrors)
      .where(isNull(clientErrors.supplierId));
    expect(Number(anonymous?.n)).toBe(RETENTION.anonymousClientErrors.rows);
    const [expired] = await db
      .select({ n: count() })
      .from(clientErrors)
      .where(eq(clientErrors.message, 'expired'));
    expect(Number(expired?.n)).toBe(0);
  });
});
