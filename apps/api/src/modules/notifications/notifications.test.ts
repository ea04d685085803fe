import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_TYPE,
  DEFAULT_NOTIFICATION_PREFERENCES,
  dayInZone,
  formatAmountOfUnit,
  formatCents,
  NOTIFICATION_MESSAGES,
  plainQuantity,
  timeZoneForState,
  calendarDayLabel,
} from '@portal/domain';
import { pdfPages } from '../../../test/pdf-text.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  contacts,
  notificationEmails,
  orderProducts,
  orders,
  products,
  suppliers,
  venues,
} from '../../db/schema/index.ts';
import { runOneJob } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mail.ts';
import { jobHandlers } from '../jobs.ts';
import { placeDemoOrder, startDemoOrders } from '../marketplace/demo-orders.ts';
import { loadConfig } from '../../config.ts';
import {
  cancelVenueOrder,
  changeVenueOrder,
  placeVenueOrder,
  postReview,
  updateVenueDeliveryDetails,
} from '../marketplace/venue-actions.ts';
import { emitNotification, nextDay, queueDueSummaries } from './notifications.service.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let product1: number;
let product2: number;
const VENUE = 1;
/** Supplier 1's order recipients (primary = the supplier's e-mail, then the additional one). */
const ORDER_RECIPIENTS = ['orders@harbourfresh.example.com', 'supplier@example.com'];
const SUPPLIER2_PRIMARY = 'supplier2@example.com';
const SUPPLIER2_DETAILS = 'details@southerncross.example.com';
const FUTURE = '2031-05-06';

const db = () => t.database.db;
const tx = <T>(work: Parameters<ReturnType<typeof db>['transaction']>[0]) =>
  db().transaction(work) as Promise<T>;

/** Runs every queued job, as the worker would. */
async function drain(mailer = t.app.ctx.mailer) {
  let n = 0;
  while (await runOneJob(db(), jobHandlers({ ...t.app.ctx, mailer }), 'test-worker')) n += 1;
  return n;
}

/** The messages the sink received since `from`, parsed. */
async function received(from: number): Promise<Array<{ to: string[]; mail: ParsedMail }>> {
  return Promise.all(
    sink.messages
      .slice(from)
      .map(async (m) => ({ to: [...m.to].sort(), mail: await simpleParser(m.raw, { keepCidLinks: true }) })),
  );
}

async function logOf(supplierId: number, kind: string) {
  return db()
    .select()
    .from(notificationEmails)
    .where(and(eq(notificationEmails.supplierId, supplierId), eq(notificationEmails.kind, kind)));
}

