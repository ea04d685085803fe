import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';

/** Credit notes on both engines (PGlite by default; PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
let order: number;
let lines: number[];
let pending: number;
let cancelled: number;
let otherOrder: number;

type Who = 'supplier' | 'supplier2' | 'manager' | 'sales' | 'warehouse' | 'accounts' | 'staff';
const post = async (orderId: number, payload: Record<string, unknown>, who: Who = 'supplier', key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/suppliers/orders/${orderId}/credit-notes`,
    headers: { ...(await t.auth(who)), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const get = async (url: string, who: Who = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });
const noteCount = async () => {
  const res = await t.database.db.execute(sql`select count(*)::int as n from credit_notes`);
  return (res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const completed = (supplierId: number) =>
    insertOrder(db, {
      supplierId,
      venueId: 1,
      status: 'COMPLETED',
      processedAt: new Date('2026-11-22T22:00:00Z'),
      lines: [
        { name: 'Tomato Sauce 4L', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
        { name: 'Baby Spinach', priceIncGst: 1250, quantity: 2, finalQuantity: 1.5 },
        { name: 'Beef Scotch Fillet', priceIncGst: 4690, quantity: 2.5, hasGst: true },
      ],
    });
  order = await completed(1);
  otherOrder = await completed(2);
  const rows = await db.execute(
    sql`select id from order_products where order_id = ${order} order by position`,
  );
  lines = (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
  const one = [{ name: 'Lemons', priceIncGst: 650, quantity: 5 }];
  pending = await insertOrder(db, { supplierId: 1, venueId: 2, status: 'PENDING', lines: one });
  cancelled = await insertOrder(db, { supplierId: 1, venueId: 3, status: 'CANCELLED', lines: one });
});
afterAll(() => t.close());

describe('credit notes', () => {
  it('credits a quantity at the supplied price and an amount, to the cent, as CN-1', async () => {
    const res = await post(order, {
      lines: [
        { orderProductId: lines[0], quantity: 2, reason: 'Damaged' },
        {
          orderProductId: lines[1],
          amountInCents: 500,
          reason: 'Price adjustment',
          comment: 'Agreed by phone',
        },
      ],
      note: 'Two trays damaged',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      number: 'CN-1',
      orderId: order,
      invoiceNumber: `INV-${order}`,
      note: 'Two trays damaged',
      lines: [
        {
          orderProductId: lines[0],
          name: 'Tomato Sauce 4L',
          quantity: 2,
          unit: 'unit',
          amountIncGstInCents: 3278,
          gstInCents: 298,
          reason: 'Damaged',
          comment: null,
        },
        {
          orderProductId: lines[1],
          name: 'Baby Spinach',
          quantity: null,
          unit: 'kg',
          amountIncGstInCents: 500,
          gstInCents: 0,
          reason: 'Price adjustment',
          comment: 'Agreed by phone',
        },
      ],
      totalIncGstInCents: 3778,
      gstInCents: 298,
    });
  });

  it('refuses more than is left of a line, with the message on the field', async () => {
    const res = await post(order, {
      lines: [
        { orderProductId: lines[0], quantity: 1.5, reason: 'Damaged' },
        { orderProductId: lines[1], amountInCents: 1376, reason: 'Quality' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'lines.0.quantity',
        message: 'At most 1 can be credited on this line',
        code: 'invalid_parameter',
      },
      {
        param: 'lines.1.amountInCents',
        message: 'At most $13.75 can be credited on this line',
        code: 'invalid_parameter',
      },
    ]);
  });

  it('credits the rest of a line exactly, then nothing more of it (CN-2)', async () => {
    const rest = await post(order, {
      lines: [{ orderProductId: lines[0], quantity: 1, reason: 'Short delivered' }],
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json()).toMatchObject({ number: 'CN-2', totalIncGstInCents: 1639, gstInCents: 149 });
    const again = await post(order, {
      lines: [{ orderProductId: lines[0], amountInCents: 1, reason: 'Quality' }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      {
        param: 'lines.0.amountInCents',
        message: 'Nothing is left to credit on this line',
        code: 'invalid_parameter',
      },
    ]);
  });

  it('refuses a line of another order', async () => {
    const other = (await get(`/api/suppliers/orders/${pending}`)).json().orderProducts[0].orderProductId;
    const res = await post(order, {
      lines: [{ orderProductId: other, amountInCents: 1, reason: 'Quality' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'lines.0.orderProductId',
        message: 'Product is not part of this order',
        code: 'invalid_parameter',
      },
    ]);
  });

  it("needs the Other reason's text, under the order page's rule", async () => {
    const res = await post(order, {
      lines: [{ orderProductId: lines[2], amountInCents: 1, reason: 'Other' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        param: 'lines.0.comment',
        message: 'Please enter a reason for the credit',
        code: 'invalid_parameter',
      },
    ]);
  });

  it('answers 409 before the order is invoiced, 404 for another supplier', async () => {
    const body = { lines: [{ orderProductId: lines[2], amountInCents: 1, reason: 'Quality' }] };
    for (const id of [pending, cancelled]) {
      const res = await post(id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toMatchObject({
        message: 'Credit notes can be raised only on an invoiced order',
        code: 'conflict',
      });
    }
    expect((await post(otherOrder, body)).statusCode).toBe(404);
    expect((await post(order, body, 'supplier2')).statusCode).toBe(404);
    expect((await get(`/api/suppliers/orders/${order}/credit-notes`, 'supplier2')).statusCode).toBe(404);
    const first = (await get(`/api/suppliers/orders/${order}/credit-notes`)).json().data[0];
    expect((await get(`/api/suppliers/credit-notes/${first.id}/pdf`, 'supplier2')).statusCode).toBe(404);
  });

  it('lets owner, manager, accounts and staff raise a note; sales and the warehouse get 403', async () => {
    const body = { lines: [{ orderProductId: lines[2], amountInCents: 1, reason: 'Quality' }] };
    for (const who of ['sales', 'warehouse'] as const)
      expect((await post(order, body, who)).statusCode).toBe(403);
    const numbers: string[] = [];
    for (const who of ['supplier', 'manager', 'accounts', 'staff'] as const) {
      const res = await post(order, body, who);
      expect(res.statusCode, who).toBe(201);
      numbers.push(res.json().number);
    }
    expect(numbers).toEqual(['CN-3', 'CN-4', 'CN-5', 'CN-6']);
    expect((await get(`/api/suppliers/orders/${order}/credit-notes`, 'warehouse')).statusCode).toBe(200);
  });

  it('makes no second note on a retry with the same Idempotency-Key', async () => {
    const body = { lines: [{ orderProductId: lines[2], amountInCents: 2, reason: 'Wrong item' }] };
    const before = await noteCount();
    const first = await post(order, body, 'supplier', 'credit-retry-1');
    const retry = await post(order, body, 'supplier', 'credit-retry-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await noteCount()).toBe(before + 1);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'order.credit' and entity_id = ${String(order)}`,
    );
    expect((audit as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(before + 1);
    // The entry keeps money under '…InCents' keys, as every audit entry does (the Activity page's dollars).
    const entry = await t.database.db.execute(
      sql`select after from audit_log where action = 'order.credit' and after->>'creditNoteId' = ${String(first.json().id)}`,
    );
    expect((entry as unknown as { rows: Array<{ after: unknown }> }).rows[0]!.after).toEqual({
      creditNoteId: first.json().id,
      number: first.json().number,
      totalIncGstInCents: 2,
      gstInCents: first.json().gstInCents,
      lines: [
        {
          orderProductId: lines[2],
          quantity: null,
          amountIncGstInCents: 2,
          gstInCents: first.json().gstInCents,
          reason: 'Wrong item',
          comment: null,
        },
      ],
    });
    // Open tabs hear of the note once: one live event, the retry announced nothing.
    const events = await t.database.db.execute(
      sql`select data from live_events where type = 'credit-note.created' and (data->>'creditNoteId')::int = ${first.json().id}`,
    );
    expect((events as unknown as { rows: Array<{ data: unknown }> }).rows.map((r) => r.data)).toEqual([
      { orderId: order, creditNoteId: first.json().id },
    ]);
  });

  it("lists the order's notes in number order and serves each as a PDF", async () => {
    const res = await get(`/api/suppliers/orders/${order}/credit-notes`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ id: number; number: string }>;
    expect(data.map((n) => n.number)).toEqual(['CN-1', 'CN-2', 'CN-3', 'CN-4', 'CN-5', 'CN-6', 'CN-7']);
    const pdf = await get(`/api/suppliers/credit-notes/${data[0]!.id}/pdf`, 'warehouse');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(pdf.rawPayload);
    expect(page).toContain('Adjustment Note');
    expect(page).toContain('CN-1');
    expect(page).toContain(`Adjusts tax invoice INV-${order} of Mon 23 Nov 2026`);
    expect(page).toContain('Total credit inc GST $37.78');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('credit notes at once (PostgreSQL)', () => {
  it('gives 20 notes raised at once 20 distinct numbers', async () => {
    const orders = await Promise.all(
      Array.from({ length: 10 }, () =>
        insertOrder(t.database.db, {
          supplierId: 1,
          venueId: 1,
          status: 'COMPLETED',
          lines: [{ name: 'Salmon', priceIncGst: 3000, quantity: 2, hasGst: true }],
        }),
      ),
    );
    const lineOf = async (id: number) =>
      (await get(`/api/suppliers/orders/${id}`)).json().orderProducts[0].orderProductId as number;
    const ids = await Promise.all(orders.map(lineOf));
    const answers = await Promise.all(
      [...ids, ...ids].map((lineId, i) =>
        post(orders[i % 10]!, { lines: [{ orderProductId: lineId, amountInCents: 100, reason: 'Quality' }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => Number(a.json().number.slice(3))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
  });

  it('lets only one of two notes at once credit the whole of a line', async () => {
    const id = await insertOrder(t.database.db, {
      supplierId: 1,
      venueId: 1,
      status: 'COMPLETED',
      lines: [{ name: 'Prawns', priceIncGst: 2500, quantity: 2, hasGst: true }],
    });
    const lineId = (await get(`/api/suppliers/orders/${id}`)).json().orderProducts[0].orderProductId;
    const body = { lines: [{ orderProductId: lineId, quantity: 2, reason: 'Damaged' }] };
    const answers = await Promise.all([post(id, body), post(id, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });
});
