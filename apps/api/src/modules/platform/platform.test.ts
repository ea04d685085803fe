import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, clientErrors, feedbackResponses, supplierEvents } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../../lib/context.ts';
import { clearAll as clearRateLimits } from '../../lib/rate-limit/rate-limit.repository.ts';
import { RATE_LIMITS, TOO_MANY_REPORTS } from '../../lib/rate-limit/rate-limit.ts';

const CLIENT_ERROR_LIMIT = RATE_LIMITS.clientErrorsPerAddress;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.database.db));

const supplierActor: Actor = {
  supplierId: 1,
  staff: false,
  userId: null,
  username: 'supplier@example.com',
  supplierName: 'Harbour Fresh Wholesale',
  state: 'NSW',
  role: 'owner',
  totp: false,
};
const staffActor: Actor = { ...supplierActor, staff: true, username: 'staff@example.com' };

describe('POST /api/client-errors', () => {
  const report = {
    message: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at OrdersPage (orders-page.tsx:10:5)',
    path: '/orders?page=2',
    buildVersion: '0.1.0',
    context: { panel: 'Orders' },
  };

  it('stores the report with the supplier, path, build version and stack when a token is present', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { ...(await t.auth()), 'user-agent': 'vitest' },
      payload: report,
      remoteAddress: '10.1.0.1',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.id, res.json().id));
    expect(row).toMatchObject({
      supplierId: 1,
      actorEmail: 'supplier@example.com',
      isStaff: false,
      path: '/orders?page=2',
      buildVersion: '0.1.0',
      message: 'TypeError: x is undefined',
      stack: report.stack,
      context: { panel: 'Orders' },
      ip: '10.1.0.1',
      userAgent: 'vitest',
    });
  });

  it('is public: a report without a token is stored without a supplier', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.id, res.json().id));
    expect(row?.supplierId).toBeNull();
  });

  it('marks staff reports and attributes them to the supplier acted as', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: await t.auth('staff'),
      payload: { message: 'Test error report from the supplier portal', context: { test: true } },
    });
    const [row] = await t.database.db.select().from(clientErrors).where(eq(clientErrors.id, res.json().id));
    expect(row).toMatchObject({ supplierId: 1, isStaff: true, actorEmail: 'staff@example.com' });
  });

  it('rejects a report without a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'message', message: 'message is required', code: 'invalid_parameter' },
    ]);
  });

  it('rejects a body over 32 KB with 413 and a message over 2000 characters with 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'x', stack: 'y'.repeat(40_000) },
    });
    expect(big.statusCode).toBe(413);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].param).toBe('message');
  });

  it('answers 429 to a flood from one address (20 a minute), without storing the excess', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { message: 'flood' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < CLIENT_ERROR_LIMIT.max; i++) expect((await send()).statusCode).toBe(201);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0]).toEqual({ param: '', message: TOO_MANY_REPORTS, code: 'rate_limited' });
    expect(TOO_MANY_REPORTS).toBe('Too many error reports. Please try again later');
    const stored = await t.database.db.select().from(clientErrors).where(eq(clientErrors.message, 'flood'));
    expect(stored).toHaveLength(CLIENT_ERROR_LIMIT.max);
  });

  it('limits a supplier across addresses too', async () => {
    const headers = await t.auth('supplier2');
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers,
        payload: { message: 'spread' },
        remoteAddress: `10.2.0.${i}`,
      });
    for (let i = 0; i < CLIENT_ERROR_LIMIT.max; i++) expect((await send(i)).statusCode).toBe(201);
    expect((await send(200)).statusCode).toBe(429);
  });
});