const venueName = async (id: number) =>
  (await db().select({ v: venues.venue }).from(venues).where(eq(venues.id, id)))[0]!.v;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ publicUrl: 'https://portal.example.com', smtpUrl: sink.url });
  const mine = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, 1))
    .limit(1);
  const theirs = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.supplierId, 2))
    .limit(1);
  product1 = mine[0]!.id;
  product2 = theirs[0]!.id;
  await db().insert(contacts).values({
    supplierId: 2,
    contactTypeId: CONTACT_TYPE.UPDATED_DETAILS_RECIPIENT,
    email: SUPPLIER2_DETAILS,
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
beforeEach(async () => {
  // Every test starts with the supplier's defaults.
  await db().execute(sql`delete from notification_preferences`);
});

const placeNew = (supplierId = 1, extra: { parentOrderId?: number } = {}) =>
  tx<number>((q) =>
    placeVenueOrder(q, {
      supplierId,
      venueId: VENUE,
      deliveryDate: FUTURE,
      lines: [{ productId: supplierId === 1 ? product1 : product2, numberOfPortions: 2 }],
      ...extra,
    }),
  );

function expectBranded(mail: ParsedMail, link: string) {
  expect(mail.text).toContain('Harbour');
  expect(mail.text).toContain(link);
  const html = String(mail.html);
  expect(html).toContain(`href="${link}"`);
  // Nothing remote: no image, font or stylesheet loaded from elsewhere.
  expect(html).not.toMatch(/src="https?:/i);
  expect(html).not.toMatch(/<link[^>]+href="https?:/i);
  expect(html).not.toContain('@import');
}

describe('order e-mails', () => {
  it('a new order reaches the primary and additional order recipients once, with its purchase order', async () => {
    const from = sink.messages.length;
    const orderId = await placeNew();
    expect(await drain()).toBe(1);
    const got = await received(from);
    expect(got).toHaveLength(1);
    const [{ to, mail }] = got as [(typeof got)[number]];
    expect(to).toEqual(ORDER_RECIPIENTS);
    const venue = await venueName(VENUE);
    expect(mail.subject).toBe(`New order #${orderId} from ${venue}`);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(mail.text).toContain(`Total (inc GST): ${formatCents(order!.finalTotalIncGst)}`);
    expect(mail.text).toContain(`Delivery date: ${calendarDayLabel(FUTURE)}`);
    expectBranded(mail, `https://portal.example.com/orders/${orderId}`);
    const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
    expect(pdfs.map((a) => a.filename)).toEqual([`purchase-order-${orderId}.pdf`]);
    const [page] = await pdfPages(pdfs[0]!.content);
    expect(page).toContain('Purchase Order');
    expect(page).toContain(`Order #${orderId}`);

    const [log] = await logOf(1, 'new_order').then((rows) =>
      rows.filter((r) => r.subject?.includes(`#${orderId} `)),
    );
    expect(log).toMatchObject({
      status: 'sent',
      recipients: ['supplier@example.com', 'orders@harbourfresh.example.com'],
      attachment: `purchase-order-${orderId}.pdf`,
      error: null,
    });
    expect(log!.sentAt).toBeInstanceOf(Date);

    // Reported again (a retried transaction, another process): nothing new is queued or sent.
    expect(await tx((q) => emitNotification(q, 1, { kind: 'new_order', orderId }))).toBeNull();
    expect(await drain()).toBe(0);
    expect(sink.messages.length).toBe(from + 1);
  });

  it('a top-up, a change and a cancellation by the venue go to the same recipients', async () => {
    const parent = await placeNew();
    await drain();
    const [before] = await db().select().from(orders).where(eq(orders.id, parent));
    const from = sink.messages.length;
    const topUp = await placeNew(1, { parentOrderId: parent });
    await tx((q) =>
      changeVenueOrder(q, {
        supplierId: 1,
        orderId: parent,
        lines: [{ productId: product1, numberOfPortions: 5 }],
      }),
    );
    await tx((q) => cancelVenueOrder(q, { supplierId: 1, orderId: topUp, comment: 'Ordered twice' }));
    expect(await drain()).toBe(3);
    const got = await received(from);
    const venue = await venueName(VENUE);
    expect(got.map((g) => g.mail.subject)).toEqual([
      `Top-up order #${topUp} from ${venue}`,
      `Order #${parent} changed by ${venue}`,
      `Order #${topUp} cancelled by ${venue}`,
    ]);
    for (const g of got) expect(g.to).toEqual(ORDER_RECIPIENTS);
    const pdfNames = got.map((g) =>
      g.mail.attachments.filter((a) => a.contentType === 'application/pdf').map((a) => a.filename),
    );
    expect(pdfNames).toEqual([[`purchase-order-${topUp}.pdf`], [`purchase-order-${parent}.pdf`], []]);
    expect(got[0]!.mail.text).toContain(`top-up order to order #${parent}`);
    expect(got[2]!.mail.text).toContain('Reason: Ordered twice');
    // The changed order's e-mail shows the old and the new total.
    const [changed] = await db().select().from(orders).where(eq(orders.id, parent));
    expect(got[1]!.mail.text).toContain(
      `Total (inc GST): ${formatCents(before!.finalTotalIncGst)} → ${formatCents(changed!.finalTotalIncGst)}`,
    );
  });

  it('the "Order changed" e-mail says which lines were added and removed and which quantities changed', async () => {
    const [p1, p2, p3] = await db()
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.supplierId, 1))
      .orderBy(products.id)
      .limit(3);
    const orderId = await tx<number>((q) =>
      placeVenueOrder(q, {
        supplierId: 1,
        venueId: VENUE,
        deliveryDate: FUTURE,
        lines: [
          { productId: p1!.id, numberOfPortions: 2 },
          { productId: p2!.id, numberOfPortions: 1 },
        ],
      }),
    );
    await drain();
    const quantity = async (productId: number) => {
      const [line] = await db()
        .select({ q: orderProducts.originalQuantityPriced, unit: orderProducts.unitOfPrice })
        .from(orderProducts)
        .where(and(eq(orderProducts.orderId, orderId), eq(orderProducts.productId, productId)));
      return formatAmountOfUnit(plainQuantity(line!.q), line!.unit);
    };
    const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
    const p1Before = await quantity(p1!.id);
    const p2Before = await quantity(p2!.id);
    const from = sink.messages.length;
    await tx((q) =>
      changeVenueOrder(q, {
        supplierId: 1,
        orderId,
        deliveryDate: '2031-05-07',
        lines: [
          { productId: p1!.id, numberOfPortions: 5 },
          { productId: p3!.id, numberOfPortions: 1 },
        ],
      }),
    );
    expect(await drain()).toBe(1);
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    const { mail } = (await received(from))[0]!;
    const text = mail.text!;
    expect(text).toContain(
      '1 product added, 1 product removed, 1 quantity changed and the delivery date changed.',
    );
    expect(text).toContain('Product | Change | Before | Now');
    expect(text).toContain(`${p3!.name} | Added | — | ${await quantity(p3!.id)}`);
    expect(text).toContain(`${p2!.name} | Removed | ${p2Before} | —`);
    expect(text).toContain(`${p1!.name} | Quantity changed | ${p1Before} | ${await quantity(p1!.id)}`);
    expect(text).toContain(
      `Total (inc GST): ${formatCents(before!.finalTotalIncGst)} → ${formatCents(after!.finalTotalIncGst)}`,
    );
    expect(text).toContain(
      `Delivery date changed: ${calendarDayLabel(FUTURE)} → ${calendarDayLabel('2031-05-07')}`,
    );
    expect(String(mail.html)).toContain('Quantity changed');
  });

  it('sends nothing for a kind switched off, and the others still go', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers: await t.auth('supplier'),
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, newOrder: false },
    });
    expect(put.statusCode).toBe(200);
    const from = sink.messages.length;
    const before = (await logOf(1, 'new_order')).length;
    const orderId = await placeNew();
    expect(await drain()).toBe(0);
    expect(sink.messages.length).toBe(from);
    expect(await logOf(1, 'new_order')).toHaveLength(before);
    await tx((q) => cancelVenueOrder(q, { supplierId: 1, orderId }));
    expect(await drain()).toBe(1);
    expect((await received(from)).map((g) => g.mail.subject)).toEqual([
      `Order #${orderId} cancelled by ${await venueName(VENUE)}`,
    ]);
  });

  it("one supplier's orders never mail another supplier's recipients", async () => {
    const from = sink.messages.length;
    const orderId = await placeNew(2);
    expect(await drain()).toBe(1);
    const got = await received(from);
    expect(got.map((g) => g.to)).toEqual([[SUPPLIER2_PRIMARY]]);
    expect(got[0]!.mail.text).toContain('Southern Cross');
    expect(got[0]!.mail.text).not.toContain('Harbour');
    expect(got[0]!.mail.attachments.map((a) => a.filename)).toEqual([`purchase-order-${orderId}.pdf`]);
    // Supplier 1 cannot be told of supplier 2's order: the event is refused as not its order.
    await tx((q) => emitNotification(q, 1, { kind: 'order_cancelled', orderId }));
    await drain();
    expect(sink.messages.length).toBe(from + 1);
    const [log] = (await logOf(1, 'order_cancelled')).filter((r) => r.eventKey.includes(`order-${orderId}:`));
    expect(log).toMatchObject({ status: 'failed', recipients: [] });
    expect(log!.error).toBe(`Order ${orderId} is not this supplier's or is gone`);
  });
});

