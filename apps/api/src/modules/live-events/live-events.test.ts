import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_KEPT_LAST } from '@portal/domain';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { liveEvents, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openEventStream, type OpenStream } from '../../../test/sse-client.ts';
import { cancelVenueOrder, changeVenueOrder, placeVenueOrder } from '../marketplace/venue-actions.ts';
import { pruneEvents } from './live-events.repository.ts';

let t: TestApp;
let base: string;
const VENUE = 1;
const FUTURE = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const opened: OpenStream[] = [];

async function productOf(supplierId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, supplierId))
    .orderBy(asc(products.id))
    .limit(1);
  return row!.id;
}

/** A venue orders from the supplier, as the marketplace does (in a transaction of its own). */
async function placeOrder(supplierId: number): Promise<number> {
  const productId = await productOf(supplierId);
  return t.database.db.transaction((tx) =>
    placeVenueOrder(tx, {
      supplierId,
      venueId: VENUE,
      deliveryDate: FUTURE,
      lines: [{ productId, numberOfPortions: 2 }],
    }),
  );
}

async function stream(who: Parameters<TestApp['auth']>[0], actAs?: number, lastEventId?: number) {
  const s = await openEventStream(`${base}/api/suppliers/events`, await t.auth(who, actAs), lastEventId);
  opened.push(s);
  return s;
}
const createdFor = (s: OpenStream, orderId: number) => () =>
  s.events.some((e) => e.event === 'order.created' && e.data.orderId === orderId);

