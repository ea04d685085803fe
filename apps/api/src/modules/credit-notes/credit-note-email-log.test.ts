import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_KIND_LABELS, type EmailLogEntry, type EmailLogPage } from '@portal/domain';
import { insertOrder } from '../../../test/order-fixtures.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders, venues } from '../../db/schema/index.ts';
import { MAX_ATTEMPTS, runOneJob } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mail.ts';
import { jobHandlers } from '../jobs.ts';
import { CREDIT_NOTE_EMAIL_JOB } from './credit-note-email.job.ts';

/*
 * A raised credit note's two e-mails in the staff's e-mail log (GET /api/suppliers/notifications/log): their
 * type, recipients and status, the type filter, each supplier's log apart, and the rows the migration writes
 * for e-mails queued before the log listed them. Both engines (PGlite; PostgreSQL with TEST_DATABASE_URL).
 */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const ORDER_CONTACT = 'rocks@venues.example.com';
const VENUE_OWN = 'kitchen@rocks-bistro.example';
/** Supplier 1's order recipients: its own e-mail (the primary), then the seed's additional one. */
const SUPPLIER_RECIPIENTS = ['supplier@example.com', 'orders@harbourfresh.example.com'];
const REFUSED = 'The mail server refused the e-mail or could not be reached (ESOCKET connect CONN)';

const db = () => t.database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function drain(mailer = t.app.ctx.mailer) {
  let n = 0;
  while (await runOneJob(db(), jobHandlers({ ...t.app.ctx, mailer }), 'test-worker')) n += 1;
  return n;
}

const completedOrder = (supplierId: number) =>
  insertOrder(db(), {
    supplierId,
    venueId: 1,
    status: 'COMPLETED',
    processedAt: new Date('2026-11-22T22:00:00Z'),
    lines: [{ name: 'Tomato Sauce 4L', priceIncGst: 1639, quantity: 3, hasGst: true, unit: 'unit' }],
  });

/** Raises a note crediting one unit of the order's line; answers its id and number. */
async function raise(orderId: number, who: 'supplier' | 'supplier2' = 'supplier') {
  const [line] = rowsOf<{ id: number }>(
    await db().execute(sql`select id from order_products where order_id = ${orderId}`),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/suppliers/orders/${orderId}/credit-notes`,
    headers: await t.auth(who),
    payload: { lines: [{ orderProductId: line!.id, quantity: 1, reason: 'Damaged' }] },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; number: string }>();
}

async function logOf(actingAs: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/suppliers/notifications/log?pageSize=100${query}`,
    headers: await t.auth('staff', actingAs),
  });
  expect(res.statusCode).toBe(200);
  return res.json<EmailLogPage>();
}

/** The log's entries of one order's note (its subject names the order's invoice). */
const ofOrder = (page: EmailLogPage, orderId: number) =>
  page.data.filter((e) => e.subject?.includes(`invoice INV-${orderId} `));

