import type { EmailKind } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { NeedsAttention, type JobHandler, type JobRun } from '../../lib/jobs.ts';
import { handOverMail, resumeHandOver } from '../../lib/mail-hand-over.ts';
import { recordingFailure } from '../notifications/email-log.ts';
import {
  ensureEmail,
  insertEmailWithJob,
  updateEmail,
  type LoggedEmail,
} from '../notifications/email-log.repository.ts';
import type { CreditNoteAudience } from './credit-note-email.repository.ts';
import { creditNoteMessage, prepareCreditNoteEmail, type CreditNoteEmailOf } from './credit-note-message.ts';

export const CREDIT_NOTE_EMAIL_JOB = 'credit-notes.email';

/** The job's payload: the e-mail, and its row of the e-mail log (absent on a job an older release queued). */
type CreditNoteEmailJob = CreditNoteEmailOf & { emailId?: number };

/** Each audience's kind in the staff's e-mail log. */
const LOG_KIND = {
  venue: 'credit_note_venue',
  supplier: 'credit_note_supplier',
} as const satisfies Record<CreditNoteAudience, EmailKind>;

/** Why an e-mail went to nobody, as the log says (the venue has no address; the supplier always has its own). */
const NO_RECIPIENT: Record<CreditNoteAudience, string> = {
  venue: 'No e-mail address for this venue',
  supplier: 'No recipient for this e-mail in Settings',
};

/** The e-mail's log row: its kind and once-only key (one e-mail per note and audience). */
function loggedEmail({ creditNoteId, audience }: CreditNoteEmailOf): LoggedEmail {
  const kind = LOG_KIND[audience];
  return {
    kind,
    key: `credit_note:note-${creditNoteId}:${audience}`,
    event: { kind, creditNoteId, audience },
  };
}

/**
 * Queues the note's e-mails, one to the venue and one to the supplier's order recipients (so neither sees
 * the other's addresses), each with its row of the e-mail log and its job in the caller's transaction: they
 * exist exactly when the note does, are sent after it commits (the worker is woken then) and survive a crash.
 * Credit-note e-mails have no switch in Settings: they always go.
 */
export async function queueCreditNoteEmails(
  ctx: AppContext,
  tx: DbOrTx,
  supplierId: number,
  creditNoteId: number,
): Promise<void> {
  for (const audience of ['venue', 'supplier'] as const) {
    const payload: CreditNoteEmailOf = { supplierId, creditNoteId, audience };
    await insertEmailWithJob(tx, supplierId, loggedEmail(payload), { type: CREDIT_NOTE_EMAIL_JOB, payload });
  }
  ctx.wakeJobs?.();
}

/** One Message-ID per job (its creation time keeps ids apart if a database is ever reset). */
function creditNoteMessageId(publicUrl: string, job: Pick<JobRun, 'id' | 'createdAt'>, p: CreditNoteEmailOf) {
  const host = new URL(publicUrl).hostname || 'portal.local';
  const at = Math.floor(job.createdAt.getTime() / 1000).toString(36);
  return `<credit-note-${p.creditNoteId}-${p.audience}-${job.id}-${at}@${host}>`;
}

/**
 * The background half, in recorded steps like every e-mailing job: 'prepared' → 'handing_over' → 'sent'.
 * Nobody to send to → 'skipped'. At most once: a job found at 'handing_over' asks the outbox, or stops
 * for the operator when SMTP cannot tell; the Message-ID is fixed per job. The log row follows: what goes
 * and to whom before each hand-over, then sent, not sent, retrying or failed (`recordingFailure`).
 */
export const creditNoteEmailHandler =
  (ctx: AppContext): JobHandler =>
  async (raw, job) => {
    const payload = raw as CreditNoteEmailJob;
    const emailId =
      payload.emailId ?? (await ensureEmail(ctx.db, payload.supplierId, loggedEmail(payload), job.id));
    return recordingFailure(ctx.db, emailId, job, () => sendSteps(ctx, payload, emailId, job));
  };

async function sendSteps(ctx: AppContext, p: CreditNoteEmailOf, emailId: number, job: JobRun) {
  const messageId = creditNoteMessageId(ctx.config.publicUrl, job, p);
  const markSent = (tx: DbOrTx) => updateEmail(tx, emailId, { status: 'sent', error: null, sent: true });
  if (job.step === null) await job.advance('prepared');
  if (job.step === 'handing_over') await resumeHandOver(ctx.mailer, job, messageId, 'prepared', markSent);
  if (job.step === 'prepared') {
    const prepared = await prepareCreditNoteEmail(ctx, p);
    const { to, content, filename } = prepared;
    if (!to.length) {
      await job.advance('skipped', (tx) =>
        updateEmail(tx, emailId, {
          subject: content.subject,
          status: 'skipped',
          error: NO_RECIPIENT[p.audience],
        }),
      );
      return { skipped: true };
    }
    // On the log before the hand-over, so an attempt that fails shows what it tried to send, to whom.
    await updateEmail(ctx.db, emailId, {
      subject: content.subject,
      recipients: to,
      attachment: filename,
      messageId,
    });
    await handOverMail(
      ctx.mailer,
      job,
      await creditNoteMessage(ctx, prepared, messageId),
      messageId,
      'prepared',
    );
    await job.advance('sent', markSent);
  }
  if (job.step === 'skipped') return { skipped: true };
  if (job.step !== 'sent') throw new NeedsAttention(`Unknown step ${job.step}`);
  return { messageId };
}