beforeAll(async () => {
  // A short heartbeat: each beat also looks at the session, so a revoked one ends within the test.
  t = await createTestApp({ liveEventsHeartbeatMs: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
}, 180_000);

// Sign-ins (argon2) and streams across processes: on a loaded two-core machine a test takes a while.
describe('GET /api/suppliers/events', { timeout: 180_000 }, () => {
  it('streams a new order to the supplier as Server-Sent Events, with the security headers', async () => {
    const s = await stream('supplier');
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.headers.get('x-request-id')).toBeTruthy();
    const orderId = await placeOrder(1);
    await s.until(createdFor(s, orderId), 'order.created');
    const event = s.events.find((e) => e.data.orderId === orderId)!;
    expect(event).toEqual({ id: expect.any(Number), event: 'order.created', data: { orderId } });
  });

  it('needs a session, and answers 401 in the one error shape without one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suppliers/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ param: '', message: 'Missing bearer token', code: 'unauthorized' }],
    });
  });

  it("sends each team member the supplier's events and never another supplier's", async () => {
    const [owner, manager, warehouse, other, staff1, staff2] = await Promise.all([
      stream('supplier'),
      stream('manager'),
      stream('warehouse'),
      stream('supplier2'),
      stream('staff', 1),
      stream('staff', 2),
    ]);
    const mine = await placeOrder(1);
    const theirs = await placeOrder(2);
    for (const s of [owner, manager, warehouse, staff1]) await s.until(createdFor(s, mine), 'order.created');
    for (const s of [other, staff2]) await s.until(createdFor(s, theirs), "the other supplier's order");
    for (const s of [owner, manager, warehouse, staff1]) expect(createdFor(s, theirs)()).toBe(false);
    for (const s of [other, staff2]) expect(createdFor(s, mine)()).toBe(false);
  });

  it('says when an order is processed, changed or cancelled', async () => {
    const s = await stream('supplier');
    const changed = await placeOrder(1);
    const cancelled = await placeOrder(1);
    const processed = await placeOrder(1);
    await t.database.db.transaction((tx) =>
      changeVenueOrder(tx, { supplierId: 1, orderId: changed, deliveryComment: 'Back door, please' }),
    );
    await t.database.db.transaction((tx) => cancelVenueOrder(tx, { supplierId: 1, orderId: cancelled }));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/orders/${processed}/process`,
      headers: await t.auth('supplier'),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const updates = () => s.events.filter((e) => e.event === 'order.updated').map((e) => e.data);
    await s.until(() => updates().length === 3, 'three order.updated');
    expect(updates()).toEqual([
      { orderId: changed, update: 'changed' },
      { orderId: cancelled, update: 'cancelled' },
      { orderId: processed, update: 'processed' },
    ]);
  });

  it('announces nothing a rolled-back transaction did', async () => {
    const s = await stream('supplier');
    const productId = await productOf(1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await placeVenueOrder(tx, {
          supplierId: 1,
          venueId: VENUE,
          deliveryDate: FUTURE,
          lines: [{ productId, numberOfPortions: 1 }],
        });
        throw new Error('the marketplace changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    const after = await placeOrder(1);
    await s.until(createdFor(s, after), 'the next order');
    expect(s.events.filter((e) => e.event === 'order.created').map((e) => e.data.orderId)).toEqual([after]);
  });

  it('replays what a reconnect missed after its Last-Event-ID, in order, and nothing before it', async () => {
    const first = await stream('supplier');
    const seen = await placeOrder(1);
    await first.until(createdFor(first, seen), 'the first order');
    const lastId = first.events.at(-1)!.id;
    first.close();
    const missed = [await placeOrder(1), await placeOrder(1)];
    const again = await stream('supplier', undefined, lastId);
    await again.until(() => missed.every((id) => createdFor(again, id)()), 'the missed orders');
    expect(again.events.map((e) => e.data.orderId)).toEqual(missed);
    expect(again.events.every((e) => e.id > lastId)).toBe(true);
  });

  it('starts from now without a Last-Event-ID, and from now when the header is not an id', async () => {
    await placeOrder(1);
    const s = await openEventStream(`${base}/api/suppliers/events`, {
      ...(await t.auth('supplier')),
      'last-event-id': 'abc',
    });
    opened.push(s);
    const next = await placeOrder(1);
    await s.until(createdFor(s, next), 'the next order');
    expect(s.events.map((e) => e.data.orderId)).toEqual([next]);
  });

  it("ends the stream when the session ends ('Sign out everywhere')", async () => {
    const s = await stream('supplier2Manager');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers/auth/sign-out-everywhere',
      headers: await t.auth('supplier2Manager'),
    });
    expect(res.statusCode).toBeLessThan(300);
    await s.until(s.ended, 'the end of the stream');
  });

  it("keeps each supplier's last events for a reconnect, and forgets old ones beyond them", async () => {
    const rows = Array.from({ length: LIVE_EVENTS_KEPT_LAST + 5 }, (_, i) => ({
      supplierId: 2,
      type: 'order.created',
      data: { orderId: 900_000 + i },
      createdAt: new Date(Date.now() - 2 * 3_600_000),
    }));
    await t.database.db.insert(liveEvents).values(rows);
    await pruneEvents(t.database.db, 60, LIVE_EVENTS_KEPT_LAST);
    const left = await t.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.supplierId, 2)));
    // Supplier 2's own recent events (from the tests above) are kept whatever their number.
    expect(left.length).toBeGreaterThanOrEqual(LIVE_EVENTS_KEPT_LAST);
    expect(left.length).toBeLessThan(LIVE_EVENTS_KEPT_LAST + 5);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two API processes on one PostgreSQL',
  { timeout: 180_000 },
  () => {
    it('delivers an order written through one process to a stream open on the other (LISTEN/NOTIFY)', async () => {
      const url = t.database.pool!.options.connectionString!;
      const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
      const other = await buildApp({ database, config: t.config });
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const s = await openEventStream(`${otherBase}/api/suppliers/events`, await t.auth('supplier'));
        opened.push(s);
        const orderId = await placeOrder(1);
        await s.until(createdFor(s, orderId), 'the order from the other process');
        s.close();
      } finally {
        await other.close();
        await database.close();
      }
    });
  },
);
