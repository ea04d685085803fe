import { Readable } from 'node:stream';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { strToU8, zipSync } from 'fflate';
import {
  DIRECT_PDF_LIMIT,
  DOCUMENT_MESSAGES,
  documentProblem,
  EMAIL_BATCHES_PER_HOUR,
  EMAIL_BATCHES_WAITING,
  EMAIL_PDF_LIMIT,
  ERROR_CODES,
  formatCents,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { toCsvInTurns } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueWithinLimits, NeedsAttention, type JobHandler } from '../../lib/jobs.ts';
import { handOverMail, resumeHandOver } from '../../lib/mail-hand-over.ts';
import { documentsEmail, type DocumentsEmailJob } from './documents-email.ts';
import type { DocumentType } from '../../lib/pdf/document-order.ts';
import { DOCUMENT_TITLES } from '../../lib/pdf/document-order.ts';
import { renderPdf } from '../../lib/pdf-pool/pdf-pool.ts';
import { DOWNLOAD_LINK_TTL_SECONDS, newDownloadToken, verifyDownload } from '../../lib/signed-url.ts';
import { groupBy } from '../../lib/group-by.ts';
import { heavyReads } from '../../lib/turns.ts';
import * as repo from './documents.repository.ts';

const PLURAL_FILE: Record<DocumentType, string> = {
  invoice: 'invoices',
  'delivery-docket': 'delivery-dockets',
  'purchase-order': 'purchase-orders',
  'delivery-instructions': 'delivery-instructions',
};

/**
 * Refuses the whole request unless every order is the supplier's and can have the document. Reads
 * statuses only: a 500-order batch's lines loaded here held the embedded database for most of a second.
 */
export async function checkEligible(ctx: AppContext, actor: Actor, type: DocumentType, ids: number[]) {
  if (!ids.length) throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.noOrders);
  const orders = await repo.orderStatuses(ctx.db, actor.supplierId, ids);
  // Any id that is not this supplier's refuses the whole batch, without saying which exist elsewhere.
  if (orders.length !== ids.length) throw AppError.notFound('Order');
  const refused = orders.find((o) => documentProblem(type, o.orderStatus));
  if (refused) {
    throw AppError.fields([
      {
        param: 'orderIds',
        message: documentProblem(type, refused.orderStatus)!,
        code: ERROR_CODES.ineligibleOrders,
      },
    ]);
  }
}

export async function renderDirect(ctx: AppContext, actor: Actor, type: DocumentType, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  if (ids.length > DIRECT_PDF_LIMIT) throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.tooManyDirect);
  await checkEligible(ctx, actor, type, ids);
  const orders = await repo.loadDocumentOrders(ctx.db, actor.supplierId, ids);
  const pdf = await renderPdf('renderOrderDocuments', type, orders);
  const filename =
    orders.length === 1
      ? `${type}-${orders[0]!.orderId}.pdf`
      : `${PLURAL_FILE[type]}-${orders.map((o) => o.orderId).join('-')}.pdf`;
  return {
    pdf,
    filename: filename.length > 120 ? `${PLURAL_FILE[type]}-${orders.length}-orders.pdf` : filename,
  };
}

export const DOCUMENTS_EMAIL_JOB = 'documents.email';

export async function queueEmail(
  ctx: AppContext,
  actor: Actor,
  type: DocumentType,
  orderIds: number[],
  email: string,
) {
  const ids = [...new Set(orderIds)];
  if (ids.length > EMAIL_PDF_LIMIT) throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.tooManyEmail);
  // Check ownership and eligibility now, so the person hears of a problem at once, not by e-mail.
  await checkEligible(ctx, actor, type, ids);
  const payload: DocumentsEmailJob = { type, orderIds: ids, email, supplierId: actor.supplierId };
  const queued = await enqueueWithinLimits(ctx.db, DOCUMENTS_EMAIL_JOB, payload, actor.supplierId, {
    waiting: EMAIL_BATCHES_WAITING,
    perHour: EMAIL_BATCHES_PER_HOUR,
  });
  if ('limit' in queued) {
    const message =
      queued.limit === 'waiting' ? DOCUMENT_MESSAGES.batchesWaiting : DOCUMENT_MESSAGES.batchesPerHour;
    throw new AppError(429, [{ param: '', message, code: ERROR_CODES.rateLimited }]);
  }
  const jobId = queued.id;
  ctx.wakeJobs?.();
  return {
    jobId,
    message: `We'll e-mail a link to your ${DOCUMENT_TITLES[type].toLowerCase()}s to ${email} shortly.`,
  };
}

/**
 * The background half, in recorded steps so a restart resumes where the last worker stopped:
 *   (start) render, store the PDF's parts, then its job_files row → 'rendered'
 *   'rendered' → 'handing_over' → e-mail handed over    → 'sent' → done.
 * At most once: a job found at 'handing_over' may or may not have been sent. The outbox can tell
 * (its file is named by the Message-ID); SMTP cannot, so the job stops as needs_attention for the
 * operator instead of sending a second e-mail. The Message-ID is fixed per job, so a mail system
 * that sees the same message twice can drop the copy.
 */