describe('review and delivery-details e-mails', () => {
  it('a new review reaches the reviews recipient only', async () => {
    const from = sink.messages.length;
    const reviewId = await tx<number>((q) =>
      postReview(q, {
        supplierId: 1,
        venueId: VENUE,
        content: 'Crisp lettuce, on time.',
        ratings: { Quality: 5, Delivery: 4 },
      }),
    );
    expect(await drain()).toBe(1);
    const got = await received(from);
    expect(got.map((g) => g.to)).toEqual([['supplier@example.com']]);
    const mail = got[0]!.mail;
    expect(mail.subject).toBe(`New review from ${await venueName(VENUE)}`);
    expect(mail.text).toContain('4.5 out of 5');
    expect(mail.text).toContain('“Crisp lettuce, on time.”');
    expect(mail.attachments.filter((a) => a.contentType === 'application/pdf')).toHaveLength(0);
    expectBranded(mail, 'https://portal.example.com/reviews');
    expect(
      (await logOf(1, 'new_review')).find((r) => r.eventKey.includes(`review-${reviewId}:`)),
    ).toMatchObject({
      status: 'sent',
      recipients: ['supplier@example.com'],
      attachment: null,
    });
  });

  it("a venue's new delivery details reach each of its suppliers' updated-details recipients, apart", async () => {
    // The venue has ordered from both suppliers.
    await placeNew(1);
    await placeNew(2);
    await drain();
    const [v] = await db().select().from(venues).where(eq(venues.id, VENUE));
    const oldAddress = `${v!.street}, ${v!.suburb} ${v!.state} ${v!.postcode}`;
    const { state } = v!;
    const phone = v!.phone ?? '—';
    const from = sink.messages.length;
    const told = await tx<{ suppliers: number[] }>((q) =>
      updateVenueDeliveryDetails(q, VENUE, { street: '9 New Lane', suburb: 'Rozelle', postcode: '2039' }),
    );
    expect(told.suppliers).toEqual([1, 2]);
    expect(await drain()).toBe(2);
    const got = await received(from);
    const byRecipient = new Map(got.map((g) => [g.to.join(','), g.mail]));
    expect([...byRecipient.keys()].sort()).toEqual(['accounts@harbourfresh.example.com', SUPPLIER2_DETAILS]);
    const venue = await venueName(VENUE);
    for (const mail of byRecipient.values()) {
      expect(mail.subject).toBe(`${venue} updated their delivery details`);
      expect(mail.text).toContain('Changed: address.');
      // Each detail before and now.
      expect(mail.text).toContain('Detail | Before | Now');
      expect(mail.text).toContain(`Address | ${oldAddress} | 9 New Lane, Rozelle ${state} 2039`);
      expect(mail.text).toContain(`Phone | ${phone} | ${phone}`);
    }
    expect(byRecipient.get(SUPPLIER2_DETAILS)!.text).not.toContain('Harbour');
  });
});

