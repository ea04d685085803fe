import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_PREFERENCE_OF,
  dayInZone,
  instantLabel,
  timeInZone,
  timeZoneForState,
  type NotificationPreferences,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { NeedsAttention, type JobHandler, type JobRun } from '../../lib/jobs.ts';
import type { MailAttachment, MailMessage } from '../../lib/mail.ts';
import { handOverMail, resumeHandOver } from '../../lib/mail-hand-over.ts';
import { renderPdf } from '../../lib/pdf-pool/pdf-pool.ts';
import { loadDocumentOrders } from '../documents/documents.repository.ts';
import { storeImageKey } from '../settings/settings.service.ts';
import { recordingFailure } from './email-log.ts';
import { eventKey, RECIPIENT_GROUP, type NotificationEvent } from './events.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as log from './email-log.repository.ts';
import * as repo from './notifications.repository.ts';
import {
  dailySummaryEmail,
  newOrderEmail,
  newReviewEmail,
  orderCancelledEmail,
  topUpOrderEmail,
} from './templates/kinds.ts';
import { detailsUpdatedEmail, orderChangedEmail } from './templates/changes.ts';
import { renderEmail, type EmailContent } from './templates/layout.ts';

export { NOTIFICATION_JOB } from './notifications.repository.ts';
export type { NotificationEvent } from './events.ts';

// ---------------------------------------------------------------- emitting

/**
 * Reports an event to a supplier: when its switch is on, the e-mail's log row and its job are written
 * in the caller's transaction (so they exist exactly when the event does). Answers the log row's id,
 * or null when switched off or when this event was already reported (its key is taken).
 */
export async function emitNotification(
  db: DbOrTx,
  supplierId: number,
  event: NotificationEvent,
): Promise<number | null> {
  const prefs = (await repo.findPreferences(db, supplierId)) ?? DEFAULT_NOTIFICATION_PREFERENCES;
  if (!prefs[NOTIFICATION_PREFERENCE_OF[event.kind]]) return null;
  const email = { kind: event.kind, key: eventKey(event), event };
  const queued = await log.insertEmailWithJob(db, supplierId, email, { type: repo.NOTIFICATION_JOB });
  return queued?.emailId ?? null;
}

// ---------------------------------------------------------------- settings

export async function getPreferences(ctx: AppContext, actor: Actor): Promise<NotificationPreferences> {
  return (await repo.findPreferences(ctx.db, actor.supplierId)) ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function putPreferences(
  ctx: AppContext,
  actor: Actor,
  body: NotificationPreferences,
): Promise<NotificationPreferences> {
  return ctx.db.transaction(async (tx) => {
    const before = (await repo.findPreferences(tx, actor.supplierId)) ?? DEFAULT_NOTIFICATION_PREFERENCES;
    await repo.savePreferences(tx, actor.supplierId, body);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'notification-preferences',
      entityId: actor.supplierId,
      before,
      after: body,
    });
    return body;
  });
}

// ---------------------------------------------------------------- the daily summary

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function nextDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A summary missed for a short while (a restart) still goes out within this many minutes of its time. */
export const SUMMARY_CATCH_UP_MINUTES = 120;

/**
 * Queues the daily summary of every supplier whose time has come (in its own time zone) and whose
 * summary for tomorrow is not queued yet. Run every minute by the scheduler; safe to run in several
 * processes at once (the once-only key decides).
 */
export async function queueDueSummaries(ctx: AppContext, now = new Date()): Promise<number> {
  let queued = 0;
  for (const s of await repo.summarySubscribers(ctx.db)) {
    const zone = timeZoneForState(s.state);
    const late = minutesOf(timeInZone(now, zone)) - minutesOf(s.time);
    if (late < 0 || late >= SUMMARY_CATCH_UP_MINUTES) continue;
    const day = nextDay(dayInZone(now, zone));
    const id = await ctx.db.transaction((tx) =>
      emitNotification(tx, s.supplierId, { kind: 'daily_summary', day }),
    );
    if (id) queued += 1;
  }
  if (queued) ctx.wakeJobs?.();
  return queued;
}