describe('POST /api/suppliers/events', () => {
  it('stores the event fire-and-forget (204) for the signed-in supplier', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/events',
      headers: await t.auth('supplier2'),
      payload: {
        objectType: 'order',
        action: 'download-pdf',
        location: '/orders/12',
        data: { screenWidth: 1366, screenHeight: 900 },
      },
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(supplierEvents).orderBy(desc(supplierEvents.id)).limit(1);
    expect(row).toMatchObject({
      supplierId: 2,
      actorEmail: 'supplier2@example.com',
      objectType: 'order',
      action: 'download-pdf',
      location: '/orders/12',
      data: { screenWidth: 1366, screenHeight: 900 },
    });
  });

  it('validates objectType and action, and needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/events',
      headers: await t.auth(),
      payload: { objectType: '', action: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'objectType is required',
      'action is required',
    ]);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/events',
      payload: { objectType: 'a', action: 'b' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('feedback survey', () => {
  it('is due for a supplier who never answered, never for staff', async () => {
    const s2 = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/feedback/status',
      headers: await t.auth('supplier2'),
    });
    expect(s2.json()).toEqual({ due: true });
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/feedback/status',
      headers: await t.auth('staff'),
    });
    expect(staff.json()).toEqual({ due: false });
  });

  it('stores an answer with an audit entry, after which it is no longer due', async () => {
    const headers = await t.auth('supplier2');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/feedback',
      headers,
      payload: { rating: 4, comment: '  Quick to find orders  ' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(feedbackResponses)
      .where(eq(feedbackResponses.id, res.json().id));
    expect(row).toMatchObject({
      supplierId: 2,
      rating: 4,
      comment: 'Quick to find orders',
      dismissed: false,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'feedback'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      supplierId: 2,
      actorEmail: 'supplier2@example.com',
      isStaff: false,
      action: 'create',
      entityId: String(res.json().id),
      before: null,
      after: { rating: 4, comment: 'Quick to find orders', dismissed: false },
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/suppliers/feedback/status', headers });
    expect(status.json()).toEqual({ due: false });
  });

  it("records 'Not now' as a dismissal", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/feedback',
      headers: await t.auth(),
      payload: { dismissed: true },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(feedbackResponses)
      .where(eq(feedbackResponses.id, res.json().id));
    expect(row).toMatchObject({ supplierId: 1, rating: null, dismissed: true });
  });

  it('validates the rating and the comment length with the spec-style messages', async () => {
    const headers = await t.auth();
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/suppliers/feedback', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { param: 'rating', message: 'Please choose a rating', code: 'invalid_parameter' },
      ]);
    }
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/feedback',
      headers,
      payload: { rating: 3, comment: 'x'.repeat(1001) },
    });
    expect(long.json().errors).toEqual([
      { param: 'comment', message: 'Comment must be 1000 characters or fewer', code: 'invalid_parameter' },
    ]);
  });

  it('is for suppliers: staff get 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/feedback',
      headers: await t.auth('staff'),
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/suppliers/audit', () => {
  beforeAll(async () => {
    const db = t.database.db;
    // Written the way the product and order areas write them: inside the change's transaction.
    await db.transaction(async (tx) => {
      await recordAudit(tx, supplierActor, {
        action: 'update',
        entity: 'product',
        entityId: 101,
        before: { priceInCents: 1250 },
        after: { priceInCents: 1300 },
      });
      await recordAudit(tx, staffActor, {
        action: 'update',
        entity: 'order',
        entityId: 'ORD-7',
        before: { status: 'PENDING' },
        after: { status: 'PROCESSED' },
      });
    });
    await recordAudit(
      db,
      { ...supplierActor, supplierId: 2, username: 'supplier2@example.com' },
      {
        action: 'update',
        entity: 'product',
        entityId: 202,
        before: { priceInCents: 500 },
        after: { priceInCents: 600 },
      },
    );
  });

  const list = async (query = '', who: 'staff' | 'supplier' = 'staff', actAs?: number) =>
    t.app.inject({ method: 'GET', url: `/api/suppliers/audit${query}`, headers: await t.auth(who, actAs) });

  it('lists the current supplier’s entries, newest first, with who, when and before/after', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ perPage: 25, currentPage: 1 });
    const [order, product] = body.data.filter((e: { entity: string }) => e.entity !== 'feedback');
    expect(order).toMatchObject({
      actorEmail: 'staff@example.com',
      isStaff: true,
      action: 'update',
      entity: 'order',
      entityId: 'ORD-7',
      before: { status: 'PENDING' },
      after: { status: 'PROCESSED' },
    });
    expect(product).toMatchObject({
      actorEmail: 'supplier@example.com',
      isStaff: false,
      entity: 'product',
      entityId: '101',
      before: { priceInCents: 1250 },
      after: { priceInCents: 1300 },
    });
    expect(Date.parse(order.at)).not.toBeNaN();
    // Never another supplier's entries.
    expect(body.data.some((e: { entityId: string }) => e.entityId === '202')).toBe(false);
  });

  it('filters by entity and pages', async () => {
    const res = await list('?entity=product&pageSize=1');
    const body = res.json();
    expect(body.total).toBe(1);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].entityId).toBe('101');
    const orders = await list('?entity=order');
    expect(orders.json().data.map((e: { entityId: string }) => e.entityId)).toEqual(['ORD-7']);
  });

  it('filters by a date range in the supplier’s time zone', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    const inRange = await list(`?entity=product&from=${today}&to=${today}`);
    expect(inRange.json().total).toBe(1);
    const before = await list('?entity=product&from=2000-01-01&to=2000-01-31');
    expect(before.json()).toMatchObject({ total: 0, data: [] });
  });

  it('validates the dates', async () => {
    const bad = await list('?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { param: 'from', message: 'Must be a date (YYYY-MM-DD)', code: 'invalid_parameter' },
    ]);
    const reversed = await list('?from=2026-02-01&to=2026-01-01');
    expect(reversed.json().errors).toEqual([
      { param: 'to', message: 'The start date must be on or before the end date', code: 'invalid_parameter' },
    ]);
    const order = await list('?orderBy=before');
    expect(order.statusCode).toBe(400);
  });

  it('is staff-only: a supplier gets 403', async () => {
    const res = await list('', 'supplier');
    expect(res.statusCode).toBe(403);
    const entities = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/audit/entities',
      headers: await t.auth('supplier'),
    });
    expect(entities.statusCode).toBe(403);
  });

  it('shows staff acting as another supplier only that supplier’s entries', async () => {
    const res = await list('?entity=product', 'staff', 2);
    expect(res.json().data.map((e: { entityId: string }) => e.entityId)).toEqual(['202']);
  });

  it('lists the entities present for the filter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/audit/entities',
      headers: await t.auth('staff'),
    });
    expect(res.json().data).toEqual(expect.arrayContaining(['order', 'product']));
    expect(res.json().data).toEqual([...res.json().data].sort());
  });
});