const subjectOf = (number: string, orderId: number, company = 'Harbour Fresh Wholesale') =>
  `Adjustment note ${number} for invoice INV-${orderId} from ${company}`;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, publicUrl: 'http://portal.test' });
  await db().update(venues).set({ email: VENUE_OWN }).where(eq(venues.id, 1));
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe("the staff e-mail log and a credit note's e-mails", () => {
  let order: number;

  it('lists both e-mails of a raised note, queued, then delivered, each with its type and recipients', async () => {
    order = await completedOrder(1);
    const { number } = await raise(order);
    const queued = await logOf(1);
    expect(queued.data.map((e) => [e.kind, e.status, e.subject, e.recipients])).toEqual([
      ['credit_note_supplier', 'queued', null, []],
      ['credit_note_venue', 'queued', null, []],
    ]);
    expect(await drain()).toBe(2);
    const page = await logOf(1);
    expect(page.total).toBe(2);
    const [supplierMail, venueMail] = page.data;
    expect(EMAIL_KIND_LABELS[venueMail!.kind]).toBe('Credit note to the venue');
    expect(EMAIL_KIND_LABELS[supplierMail!.kind]).toBe('Credit note to the order recipients');
    const sent = {
      subject: subjectOf(number, order),
      attachment: `credit-note-${number}.pdf`,
      status: 'sent',
      error: null,
    };
    expect(venueMail).toMatchObject({
      kind: 'credit_note_venue',
      recipients: [ORDER_CONTACT, VENUE_OWN],
      ...sent,
    });
    expect(supplierMail).toMatchObject({
      kind: 'credit_note_supplier',
      recipients: SUPPLIER_RECIPIENTS,
      ...sent,
    });
    for (const e of page.data) expect(typeof e.sentAt).toBe('string');
    // What the log says is what the mail server got.
    expect(sink.messages.slice(-2).map((m) => [...m.to])).toEqual([
      [ORDER_CONTACT, VENUE_OWN],
      SUPPLIER_RECIPIENTS,
    ]);
  });

  it('keeps one type when asked', async () => {
    const venueOnly = await logOf(1, '&kind=credit_note_venue');
    expect(venueOnly.total).toBe(1);
    expect(venueOnly.data.map((e) => [e.kind, e.recipients])).toEqual([
      ['credit_note_venue', [ORDER_CONTACT, VENUE_OWN]],
    ]);
    const supplierOnly = await logOf(1, '&kind=credit_note_supplier');
    expect(supplierOnly.data.map((e) => [e.kind, e.recipients])).toEqual([
      ['credit_note_supplier', SUPPLIER_RECIPIENTS],
    ]);
    expect(await logOf(1, '&kind=new_order')).toEqual({ data: [], total: 0 });
  });

  it("shows another supplier's staff view none of them, and this one none of theirs", async () => {
    expect(await logOf(2)).toEqual({ data: [], total: 0 });
    expect(await logOf(2, '&kind=credit_note_venue')).toEqual({ data: [], total: 0 });
    const theirOrder = await completedOrder(2);
    const { number: theirNumber } = await raise(theirOrder, 'supplier2');
    expect(await drain()).toBe(2);
    const theirs = await logOf(2);
    expect(theirs.data.map((e) => [e.kind, e.subject, e.recipients])).toEqual([
      [
        'credit_note_supplier',
        subjectOf(theirNumber, theirOrder, 'Southern Cross Meats'),
        ['supplier2@example.com'],
      ],
      [
        'credit_note_venue',
        subjectOf(theirNumber, theirOrder, 'Southern Cross Meats'),
        [ORDER_CONTACT, VENUE_OWN],
      ],
    ]);
    const mine = await logOf(1);
    expect(mine.total).toBe(2);
    expect(ofOrder(mine, theirOrder)).toEqual([]);
    const theirIds = new Set(theirs.data.map((e) => e.id));
    expect(mine.data.some((e) => theirIds.has(e.id))).toBe(false);
  });

  it('is refused to every supplier role with 403, and refuses a type it does not know', async () => {
    for (const who of ['supplier', 'supplier2', 'accounts', 'manager'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/suppliers/notifications/log?kind=credit_note_venue',
        headers: await t.auth(who),
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/suppliers/notifications/log?kind=credit_note',
      headers: await t.auth('staff', 1),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].param).toBe('kind');
  });
});

