import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DELIVERY_DETAILS_UPDATED, MARKETPLACE_ACTOR } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { auditLog, orders, products, venues } from '../../db/schema/index.ts';

/*
 * A venue's new delivery details reach its orders not yet delivered: the order (and its alert), the order
 * page's answer, the run sheet, the delivery slip and the delivery details, with the old details kept in the
 * order's history. Driven through the test route the browser journey uses (staff acting as supplier 1).
 */
let t: TestApp;
let pending: number;
let completed: number;
let strangerVenue: number;
const VENUE = 1;
const DAY = '2031-07-15';
const NEW = {
  street: '77 Wattle Crescent',
  suburb: 'Glebe',
  postcode: '2037',
  state: 'NSW',
  firstName: 'Priya',
  lastName: 'Nguyen',
  phone: '0400 111 222',
};

const db = () => t.database.db;
const get = async (url: string, who: 'supplier' | 'supplier2' | 'staff' = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });
const change = async (venueId: number, body: object, who: 'supplier' | 'staff' = 'staff') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/test-venues/${venueId}/delivery-details`,
    payload: body,
    headers: await t.auth(who),
  });
const pdfText = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await pdfPages(res.rawPayload)).join(' ');
};

let oldStreet: string;
let completedStreet: string;

beforeAll(async () => {
  t = await createTestApp({ e2eTestOrders: true });
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, 1))
    .limit(1);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/staff/test-orders',
    payload: { venueId: VENUE, deliveryDate: DAY, lines: [{ productId: product!.id, numberOfPortions: 2 }] },
    headers: await t.auth('staff'),
  });
  expect(placed.statusCode).toBe(201);
  pending = (placed.json() as { orderId: number }).orderId;
  completed = await insertOrder(db(), {
    supplierId: 1,
    venueId: VENUE,
    status: 'COMPLETED',
    deliveryDate: DAY,
    lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 5 }],
  });
  const [row] = await db().select().from(orders).where(eq(orders.id, pending));
  oldStreet = row!.shippingAddress!;
  const [done] = await db().select().from(orders).where(eq(orders.id, completed));
  completedStreet = done!.shippingAddress!;
  expect(completedStreet).not.toBe(NEW.street);
  const [stranger] = await db()
    .insert(venues)
    .values({ venue: 'Never Ordered Cafe', street: '1 Quiet St' })
    .returning({ id: venues.id });
  strangerVenue = stranger!.id;
});
afterAll(async () => {
  await t?.close();
});

describe("a venue's new delivery details", () => {
  it('refuses a supplier (403), a venue that is not a customer (404) and bad text (400)', async () => {
    expect((await change(VENUE, NEW, 'supplier')).statusCode).toBe(403);
    const stranger = await change(strangerVenue, NEW);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0].message).toBe('Venue not found');
    const tooLong = await change(VENUE, { phone: '0'.repeat(31) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].message).toBe('Must be at most 30 characters');
    // Nothing was applied by the refusals.
    const [row] = await db().select().from(orders).where(eq(orders.id, pending));
    expect(row!.shippingAddress).toBe(oldStreet);
    expect(row!.customerAlert).toBeNull();
  });

  it('reach the pending order, its alert, the run sheet, the slip and the delivery details; the history keeps the old', async () => {
    const res = await change(VENUE, NEW);
    expect(res.statusCode, res.body).toBe(200);
    const { orderIds } = res.json() as { orderIds: number[] };
    expect(orderIds).toContain(pending);
    expect(orderIds).not.toContain(completed);

    // The order page's answer: the new details and the alert that raises the banner.
    const order = (await get(`/api/suppliers/orders/${pending}`)).json();
    expect(order).toMatchObject({
      shippingAddress: NEW.street,
      shippingCity: NEW.suburb,
      shippingPostcode: NEW.postcode,
      state: NEW.state,
      shippingFirstname: NEW.firstName,
      shippingLastname: NEW.lastName,
      phone: NEW.phone,
      customerAlert: 'Updated delivery details',
    });
    // The orders list shows the alert too.
    const list = (await get(`/api/suppliers/orders?search=${pending}`)).json();
    expect(list.data.find((o: { orderId: number }) => o.orderId === pending)?.customerAlert).toBe(
      'Updated delivery details',
    );

    // A processed (invoiced) order keeps the details it was issued with.
    const done = (await get(`/api/suppliers/orders/${completed}`)).json();
    expect(done.shippingAddress).toBe(completedStreet);
    expect(done.customerAlert).toBeNull();

    const runSheet = await pdfText(`/api/suppliers/day-sheets/run-sheet?deliveryDate=${DAY}`);
    expect(runSheet).toContain(NEW.street);
    expect(runSheet).toContain('Priya Nguyen');
    expect(runSheet).toContain(NEW.phone);

    const slip = await pdfText(`/api/orders/${pending}/delivery-docket`);
    expect(slip).toContain(NEW.street);
    expect(slip).toContain('Glebe NSW 2037');
    expect(slip).not.toContain(oldStreet);

    // The banner's download: the new details, and the old ones as the order's history.
    const details = await pdfText(`/api/orders/${pending}/delivery-instructions`);
    expect(details).toContain(NEW.street);
    expect(details).toContain('Priya Nguyen');
    expect(details).toContain('Previous details');
    expect(details).toContain(oldStreet);

    const history = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(pending)), eq(auditLog.supplierId, 1)),
      );
    const entry = history.find((h) => h.action === DELIVERY_DETAILS_UPDATED);
    expect(entry).toMatchObject({ actorEmail: MARKETPLACE_ACTOR, isStaff: false });
    expect((entry!.before as { address: string }).address).toContain(oldStreet);
    expect((entry!.after as { address: string }).address).toBe('77 Wattle Crescent, Glebe NSW 2037');
  }, 120_000);

  it("another supplier's order of the venue takes the details too, seen only by that supplier", async () => {
    const theirs = await db()
      .select({ id: orders.id, address: orders.shippingAddress, status: orders.orderStatus })
      .from(orders)
      .where(and(eq(orders.supplierId, 2), eq(orders.venueId, VENUE), eq(orders.orderStatus, 'PENDING')));
    for (const o of theirs) expect(o.address).toBe(NEW.street);
    // Supplier 2 cannot read supplier 1's order.
    expect((await get(`/api/suppliers/orders/${pending}`, 'supplier2')).statusCode).toBe(404);
  });
});