describe('branding', () => {
  it("embeds the supplier's logo inline (by CID), never as a remote image", async () => {
    const key = `suppliers/1/logo-${randomUUID()}.jpg`;
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1b5e20' } })
      .jpeg()
      .toBuffer();
    await t.app.ctx.files.put(key, jpeg);
    const [before] = await db().select({ image: suppliers.image }).from(suppliers).where(eq(suppliers.id, 1));
    await db()
      .update(suppliers)
      .set({ image: `/files/${key}` })
      .where(eq(suppliers.id, 1));
    try {
      const from = sink.messages.length;
      await tx((q) => postReview(q, { supplierId: 1, venueId: VENUE, content: '', ratings: { Quality: 3 } }));
      expect(await drain()).toBe(1);
      const got = await received(from);
      expect(got).toHaveLength(1);
      const mail = got[0]!.mail;
      const logo = mail.attachments.find((a) => a.cid === 'supplier-logo');
      expect(logo?.contentType).toBe('image/jpeg');
      expect(Buffer.compare(logo!.content, jpeg)).toBe(0);
      expect(String(mail.html)).toContain('src="cid:supplier-logo"');
      expectBranded(mail, 'https://portal.example.com/reviews');
    } finally {
      await db().update(suppliers).set({ image: before!.image }).where(eq(suppliers.id, 1));
    }
  });
});