/** Checks for due summaries every minute (server.ts starts it; tests call queueDueSummaries). */
export function startNotificationScheduler(
  ctx: AppContext,
  opts: { log?: { error: (obj: object, msg: string) => void }; everyMs?: number } = {},
) {
  const tick = () => {
    queueDueSummaries(ctx).catch((err: unknown) => opts.log?.error({ err }, 'daily summary check failed'));
  };
  const timer = setInterval(tick, opts.everyMs ?? 60_000);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}

// ---------------------------------------------------------------- composing and sending

type EmailRow = NonNullable<Awaited<ReturnType<typeof log.findEmail>>>;
type Composed = {
  content: EmailContent;
  /** The order whose purchase order goes with the e-mail. */
  purchaseOrderOf?: number;
  /** A bulk message (the daily summary): it carries List-Unsubscribe to the notification settings. */
  bulk?: boolean;
};

/** The recipients of a group: for orders the primary order recipient first, then the additional ones. */
async function recipientsOf(ctx: AppContext, email: EmailRow, primary: string): Promise<string[]> {
  const group = RECIPIENT_GROUP[email.kind as NotificationEvent['kind']];
  const listed = await repo.contactEmails(ctx.db, email.supplierId, group);
  const all = group === 'orders' ? [primary, ...listed] : listed;
  const seen = new Set<string>();
  return all
    .map((a) => a.trim())
    .filter((a) => {
      const k = a.toLowerCase();
      if (!a || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
}

async function compose(ctx: AppContext, email: EmailRow): Promise<Composed> {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const event = email.event as NotificationEvent;
  const supplierId = email.supplierId;
  switch (event.kind) {
    case 'new_order':
    case 'top_up_order':
    case 'order_changed':
    case 'order_cancelled': {
      const order = await repo.findOrder(ctx.db, supplierId, event.orderId);
      if (!order) throw new NeedsAttention(`Order ${event.orderId} is not this supplier's or is gone`);
      const url = `${base}/orders/${order.id}`;
      if (event.kind === 'order_cancelled') return { content: orderCancelledEmail(order, url) };
      const content =
        event.kind === 'new_order'
          ? newOrderEmail(order, url)
          : event.kind === 'top_up_order'
            ? topUpOrderEmail(order, url)
            : orderChangedEmail(order, url, event.kind === 'order_changed' ? event.changes : undefined);
      return { content, purchaseOrderOf: order.id };
    }
    case 'new_review': {
      const review = await repo.findReview(ctx.db, supplierId, event.reviewId);
      if (!review) throw new NeedsAttention(`Review ${event.reviewId} is not this supplier's or is gone`);
      return { content: newReviewEmail(review, `${base}/reviews`) };
    }
    case 'details_updated': {
      const venue = await repo.findCustomerVenue(ctx.db, supplierId, event.venueId);
      if (!venue) throw new NeedsAttention(`Venue ${event.venueId} is not a customer of this supplier`);
      return { content: detailsUpdatedEmail(venue, `${base}/customers`, event) };
    }
    case 'daily_summary': {
      const summary = await repo.summaryOfDay(ctx.db, supplierId, event.day);
      const supplier = await suppliers.findSupplier(ctx.db, supplierId);
      const asAt = instantLabel(new Date(), timeZoneForState(supplier?.state ?? null));
      const content = dailySummaryEmail({ day: event.day, asAt, ...summary }, `${base}/orders`);
      return { content, bulk: true };
    }
  }
}

export const LOGO_CID = 'supplier-logo';

/** The supplier's logo for an e-mail's brand (inline by CID), or null. */
export async function logoOf(
  ctx: AppContext,
  supplierId: number,
  image: string | null,
): Promise<Buffer | null> {
  const key = image ? storeImageKey(supplierId, 'logo', image) : null;
  if (!key) return null;
  try {
    return await ctx.files.get(key);
  } catch {
    return null;
  }
}

export function purchaseOrderFilename(orderId: number) {
  return `purchase-order-${orderId}.pdf`;
}

/** The whole message: MJML → HTML, the plain text, the logo inline by CID, the purchase order PDF. */
async function renderMessage(
  ctx: AppContext,
  email: EmailRow,
  composed: Composed,
  supplier: NonNullable<Awaited<ReturnType<typeof suppliers.findSupplier>>>,
  messageId: string,
): Promise<MailMessage> {
  const attachments: MailAttachment[] = [];
  const logo = await logoOf(ctx, supplier.id, supplier.image);
  if (logo)
    attachments.push({ filename: 'logo.jpg', content: logo, contentType: 'image/jpeg', cid: LOGO_CID });
  if (composed.purchaseOrderOf) {
    const orders = await loadDocumentOrders(ctx.db, email.supplierId, [composed.purchaseOrderOf]);
    if (!orders.length) throw new NeedsAttention(`Order ${composed.purchaseOrderOf} is gone`);
    attachments.push({
      filename: purchaseOrderFilename(composed.purchaseOrderOf),
      content: await renderPdf('renderOrderDocuments', 'purchase-order', orders),
      contentType: 'application/pdf',
    });
  }
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const settingsUrl = `${base}/settings?section=notifications`;
  const { html, text } = await renderEmail(composed.content, {
    company: supplier.company,
    logoCid: logo ? LOGO_CID : undefined,
    settingsUrl,
  });
  return {
    to: email.recipients.join(', '),
    subject: composed.content.subject,
    text,
    html,
    messageId,
    attachments,
    ...(composed.bulk ? { headers: { 'List-Unsubscribe': `<${settingsUrl}>` } } : {}),
  };
}

/** One Message-ID per e-mail of the log (its creation time keeps ids apart if a database is ever reset). */
export function notificationMessageId(
  publicUrl: string,
  email: { id: number; supplierId: number; createdAt: Date },
) {
  const host = new URL(publicUrl).hostname || 'portal.local';
  return `<notify-${email.id}-${email.supplierId}-${Math.floor(email.createdAt.getTime() / 1000).toString(36)}@${host}>`;
}

/**
 * The background half, in recorded steps like the e-mailed documents (documents.service.ts):
 *   (start) recipients, subject and attachment name recorded in the log   → 'prepared'
 *   'prepared' → 'handing_over' → handed to the mail server               → 'sent' → done.
 * Nobody to send to → 'skipped'. At most once: a job found at 'handing_over' asks the outbox, or stops
 * for the operator when SMTP cannot tell; the Message-ID is fixed per e-mail. The log row follows
 * each step in the same transaction.
 */
export const notificationEmailHandler =
  (ctx: AppContext): JobHandler =>
  async (raw, job) => {
    const { emailId } = raw as { emailId: number };
    const email = await log.findEmail(ctx.db, emailId);
    if (!email) throw new NeedsAttention(`E-mail ${emailId} is not in the log`);
    return recordingFailure(ctx.db, email.id, job, () => sendSteps(ctx, email, job));
  };

async function sendSteps(ctx: AppContext, initial: EmailRow, job: JobRun) {
  let email = initial;
  const messageId = email.messageId ?? notificationMessageId(ctx.config.publicUrl, email);
  const supplier = await suppliers.findSupplier(ctx.db, email.supplierId);
  if (!supplier) throw new NeedsAttention(`Supplier ${email.supplierId} is gone`);
  if (job.step === null) {
    const composed = await compose(ctx, email);
    const recipients = await recipientsOf(ctx, email, supplier.email);
    if (!recipients.length) {
      await job.advance('skipped', (tx) =>
        log.updateEmail(tx, email.id, {
          subject: composed.content.subject,
          status: 'skipped',
          error: 'No recipient for this e-mail in Settings',
        }),
      );
      return { skipped: true };
    }
    await job.advance('prepared', (tx) =>
      log.updateEmail(tx, email.id, {
        subject: composed.content.subject,
        recipients,
        attachment: composed.purchaseOrderOf ? purchaseOrderFilename(composed.purchaseOrderOf) : null,
        messageId,
      }),
    );
    job.checkpoint('prepared');
  }
  const markSent = (tx: DbOrTx) => log.updateEmail(tx, email.id, { status: 'sent', error: null, sent: true });
  if (job.step === 'handing_over') await resumeHandOver(ctx.mailer, job, messageId, 'prepared', markSent);
  if (job.step === 'prepared') {
    email = (await log.findEmail(ctx.db, email.id)) ?? email;
    const message = await renderMessage(ctx, email, await compose(ctx, email), supplier, messageId);
    await handOverMail(ctx.mailer, job, message, messageId, 'prepared');
    await job.advance('sent', markSent);
  }
  if (job.step === 'skipped') return { skipped: true };
  if (job.step !== 'sent') throw new NeedsAttention(`Unknown step ${job.step}`);
  return { messageId };
}
