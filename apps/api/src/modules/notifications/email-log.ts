import type { EmailKind, EmailLogEntry, EmailLogPage } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { JobLost, MAX_ATTEMPTS, NeedsAttention, type JobRun } from '../../lib/jobs.ts';
import * as repo from './email-log.repository.ts';

/** The supplier's e-mail log, newest first, of one kind when asked: staff only. */
export async function emailLog(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; pageSize: number; kind?: EmailKind },
): Promise<EmailLogPage> {
  const { rows, total } = await repo.listEmails(ctx.db, actor.supplierId, query);
  return {
    total,
    data: rows.map((r): EmailLogEntry => ({
      id: r.id,
      kind: r.kind as EmailLogEntry['kind'],
      subject: r.subject,
      recipients: r.recipients,
      attachment: r.attachment,
      status: r.status as EmailLogEntry['status'],
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Runs an e-mailing job's steps; when one throws, its log row says whether the job will try again
 * ('retrying') or gave up ('failed': stopped for the operator, or out of attempts), with the reason.
 * A job taken over by another worker records nothing (that worker carries on).
 */
export async function recordingFailure<T>(
  db: DbOrTx,
  emailId: number,
  job: JobRun,
  steps: () => Promise<T>,
): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    if (error instanceof JobLost) throw error;
    const failed = error instanceof NeedsAttention || job.attempts >= MAX_ATTEMPTS;
    await repo.updateEmail(db, emailId, {
      status: failed ? 'failed' : 'retrying',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}
