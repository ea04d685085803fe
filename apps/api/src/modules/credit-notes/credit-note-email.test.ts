import { eq, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayLabel, CONTACT_TYPE, dayInZone, timeZoneForState } from '@portal/domain';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { pdftotext } from '../../../test/poppler.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contacts, orders, suppliers, venues } from '../../db/schema/index.ts';
import { runOneJob } from '../../lib/jobs.ts';
import { workerTasksDuring } from '../../lib/pdf-pool/pdf-pool.ts';
import { jobHandlers } from '../jobs.ts';
import { CREDIT_NOTE_EMAIL_JOB } from './credit-note-email.job.ts';

/*
 * A note raised through the API: its PDF (through the PDF pool) read back with poppler, and its two
 * e-mails received by a real SMTP server, each with the note attached. Both engines.
 */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let order: number;
let lines: number[];
let supplierEmail: string;
const VENUE_NAME = 'Café Ελληνικό Пельменная 豆腐坊 ข้าว';
/** The seed's additional order recipient, then one this test adds. */
const SEEDED_ADDITIONAL = 'orders@harbourfresh.example.com';
const ADDITIONAL = 'accounts@harbourfresh.example';
const VENUE_OWN = 'owner@cafe-elliniko.example';
const ORDER_CONTACT = 'rocks@venues.example.com';

const db = () => t.database.db;
const flat = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test' });
  await db().update(suppliers).set({ abn: '51 824 753 556' }).where(eq(suppliers.id, 1));
  supplierEmail = (await db().select({ e: suppliers.email }).from(suppliers).where(eq(suppliers.id, 1)))[0]!
    .e;
  await db().insert(contacts).values({
    supplierId: 1,
    contactTypeId: CONTACT_TYPE.ADDITIONAL_ORDER_RECIPIENT,
    email: ADDITIONAL,
  });
  await db().update(venues).set({ email: VENUE_OWN }).where(eq(venues.id, 1));
  order = await insertOrder(db(), {
    supplierId: 1,
    venueId: 1,
    status: 'COMPLETED',
    processedAt: new Date('2026-11-22T22:00:00Z'),
    lines: [
      { name: 'Ελληνικό γιαούρτι 1kg', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' },
      { name: 'Пельмени 豆腐 Phở', priceIncGst: 1250, quantity: 2 },
    ],
  });
  await db().update(orders).set({ shippingCompany: VENUE_NAME }).where(eq(orders.id, order));
  const rows = await db().execute(
    sql`select id from order_products where order_id = ${order} order by position`,
  );
  lines = (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('a raised adjustment note', () => {
  let noteId: number;
  let issued: string;
  const invoiceDay = 'Mon 23 Nov 2026';

  it('is raised, its two e-mails queued with it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/suppliers/orders/${order}/credit-notes`,
      headers: await t.auth('supplier'),
      payload: {
        lines: [
          { orderProductId: lines[0], quantity: 2, reason: 'Damaged' },
          { orderProductId: lines[1], amountInCents: 500, reason: 'Other', comment: 'Κρύο — холодно' },
        ],
        note: 'Two tubs split in transit',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ number: 'CN-1', totalIncGstInCents: 3778, gstInCents: 298 });
    noteId = body.id;
    issued = calendarDayLabel(dayInZone(new Date(body.issuedAt), timeZoneForState('NSW')));
    const jobs = await db().execute(
      sql`select payload from jobs where type = ${CREDIT_NOTE_EMAIL_JOB} order by id`,
    );
    // Each with its row of the e-mail log (credit-note-email-log.test.ts reads the log).
    expect((jobs as unknown as { rows: Array<{ payload: unknown }> }).rows.map((r) => r.payload)).toEqual([
      { supplierId: 1, creditNoteId: noteId, audience: 'venue', emailId: expect.any(Number) },
      { supplierId: 1, creditNoteId: noteId, audience: 'supplier', emailId: expect.any(Number) },
    ]);
  });

  it('downloads as an adjustment note rendered in a PDF worker, every ATO item with its figures', async () => {
    let res!: Awaited<ReturnType<typeof t.app.inject>>;
    const tasks = await workerTasksDuring(async () => {
      res = await t.app.inject({
        method: 'GET',
        url: `/api/suppliers/credit-notes/${noteId}/pdf`,
        headers: await t.auth('supplier'),
      });
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(tasks).toBe(1);
    expectAdjustmentNote(await pdftotext(res.rawPayload, true));
  });

  function expectAdjustmentNote(layout: string) {
    const text = flat(layout);
    for (const item of [
      'Adjustment Note',
      'ABN 51 824 753 556',
      'Adjustment note number: CN-1',
      `Date of issue: ${issued}`,
      `Adjusts tax invoice INV-${order} of ${invoiceDay}`,
      VENUE_NAME,
      'Damaged, Other: a credit against tax invoice',
      'Note: Two tubs split in transit',
      'SKU-1 Ελληνικό γιαούρτι 1kg 2 units × $16.39 Damaged $2.98 $32.78',
      'SKU-2 Пельмени 豆腐 Phở Amount Other: Κρύο — GST-free $5.00',
      'Taxable supplies credited (inc GST) $32.78',
      'GST-free supplies credited $5.00',
      'Credit ex GST $34.80',
      'GST adjustment $2.98',
      'Total credit inc GST $37.78',
    ])
      expect(text).toContain(item);
  }

  it("e-mails the venue and the supplier's order recipients apart, each with the note attached", async () => {
    const from = sink.messages.length;
    let ran = 0;
    while (await runOneJob(db(), jobHandlers(t.app.ctx), 'test-worker')) ran += 1;
    expect(ran).toBe(2);
    const got: Array<{ to: string[]; mail: ParsedMail }> = await Promise.all(
      sink.messages.slice(from).map(async (m) => ({ to: [...m.to], mail: await simpleParser(m.raw) })),
    );
    expect(got.map((g) => g.to)).toEqual([
      [ORDER_CONTACT, VENUE_OWN],
      [supplierEmail, SEEDED_ADDITIONAL, ADDITIONAL],
    ]);
    for (const { mail } of got) {
      expect(mail.subject).toBe(`Adjustment note CN-1 for invoice INV-${order} from Harbour Fresh Wholesale`);
      expect(String(mail.html)).toMatch(/<html[^>]* lang="en-AU"/);
      expect(mail.text).toContain(
        `issued adjustment note CN-1 to ${VENUE_NAME}: a credit of $37.78 (inc GST) against tax invoice INV-${order} of ${invoiceDay}`,
      );
      const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
      expect(pdfs.map((a) => a.filename)).toEqual(['credit-note-CN-1.pdf']);
      expectAdjustmentNote(await pdftotext(pdfs[0]!.content, true));
    }
    const [venueMail, supplierMail] = got.map((g) => g.mail);
    expect(venueMail!.text).not.toContain('View the order');
    expect(supplierMail!.text).toContain(`View the order: http://portal.test/orders/${order}`);
  });
});
