import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { EmailKind } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, notificationEmails } from '../../db/schema/index.ts';

/*
 * The e-mail log's rows (notification_emails): every e-mail sent for a supplier, whichever module sends it,
 * written with its job and followed by it step by step.
 */

/** A log row to write: its kind, its once-only key and what its job needs to render it. */
export type LoggedEmail = { kind: EmailKind; key: string; event: unknown };

/**
 * The log row and its job, in the caller's transaction; nothing when the event's key is already
 * there (answers null). The job carries the row's id as `emailId` beside its own payload.
 */
export async function insertEmailWithJob(
  db: DbOrTx,
  supplierId: number,
  email: LoggedEmail,
  job: { type: string; payload?: Record<string, unknown> },
): Promise<{ emailId: number; jobId: number } | null> {
  const [row] = await db
    .insert(notificationEmails)
    .values({ supplierId, kind: email.kind, eventKey: email.key, event: email.event })
    .onConflictDoNothing()
    .returning({ id: notificationEmails.id });
  if (!row) return null;
  const [queued] = await db
    .insert(jobs)
    .values({ type: job.type, payload: { ...job.payload, emailId: row.id }, supplierId })
    .returning({ id: jobs.id });
  await db.update(notificationEmails).set({ jobId: queued!.id }).where(eq(notificationEmails.id, row.id));
  return { emailId: row.id, jobId: queued!.id };
}

/**
 * The log row of an e-mail whose job named none (queued by an older release during a deploy): written now
 * with the job's id, or the row already there under its key. Answers its id.
 */
export async function ensureEmail(db: DbOrTx, supplierId: number, email: LoggedEmail, jobId: number) {
  await db
    .insert(notificationEmails)
    .values({ supplierId, kind: email.kind, eventKey: email.key, event: email.event, jobId })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: notificationEmails.id })
    .from(notificationEmails)
    .where(and(eq(notificationEmails.supplierId, supplierId), eq(notificationEmails.eventKey, email.key)));
  return row!.id;
}

export async function findEmail(db: DbOrTx, emailId: number) {
  const [row] = await db.select().from(notificationEmails).where(eq(notificationEmails.id, emailId));
  return row ?? null;
}

export type EmailUpdate = Partial<
  Pick<
    typeof notificationEmails.$inferInsert,
    'subject' | 'recipients' | 'attachment' | 'messageId' | 'status' | 'error'
  >
> & { sent?: boolean };

export async function updateEmail(db: DbOrTx, emailId: number, change: EmailUpdate) {
  const { sent, ...rest } = change;
  await db
    .update(notificationEmails)
    .set({ ...rest, ...(sent ? { sentAt: sql`now()` } : {}) })
    .where(eq(notificationEmails.id, emailId));
}

/** One page of the supplier's log, newest first, of one kind when given. */
export async function listEmails(
  db: DbOrTx,
  supplierId: number,
  page: { page: number; pageSize: number; kind?: EmailKind },
) {
  const where = and(
    eq(notificationEmails.supplierId, supplierId),
    page.kind ? eq(notificationEmails.kind, page.kind) : undefined,
  );
  const rows = await db
    .select()
    .from(notificationEmails)
    .where(where)
    .orderBy(desc(notificationEmails.createdAt), desc(notificationEmails.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(notificationEmails).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
