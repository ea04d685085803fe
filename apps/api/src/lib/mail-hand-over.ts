import type { DbOrTx } from '../db/client.ts';
import { NeedsAttention, type JobRun } from './jobs.ts';
import { certainlyNotSent, mailErrorSummary, type MailMessage, type Mailer } from './mail.ts';

/**
 * The hand-over step of every e-mailing job (documents, notifications): record 'handing_over', send, and on a
 * failure either go back to `retryStep` (the server certainly did not take the message: the job runs again) or
 * stop for the operator (it may have been sent: never send it twice). The caller records the step after it.
 */
export async function handOverMail(
  mailer: Mailer,
  job: JobRun,
  message: MailMessage,
  messageId: string,
  retryStep: string,
): Promise<void> {
  await job.advance('handing_over');
  job.checkpoint('handing_over');
  try {
    await mailer.send(message);
  } catch (error) {
    const reason = mailErrorSummary(error);
    if (!certainlyNotSent(error)) {
      throw new NeedsAttention(
        `The mail server did not confirm the e-mail (${reason}): it may or may not have been sent. Check the mail log for Message-ID ${messageId} before sending it again.`,
      );
    }
    await job.advance(retryStep);
    throw new Error(`The mail server refused the e-mail or could not be reached (${reason})`);
  }
}

/**
 * The resume of every e-mailing job found at 'handing_over' (a worker stopped mid-send): the outbox can tell
 * whether the message went (its file is named by the Message-ID), so the job moves to 'sent' (recording
 * `onSent` in the same transaction) or back to `retryStep`; SMTP cannot tell, so the job stops for the
 * operator rather than send a second e-mail.
 */
export async function resumeHandOver(
  mailer: Mailer,
  job: JobRun,
  messageId: string,
  retryStep: string,
  onSent?: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  const handedOver = await mailer.handedOver(messageId);
  if (handedOver === 'unknown') {
    throw new NeedsAttention(
      `The worker stopped while handing the e-mail to the mail server: it may or may not have been sent. Check the mail log for Message-ID ${messageId} before sending it again.`,
    );
  }
  if (handedOver) await job.advance('sent', onSent);
  else await job.advance(retryStep);
}