describe('how each e-mail went', () => {
  const refusing = () =>
    createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'portal@example.com',
      outboxDir: '/tmp/unused-outbox',
    });
  const statuses = async (orderId: number) =>
    ofOrder(await logOf(1), orderId).map((e) => [e.kind, e.status, e.error, e.recipients.length > 0]);

  it('says retrying while the mail server refuses, then failed on the last attempt', async () => {
    const order = await completedOrder(1);
    await raise(order);
    // Each job once, not a drain until none is due: a refused job is due again 2 s later, and on a busy
    // machine the other job's attempt can take longer than that (a load average of 20 did).
    const [due] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from jobs where type = ${CREDIT_NOTE_EMAIL_JOB} and status = 'queued'`,
      ),
    );
    expect(due!.n).toBe(2);
    const mailer = refusing();
    for (const _ of [1, 2])
      expect(await runOneJob(db(), jobHandlers({ ...t.app.ctx, mailer }), 'test-worker')).toBe(true);
    expect(await statuses(order)).toEqual([
      ['credit_note_supplier', 'retrying', REFUSED, true],
      ['credit_note_venue', 'retrying', REFUSED, true],
    ]);
    await db().execute(
      sql`update jobs set run_at = now(), attempts = ${MAX_ATTEMPTS - 1}
          where type = ${CREDIT_NOTE_EMAIL_JOB} and status = 'queued'`,
    );
    expect(await drain(refusing())).toBe(2);
    expect(await statuses(order)).toEqual([
      ['credit_note_supplier', 'failed', REFUSED, true],
      ['credit_note_venue', 'failed', REFUSED, true],
    ]);
  });

  it('says not sent when the venue has no e-mail address, and still mails the order recipients', async () => {
    const order = await completedOrder(1);
    await db().update(orders).set({ email: ' ' }).where(eq(orders.id, order));
    await db().update(venues).set({ email: null }).where(eq(venues.id, 1));
    await raise(order);
    expect(await drain()).toBe(2);
    await db().update(venues).set({ email: VENUE_OWN }).where(eq(venues.id, 1));
    expect(await statuses(order)).toEqual([
      ['credit_note_supplier', 'sent', null, true],
      ['credit_note_venue', 'skipped', 'No e-mail address for this venue', false],
    ]);
  });

  /** Every credit-note e-mail's log row as it stands, by its job. */
  const rowsByJob = async () =>
    rowsOf<{ job_id: number; kind: string; status: string; error: string | null; sent: boolean }>(
      await db().execute(sql`select job_id, kind, status, error, sent_at is not null as sent
        from notification_emails where kind like 'credit_note_%' order by job_id`),
    );
  /** What an older release left: the jobs, no log rows, no `emailId` in the payloads (of one note, or all). */
  const forgetTheLog = async (noteId?: number) => {
    const ofNote = noteId === undefined ? sql`true` : sql`(event->>'creditNoteId')::int = ${noteId}`;
    const jobOfNote = noteId === undefined ? sql`true` : sql`(payload->>'creditNoteId')::int = ${noteId}`;
    await db().execute(sql`delete from notification_emails where kind like 'credit_note_%' and ${ofNote}`);
    await db().execute(
      sql`update jobs set payload = payload - 'emailId' where type = ${CREDIT_NOTE_EMAIL_JOB} and ${jobOfNote}`,
    );
  };

  it('gives a job an older release queued (no log row) its row when it runs', async () => {
    const order = await completedOrder(1);
    const { id, number } = await raise(order);
    const before = await rowsByJob();
    await forgetTheLog(id);
    expect(await drain()).toBe(2);
    const page = ofOrder(await logOf(1), order);
    expect(page.map((e) => [e.kind, e.status, e.subject, e.recipients])).toEqual([
      ['credit_note_supplier', 'sent', subjectOf(number, order), SUPPLIER_RECIPIENTS],
      ['credit_note_venue', 'sent', subjectOf(number, order), [ORDER_CONTACT, VENUE_OWN]],
    ]);
    expect((await rowsByJob()).map((r) => r.job_id)).toEqual(before.map((r) => r.job_id));
  });

  it('migration 0036 lists the e-mails queued before it, each as its job went, and a job to run records how', async () => {
    const waiting = await completedOrder(1);
    await raise(waiting);
    const before = await rowsByJob();
    expect(before.map((r) => r.status)).toContain('failed');
    expect(before.map((r) => r.status)).toContain('skipped');
    await forgetTheLog();
    await db().execute(sql`drop index notification_emails_supplier_kind_created_idx`);
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0036_email_log_kinds.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));
    // As the live log had them (but to whom was never recorded then).
    expect(await rowsByJob()).toEqual(before);
    const page = await logOf(1);
    expect(page.data.every((e: EmailLogEntry) => e.subject === null && e.recipients.length === 0)).toBe(true);
    expect(await drain()).toBe(2);
    expect(ofOrder(await logOf(1), waiting).map((e) => [e.kind, e.status, e.recipients])).toEqual([
      ['credit_note_supplier', 'sent', SUPPLIER_RECIPIENTS],
      ['credit_note_venue', 'sent', [ORDER_CONTACT, VENUE_OWN]],
    ]);
    // Run again, it writes nothing twice.
    for (const statement of migration.split('--> statement-breakpoint').slice(1))
      await db().execute(sql.raw(statement));
    expect((await rowsByJob()).length).toBe(before.length);
  });
});