describe('the demo world', () => {
  it('places an order for the demo supplier through the marketplace, which mails the new-order e-mail', async () => {
    const from = sink.messages.length;
    let n = 0;
    const orderId = await placeDemoOrder(t.app.ctx, () => ((n = (n + 0.37) % 1), n));
    expect(orderId).toEqual(expect.any(Number));
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId!));
    expect(order).toMatchObject({ supplierId: 1, orderStatus: 'PENDING', parentOrderId: null });
    expect(await drain()).toBe(1);
    const got = await received(from);
    expect(got.map((g) => g.to)).toEqual([ORDER_RECIPIENTS]);
    expect(got[0]!.mail.subject).toBe(`New order #${orderId} from ${order!.shippingCompany}`);
  });

  it('is off in the tests (and the browser journeys), and without the demo world', () => {
    const base = { DATA_DIR: '/tmp/portal-test-data', JWT_SECRET: 'x'.repeat(32) };
    // Servers a test starts inherit DEMO_ORDERS_EVERY_MINUTES=0 (vitest.config.ts); the journeys' server
    // places orders only when a journey asks (E2E_ENABLE_TEST_ORDERS).
    expect(loadConfig({ ...base, DEMO_ORDERS_EVERY_MINUTES: '0' }).demoOrdersEveryMinutes).toBe(0);
    expect(loadConfig(base).demoOrdersEveryMinutes).toBe(3);
    expect(loadConfig({ ...base, E2E_ENABLE_TEST_ORDERS: '1' }).demoOrdersEveryMinutes).toBe(0);
    // A production PostgreSQL without SEED_DEMO has no demo world: the generator does not start.
    const production = loadConfig({
      DATA_DIR: '/tmp/portal-test-data',
      JWT_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db.example/portal',
    });
    expect(production.seedDemo).toBe(false);
    expect(production.demoOrdersEveryMinutes).toBe(3);
    const started = startDemoOrders({ ...t.app.ctx, config: production });
    expect(started.running).toBe(false);
    started.stop();
  });
});

describe('the daily summary', () => {
  const at = (iso: string) => new Date(iso);

  it('is off by default, then goes once at the time set, in the supplier time zone', async () => {
    const [s] = await db().select({ state: suppliers.state }).from(suppliers).where(eq(suppliers.id, 1));
    const zone = timeZoneForState(s!.state);
    // 06:30 in UTC is a daytime hour in every Australian zone; the summary time is set relative to it.
    const now = at('2026-11-24T06:30:00Z');
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    expect(await queueDueSummaries(t.app.ctx, now)).toBe(0);

    const time = `${local.slice(0, 2)}:00`;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers: await t.auth('supplier'),
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, dailySummary: true, dailySummaryTime: time },
    });
    expect(put.json()).toMatchObject({ dailySummary: true, dailySummaryTime: time });
    // Before its time: nothing.
    expect(await queueDueSummaries(t.app.ctx, new Date(now.getTime() - 60 * 60_000))).toBe(0);
    const from = sink.messages.length;
    expect(await queueDueSummaries(t.app.ctx, now)).toBe(1);
    expect(await queueDueSummaries(t.app.ctx, new Date(now.getTime() + 5 * 60_000))).toBe(0);
    expect(await drain()).toBe(1);

    const day = nextDay(dayInZone(now, zone));
    const due = await db()
      .select({ total: orders.finalTotalIncGst })
      .from(orders)
      .where(
        and(
          eq(orders.supplierId, 1),
          eq(orders.deliveryDate, day),
          sql`${orders.orderStatus} <> 'CANCELLED'`,
        ),
      );
    const value = due.reduce((sum, o) => sum + o.total, 0);
    const outOfStock = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.supplierId, 1), eq(products.outOfStock, true)));
    const got = await received(from);
    expect(got.map((g) => g.to)).toEqual([ORDER_RECIPIENTS]);
    const mail = got[0]!.mail;
    const n = due.length;
    expect(mail.subject).toBe(
      `Your summary for ${calendarDayLabel(day)}: ${n} ${n === 1 ? 'order' : 'orders'}, ${formatCents(value)}`,
    );
    expect(mail.text).toContain(`Orders to deliver: ${n}`);
    // It says which orders it counts, and when it read them.
    expect(mail.text).toMatch(
      /Counts this day's pending, processing and completed orders as at \d{1,2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d{2} [ap]m; cancelled orders are left out\./,
    );
    expect(mail.text).toContain(`Value (inc GST): ${formatCents(value)}`);
    expect(mail.text).toContain(`Items out of stock: ${outOfStock.length}`);
    expectBranded(mail, 'https://portal.example.com/orders');
    // A daily summary says where to turn it off.
    expect(sink.messages.at(-1)!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <https:\/\/portal\.example\.com\/settings\?section=notifications>\r?$/m,
    );
  });
});

