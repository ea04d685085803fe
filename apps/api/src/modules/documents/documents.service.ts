import { strToU8, zipSync } from 'fflate';
import { formatCents } from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { toCsv } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueJob, type JobHandler } from '../../lib/jobs.ts';
import type { DocumentType } from '../../lib/pdf/document-order.ts';
import { DOCUMENT_TITLES, renderOrderDocuments } from '../../lib/pdf/order-documents.ts';
import { DOWNLOAD_LINK_TTL_SECONDS, signedDownloadPath } from '../../lib/signed-url.ts';
import { groupBy } from '../../lib/group-by.ts';
import * as repo from './documents.repository.ts';

/** Up to 20 orders download directly; larger batches are rendered in the background and e-mailed. */
export const DIRECT_LIMIT = 20;
export const EMAIL_LIMIT = 1000;

export const DOCUMENT_MESSAGES = {
  invoiceOnlyCompleted: 'Please note you can only download Invoices for completed Orders.',
  noDocketForCancelled: 'Please note you cannot download Delivery slips for cancelled orders.',
  tooManyDirect: `Up to ${DIRECT_LIMIT} orders can be downloaded at once. Larger batches are sent by e-mail`,
  tooManyEmail: `Up to ${EMAIL_LIMIT} orders can be sent in one e-mail`,
  noOrders: 'Select at least one order',
} as const;

/** Which statuses each document exists for, with the spec's message when it does not. */
export function ineligibleMessage(type: DocumentType, status: string): string | null {
  if (type === 'invoice' && status !== 'COMPLETED') return DOCUMENT_MESSAGES.invoiceOnlyCompleted;
  if (type === 'delivery-docket' && status === 'CANCELLED') return DOCUMENT_MESSAGES.noDocketForCancelled;
  return null;
}

const PLURAL_FILE: Record<DocumentType, string> = {
  invoice: 'invoices',
  'delivery-docket': 'delivery-dockets',
  'purchase-order': 'purchase-orders',
  'delivery-instructions': 'delivery-instructions',
};

async function loadEligible(ctx: AppContext, actor: Actor, type: DocumentType, orderIds: number[]) {
  const ids = [...new Set(orderIds)];
  if (!ids.length) throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.noOrders);
  const orders = await repo.loadDocumentOrders(ctx.db, actor.supplierId, ids);
  // Any id that is not this supplier's refuses the whole batch, without saying which exist elsewhere.
  if (orders.length !== ids.length) throw AppError.notFound('Order');
  const refused = orders.filter((o) => ineligibleMessage(type, o.orderStatus));
  if (refused.length) {
    throw AppError.fields([
      {
        param: 'orderIds',
        message: ineligibleMessage(type, refused[0]!.orderStatus)!,
        code: 'ineligible_orders',
      },
    ]);
  }
  return orders;
}

export async function renderDirect(ctx: AppContext, actor: Actor, type: DocumentType, orderIds: number[]) {
  if (new Set(orderIds).size > DIRECT_LIMIT)
    throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.tooManyDirect);
  const orders = await loadEligible(ctx, actor, type, orderIds);
  const pdf = await renderOrderDocuments(type, orders);
  const filename =
    orders.length === 1
      ? `${type}-${orders[0]!.orderId}.pdf`
      : `${PLURAL_FILE[type]}-${orders.map((o) => o.orderId).join('-')}.pdf`;
  return {
    pdf,
    filename: filename.length > 120 ? `${PLURAL_FILE[type]}-${orders.length}-orders.pdf` : filename,
  };
}

export type DocumentsEmailJob = { type: DocumentType; orderIds: number[]; email: string; supplierId: number };

export async function queueEmail(
  ctx: AppContext,
  actor: Actor,
  type: DocumentType,
  orderIds: number[],
  email: string,
) {
  const ids = [...new Set(orderIds)];
  if (ids.length > EMAIL_LIMIT) throw AppError.badRequest('orderIds', DOCUMENT_MESSAGES.tooManyEmail);
  // Check ownership and eligibility now, so the person hears of a problem at once, not by e-mail.
  await loadEligible(ctx, actor, type, ids);
  const payload: DocumentsEmailJob = { type, orderIds: ids, email, supplierId: actor.supplierId };
  const jobId = await enqueueJob(ctx.db, 'documents.email', payload, actor.supplierId);
  ctx.wakeJobs?.();
  return {
    jobId,
    message: `We'll e-mail a link to your ${DOCUMENT_TITLES[type].toLowerCase()}s to ${email} shortly.`,
  };
}

/** The background half: render, store privately, e-mail a signed link that expires. */
export const documentsEmailHandler =
  (ctx: AppContext): JobHandler =>
  async (raw, job) => {
    const payload = raw as DocumentsEmailJob;
    const orders = await repo.loadDocumentOrders(ctx.db, payload.supplierId, payload.orderIds);
    const pdf = await renderOrderDocuments(payload.type, orders);
    const key = `documents/${payload.supplierId}/${job.id}-${PLURAL_FILE[payload.type]}.pdf`;
    await ctx.files.put(key, pdf);
    const link = `${ctx.config.publicUrl}${signedDownloadPath(key, ctx.config.jwtSecret)}`;
    const title = `${DOCUMENT_TITLES[payload.type]}s`;
    const expires = new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toLocaleDateString('en-AU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    await ctx.mailer.send({
      to: payload.email,
      subject: `Your ${title.toLowerCase()} for ${orders.length} orders are ready`,
      text: `Hello,\n\nYour ${title.toLowerCase()} for ${orders.length} orders (${orders.map((o) => `#${o.orderId}`).join(', ')}) are ready.\n\nDownload: ${link}\n\nThe link works until ${expires}.\n`,
      html: `<p>Hello,</p><p>Your ${title.toLowerCase()} for ${orders.length} orders are ready.</p><p><a href="${link}">Download the PDF</a></p><p>The link works until ${expires}.</p>`,
    });
    return { key, orders: orders.length, bytes: pdf.length };
  };

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
    files[`pending_orders_${date}.csv`] = strToU8(toCsv(headers, rows));
  }
  if (!pending.length) files['pending_orders.csv'] = strToU8(toCsv(headers, []));
  return zipSync(files, { level: 6 });
}