export const documentsEmailHandler =
  (ctx: AppContext): JobHandler =>
  async (raw, job) => {
    const payload = raw as DocumentsEmailJob;
    const messageId = documentsMessageId(ctx.config.publicUrl, job);
    if (job.step === null) {
      job.checkpoint('rendering');
      const orders = await loadInSlices(ctx, payload.supplierId, payload.orderIds);
      const pdf = await renderPdf('renderOrderDocuments', payload.type, orders);
      const stored = await storeInParts(ctx, pdf);
      job.checkpoint('stored');
      await job.advance('rendered', (tx) =>
        repo.saveJobFile(tx, {
          jobId: job.id,
          ...stored,
          filename: `${PLURAL_FILE[payload.type]}-${orders.length}-orders.pdf`,
          ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS,
        }),
      );
      job.checkpoint('rendered');
    }
    if (job.step === 'handing_over') await resumeHandOver(ctx.mailer, job, messageId, 'rendered');
    if (job.step === 'rendered') {
      const file = await repo.jobFileLink(ctx.db, job.id);
      if (!file) throw new NeedsAttention('The rendered file is gone (its link expired before it was sent)');
      const message = await documentsEmail(ctx, payload, file, messageId);
      await handOverMail(ctx.mailer, job, message, messageId, 'rendered');
      job.checkpoint('handed_over');
      await job.advance('sent');
      job.checkpoint('sent');
    }
    if (job.step !== 'sent') throw new NeedsAttention(`Unknown step ${job.step}`);
    return { orders: payload.orderIds.length, messageId };
  };

/**
 * Orders per query when a batch loads its orders: each query holds the embedded database's thread briefly,
 * in the process's lane of heavy reads (lib/turns.ts), with a turn of the event loop between slices.
 */
const LOAD_SLICE = 25;

async function loadInSlices(ctx: AppContext, supplierId: number, orderIds: number[]) {
  const orders = [];
  for (let i = 0; i < orderIds.length; i += LOAD_SLICE) {
    await yieldToOthers();
    const slice = orderIds.slice(i, i + LOAD_SLICE);
    orders.push(...(await heavyReads.run(() => repo.loadDocumentOrders(ctx.db, supplierId, slice))));
  }
  return orders;
}

/**
 * Writes a rendered file's parts under a new token, one short statement each in the lane of heavy work,
 * with a turn of the event loop between them; the job's file row that names the token comes after.
 */
async function storeInParts(ctx: AppContext, content: Buffer) {
  const token = newDownloadToken();
  const parts = Math.max(1, Math.ceil(content.byteLength / repo.JOB_FILE_PART_BYTES));
  for (let part = 0; part < parts; part++) {
    await yieldToOthers();
    const bytes = content.subarray(part * repo.JOB_FILE_PART_BYTES, (part + 1) * repo.JOB_FILE_PART_BYTES);
    await heavyReads.run(() => repo.saveJobFilePart(ctx.db, token, part, bytes));
  }
  return { token, parts, size: content.byteLength };
}

/** One Message-ID per job (its creation time keeps ids apart if a database is ever reset). */
export function documentsMessageId(
  publicUrl: string,
  job: { id: number; supplierId: number | null; createdAt: Date },
) {
  const host = new URL(publicUrl).hostname || 'portal.local';
  return `<job-${job.id}-${job.supplierId ?? 0}-${Math.floor(job.createdAt.getTime() / 1000).toString(36)}@${host}>`;
}

/** An e-mailed file, by the token of a valid signed link; 403 for a bad or expired link, 404 once purged. */
export async function downloadJobFile(ctx: AppContext, token: string, query: { exp?: number; sig?: string }) {
  if (!verifyDownload(token, query.exp, query.sig, ctx.config.jwtSecret)) {
    throw new AppError(403, [
      { param: 'sig', message: DOCUMENT_MESSAGES.linkExpired, code: ERROR_CODES.linkExpired },
    ]);
  }
  const file = await repo.jobFileByToken(ctx.db, token);
  if (!file) throw AppError.notFound('File');
  return { ...file, content: Readable.from(partsOf(ctx, token, file.parts)) };
}

/** A file's bytes part by part, each read in the lane of heavy work (a 15 MB file is 60 short reads). */
async function* partsOf(ctx: AppContext, token: string, parts: number) {
  for (let part = 0; part < parts; part++) {
    const bytes = await heavyReads.run(() => repo.jobFilePart(ctx.db, token, part));
    if (!bytes) throw new Error(`Part ${part} of a downloaded file is gone`);
    yield bytes;
  }
}

/** The dashboard's pending-orders export: a ZIP with one CSV per delivery date. */
export async function pendingOrdersZip(ctx: AppContext, actor: Actor): Promise<Uint8Array> {
  if (!ctx.config.pendingOrdersExportSupplierIds.includes(actor.supplierId)) {
    throw AppError.forbidden('This export is not enabled for your account');
  }
  const { pending, lines } = await repo.pendingOrdersWithLines(ctx.db, actor.supplierId);
  const byOrder = groupBy(lines, (l) => l.orderId);
  const byDate = groupBy(pending, (o) => o.deliveryDate);
  const headers = [
    'Order ID',
    'Delivery Date',
    'Venue',
    'Customer',
    'Phone',
    'SKU',
    'Product',
    'Portion',
    'Quantity',
    'Unit',
    'Price (inc GST)',
    'Line Total (inc GST)',
    'Comments',
  ];
  const files: Record<string, Uint8Array> = {};
  for (const [date, orders] of byDate) {
    const rows = orders.flatMap((o) =>
      (byOrder.get(o.id) ?? []).map((l) => [
        o.id,
        o.deliveryDate,
        o.shippingCompany,
        [o.shippingFirstname, o.shippingLastname].filter(Boolean).join(' '),
        o.phone,
        l.sku,
        l.name,
        `${l.portionSize} ${l.unitOfPortion}`,
        l.originalQuantityPriced,
        l.unitOfPrice,
        formatCents(l.priceIncGst),
        formatCents(l.originalTotalIncGst),
        o.deliveryComment,
      ]),
    );
    files[`pending_orders_${date}.csv`] = strToU8(await toCsvInTurns(headers, rows));
  }
  if (!pending.length) files['pending_orders.csv'] = strToU8(await toCsvInTurns(headers, []));
  return zipSync(files, { level: 6 });
}