describe('delivery', () => {
  it('retries when the mail server cannot be reached, and the log says so', async () => {
    const refusing = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'portal@example.com',
      outboxDir: '/tmp/unused-outbox',
    });
    const orderId = await placeNew();
    expect(await runOneJob(db(), jobHandlers({ ...t.app.ctx, mailer: refusing }), 'w')).toBe(true);
    const [log] = (await logOf(1, 'new_order')).filter((r) => r.eventKey.includes(`order-${orderId}:`));
    expect(log).toMatchObject({
      status: 'retrying',
      error: 'The mail server refused the e-mail or could not be reached (ESOCKET connect CONN)',
    });
    const from = sink.messages.length;
    await db().execute(
      sql`update jobs set run_at = now() where type = 'notifications.email' and status = 'queued'`,
    );
    expect(await drain()).toBe(1);
    expect(sink.messages.length).toBe(from + 1);
    const [after] = (await logOf(1, 'new_order')).filter((r) => r.eventKey.includes(`order-${orderId}:`));
    expect(after).toMatchObject({ status: 'sent', error: null });
  });
});

describe('GET and PUT /api/suppliers/notifications', () => {
  it('answers the defaults (daily summary off), saves every switch, and audits the change', async () => {
    const headers = await t.auth('supplier');
    const got = await t.app.inject({ method: 'GET', url: '/api/suppliers/notifications', headers });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(got.json().dailySummary).toBe(false);
    const body = { ...DEFAULT_NOTIFICATION_PREFERENCES, newReview: false, dailySummaryTime: '18:30' };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers,
      payload: body,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(body);
    const again = await t.app.inject({ method: 'GET', url: '/api/suppliers/notifications', headers });
    expect(again.json()).toEqual(body);
    const audit = await db().execute(
      sql`select after from audit_log where supplier_id = 1 and entity = 'notification-preferences' order by id desc limit 1`,
    );
    expect((audit as { rows: Array<{ after: unknown }> }).rows[0]!.after).toEqual(body);
  });

  it('refuses a time that is not offered and fields it does not know', async () => {
    const headers = await t.auth('supplier');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers,
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, dailySummaryTime: '25:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      param: 'dailySummaryTime',
      message: NOTIFICATION_MESSAGES.timeInvalid,
    });
    const extra = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers,
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, supplierId: 2 },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers,
      payload: { newOrder: false },
    });
    expect(missing.statusCode).toBe(400);
  });

  it("keeps each supplier's switches apart", async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/suppliers/notifications',
      headers: await t.auth('supplier'),
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, newOrder: false },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/notifications',
      headers: await t.auth('supplier2'),
    });
    expect(other.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/suppliers/notifications' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe('GET /api/suppliers/notifications/log (staff)', () => {
  it('is refused to a supplier with 403', async () => {
    for (const who of ['supplier', 'supplier2'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/suppliers/notifications/log',
        headers: await t.auth(who),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('shows staff the e-mails of the supplier they act as, and none of another supplier', async () => {
    const orderId = await placeNew();
    await drain();
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/notifications/log?pageSize=100',
      headers: await t.auth('staff', 1),
    });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<{ data: Array<Record<string, unknown>>; total: number }>();
    const venue = await venueName(VENUE);
    const entry = page.data.find((e) => e.subject === `New order #${orderId} from ${venue}`);
    expect(entry).toMatchObject({
      kind: 'new_order',
      recipients: ['supplier@example.com', 'orders@harbourfresh.example.com'],
      attachment: `purchase-order-${orderId}.pdf`,
      status: 'sent',
      error: null,
    });
    expect(typeof entry!.sentAt).toBe('string');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/notifications/log?pageSize=100',
      headers: await t.auth('staff', 2),
    });
    const theirPage = theirs.json<{ data: Array<{ id: number; recipients: string[] }>; total: number }>();
    const mineIds = new Set(page.data.map((e) => e.id));
    expect(theirPage.data.some((e) => mineIds.has(e.id))).toBe(false);
    expect(theirPage.data.flatMap((e) => e.recipients)).not.toContain('supplier@example.com');
    expect(theirPage.total).toBe(theirPage.data.length);
  });
});
