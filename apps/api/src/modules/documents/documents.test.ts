import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { simpleParser } from 'mailparser';
import { downloadPathIn, startSmtpSink } from '../../../test/smtp-sink.ts';
import { claimJob, enqueueJob, runOneJob } from '../../lib/jobs.ts';
import { jobHandlers } from '../jobs.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let completed: number;
let pending: number;
let cancelled: number;
let otherSupplierOrder: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test' });
  const db = t.database.db;
  // A completed order with a GST line, a GST-free line, a mass line supplied short and a removed line.
  completed = await insertOrder(db, {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    lines: [
      { name: 'Tomato Sauce 4L', sku: 'HF-T4', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
      { name: 'Baby Spinach', sku: 'HF-BS', priceIncGst: 1250, quantity: 2, finalQuantity: 1.5 },
      { name: 'Beef Scotch Fillet Grass Fed', sku: 'HF-SF', priceIncGst: 4690, quantity: 2.5 },
      { name: 'Removed Basil', sku: 'HF-RB', priceIncGst: 290, quantity: 4, finalQuantity: 0 },
    ],
  });
  pending = await insertOrder(db, {
    supplierId: 1,
    venueId: 2,
    status: 'PENDING',
    lines: [{ name: 'Lemons', priceIncGst: 650, quantity: 5 }],
  });
  cancelled = await insertOrder(db, {
    supplierId: 1,
    venueId: 3,
    status: 'CANCELLED',
    lines: [{ name: 'Limes', priceIncGst: 890, quantity: 2 }],
  });
  otherSupplierOrder = await insertOrder(db, {
    supplierId: 2,
    venueId: 1,
    status: 'COMPLETED',
    lines: [{ name: 'Lamb Rack', priceIncGst: 5290, quantity: 1 }],
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = async (url: string, who: 'supplier' | 'supplier2' = 'supplier') =>
  t.app.inject({ method: 'GET', url, headers: await t.auth(who) });

describe('invoice PDF', () => {
  it('is a tax invoice with supplier ABN, supplied lines, GST per line and totals to the cent', async () => {
    const res = await get(`/api/orders/${completed}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${completed}.pdf`);
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Tax Invoice');
    expect(page).toContain('Harbour Fresh Wholesale');
    expect(page).toContain('ABN 51 824 753 556');
    expect(page).toContain(`Order #${completed}`);
    expect(page).toContain(`INV-${completed}`);
    // Lines: 3 x $16.39 = $49.17 (GST $4.47); 1.5 x $12.50 = $18.75; 2.5 x $46.90 = $117.25; removed line left out.
    expect(page).toContain('$49.17');
    expect(page).toContain('$4.47');
    expect(page).toContain('$18.75');
    expect(page).toContain('$117.25');
    expect(page).not.toContain('Removed Basil');
    // Totals: inc $185.17, GST $4.47, ex $180.70.
    expect(page).toMatch(/Total ex GST \$180\.70/);
    expect(page).toMatch(/GST \$4\.47/);
    expect(page).toMatch(/Total inc GST \$185\.17/);
  });

  it('exists only for completed orders', async () => {
    const res = await get(`/api/orders/${pending}/invoice`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      param: 'orderIds',
      message: 'Please note you can only download Invoices for completed Orders.',
    });
  });
});

describe('delivery docket, purchase order and delivery instructions', () => {
  it('lists ordered and supplied quantities on the docket', async () => {
    const res = await get(`/api/orders/${completed}/delivery-docket`);
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Delivery Docket');
    expect(page).toContain('Baby Spinach');
    expect(page).toMatch(/2 kg 1\.5 kg/);
    expect(page).toContain('Received by');
  });

  it('refuses a docket for a cancelled order with the spec message', async () => {
    const res = await get(`/api/orders/delivery-dockets?orderIds=${pending},${cancelled}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'Please note you cannot download Delivery slips for cancelled orders.',
    );
  });

  it('gives purchase orders for pending, completed and cancelled orders in one PDF, one order per page', async () => {
    const res = await get(`/api/orders/purchase-orders?orderIds=${pending},${completed},${cancelled}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `purchase-orders-${pending}-${completed}-${cancelled}.pdf`,
    );
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain(`Order #${pending}`);
    expect(pages[0]).toMatch(/Order total \(inc GST\) \$32\.50/);
    expect(pages[2]).toContain('Cancelled');
  });

  it('writes delivery instructions', async () => {
    const res = await get(`/api/orders/${pending}/delivery-instructions`);
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Delivery Instructions');
    expect(page).toContain('No comments on this order.');
  });

  it('flows long orders over several pages', async () => {
    const id = await insertOrder(t.database.db, {
      supplierId: 1,
      venueId: 1,
      status: 'COMPLETED',
      lines: Array.from({ length: 90 }, (_, i) => ({
        name: `Line item ${i + 1}`,
        priceIncGst: 100 + i,
        quantity: 1,
      })),
    });
    const pages = await pdfPages((await get(`/api/orders/${id}/invoice`)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('Line item 90');
    expect(pages.at(-1)).toMatch(/Page \d of \d/);
  });
});

describe('tenancy and limits', () => {
  it("answers 404 for another supplier's order, alone or in a batch", async () => {
    expect((await get(`/api/orders/${otherSupplierOrder}/invoice`)).statusCode).toBe(404);
    expect((await get(`/api/orders/invoices?orderIds=${completed},${otherSupplierOrder}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/orders/${completed}/invoice`, 'supplier2')).statusCode).toBe(404);
  });

  it('downloads at most 20 orders directly', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    const res = await get(`/api/orders/purchase-orders?orderIds=${ids}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(
      'Up to 20 orders can be downloaded at once. Larger batches are sent by e-mail',
    );
  });

  it('rejects malformed ids with 400', async () => {
    const res = await get('/api/orders/invoices?orderIds=1,abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toContain('orderIds');
  });
});

describe('e-mailed batches', () => {
  it('sends 21 invoices by e-mail with a signed link that downloads the PDF', async () => {
    const db = t.database.db;
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      ids.push(
        await insertOrder(db, {
          supplierId: 1,
          venueId: 4,
          status: 'COMPLETED',
          lines: [{ name: `Batch item ${i}`, priceIncGst: 1000 + i, quantity: 1 }],
        }),
      );
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/invoices-async',
      headers: await t.auth(),
      payload: { orderIds: ids, email: 'accounts@harbourfresh.example.com' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      "We'll e-mail a link to your tax invoices to accounts@harbourfresh.example.com shortly.",
    );
    expect(await runOneJob(db, jobHandlers(t.app.ctx), 'test-worker')).toBe(true);

    const mail = sink.messages.at(-1)!;
    expect(mail.to).toEqual(['accounts@harbourfresh.example.com']);
    expect(mail.raw).toContain('Subject: Your tax invoices for 21 orders are ready');
    expect(mail.raw).toMatch(
      new RegExp(`^Message-ID: <job-${res.json().jobId}-1-[0-9a-z]+@portal\\.test>\\r?$`, 'm'),
    );
    const link = downloadPathIn(mail);
    const download = await t.app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    const pages = await pdfPages(download.rawPayload);
    expect(pages).toHaveLength(21);
    expect(pages[20]).toContain(`Order #${ids[20]}`);
    // The e-mail names each invoice by the number the PDF prints.
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/\r?\n/g, ' ');
    expect(unfolded).toContain(`INV-${ids[20]} for order #${ids[20]}`);
    // Through the layout every e-mail has: the supplier's name, a button, a footer saying why it came.
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toMatch(/^Harbour Fresh Wholesale\n\nYour tax invoices are ready\n/);
    expect(parsed.text).toContain('Download the PDF: http://portal.test/api/downloads/');
    expect(parsed.text).toContain(
      'You receive this e-mail because you asked the supplier portal to e-mail these documents to this address.',
    );
    expect(String(parsed.html)).toMatch(/>\s*Download the PDF\s*</);
    expect(String(parsed.html)).toContain('Harbour Fresh Wholesale');
    expect(pages[20]).toContain(`Invoice number: INV-${ids[20]}`);

    const tampered = await t.app.inject({ method: 'GET', url: link.replace(/sig=[^&]+/, 'sig=forged') });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().errors[0].message).toBe('This download link is invalid or has expired');
  });

  it('validates the e-mail with the spec messages', async () => {
    const headers = await t.auth();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/orders/invoices-async',
      headers,
      payload: { orderIds: [completed] },
    });
    expect(missing.json().errors[0]).toMatchObject({ param: 'email', message: 'Email is required' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/orders/invoices-async',
      headers,
      payload: { orderIds: [completed], email: 'not-an-email' },
    });
    expect(invalid.json().errors[0]).toMatchObject({
      param: 'email',
      message: 'Must be a valid email address',
    });
  });

  it("refuses a batch holding another supplier's order before queueing anything", async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from jobs`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/purchase-orders-async',
      headers: await t.auth(),
      payload: { orderIds: [completed, otherSupplierOrder], email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(404);
    const after = await t.database.db.execute(sql`select count(*)::int as n from jobs`);
    expect((after as { rows: [{ n: number }] }).rows[0].n).toBe(
      (before as { rows: [{ n: number }] }).rows[0].n,
    );
  });

  it('finishes a job whose worker died part way (restart), once its heartbeat is stale', async () => {
    const db = t.database.db;
    const jobId = await enqueueJob(
      db,
      'documents.email',
      { type: 'purchase-order', orderIds: [pending], email: 'restart@example.com', supplierId: 1 },
      1,
    );
    // A worker claims it and dies: the row stays 'running' with its last heartbeat.
    const claimed = await claimJob(db, 'dead-worker');
    expect(claimed?.id).toBe(jobId);
    expect(await runOneJob(db, jobHandlers(t.app.ctx), 'new-worker')).toBe(false);
    // Once the heartbeat is 61 s old, the next worker takes it over and completes it.
    await db.execute(sql`update jobs set heartbeat_at = now() - interval '61 seconds' where id = ${jobId}`);
    const before = sink.messages.length;
    expect(await runOneJob(db, jobHandlers(t.app.ctx), 'new-worker')).toBe(true);
    const rows = (await db.execute(
      sql`select status, step, attempts from jobs where id = ${jobId}`,
    )) as unknown as { rows: Array<{ status: string; step: string; attempts: number }> };
    expect(rows.rows[0]).toEqual({ status: 'done', step: 'sent', attempts: 2 });
    expect(sink.messages.length).toBe(before + 1);
    expect(sink.messages.at(-1)!.to).toEqual(['restart@example.com']);
  });
});

describe('pending orders export', () => {
  it('zips one CSV per delivery date for an allowed supplier', async () => {
    await insertOrder(t.database.db, {
      supplierId: 1,
      venueId: 5,
      status: 'PENDING',
      deliveryDate: '2026-11-25',
      lines: [{ name: '=HYPERLINK("x")', priceIncGst: 500, quantity: 2 }],
    });
    const res = await get('/api/suppliers/pending-orders-export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('pending_orders.zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toContain('pending_orders_2026-11-25.csv');
    const csv = strFromU8(files['pending_orders_2026-11-25.csv']!);
    expect(csv.split('\r\n')[0]).toBe(
      'Order ID,Delivery Date,Venue,Customer,Phone,SKU,Product,Portion,Quantity,Unit,Price (inc GST),Line Total (inc GST),Comments',
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('$10.00');
  });

  it('is refused to a supplier not on the allowed list', async () => {
    const res = await get('/api/suppliers/pending-orders-export', 'supplier2');
    expect(res.statusCode).toBe(403);
  });
});
