import { instantLabel, invoiceNumber, timeZoneForState } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import { NeedsAttention } from '../../lib/jobs.ts';
import type { MailAttachment, MailMessage } from '../../lib/mail.ts';
import { DOCUMENT_TITLES, type DocumentType } from '../../lib/pdf/document-order.ts';
import { signedDownloadPath } from '../../lib/signed-url.ts';
import { LOGO_CID, logoOf } from '../notifications/notifications.service.ts';
import { renderEmail } from '../notifications/templates/layout.ts';

/** A queued e-mail of documents: what the job's payload holds. */
export type DocumentsEmailJob = { type: DocumentType; orderIds: number[]; email: string; supplierId: number };

/**
 * The documents-ready e-mail, in the layout every e-mail has (the supplier's logo and name, a heading,
 * a button, a footer saying why it came): a signed link to the rendered PDF and what it holds.
 */
export async function documentsEmail(
  ctx: AppContext,
  payload: DocumentsEmailJob,
  file: { token: string; expiresAt: Date },
  messageId: string,
): Promise<MailMessage> {
  const supplier = await suppliers.findSupplier(ctx.db, payload.supplierId);
  if (!supplier) throw new NeedsAttention(`Supplier ${payload.supplierId} is gone`);
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const link = `${base}${signedDownloadPath(file.token, file.expiresAt, ctx.config.jwtSecret)}`;
  const title = `${DOCUMENT_TITLES[payload.type]}s`.toLowerCase();
  const count = payload.orderIds.length;
  const expires = instantLabel(file.expiresAt, timeZoneForState(supplier.state));
  const subject = `Your ${title} for ${count} orders are ready`;
  const logo = await logoOf(ctx, supplier.id, supplier.image);
  const { html, text } = await renderEmail(
    {
      subject,
      preview: `Your ${title} for ${count} orders are ready to download until ${expires}.`,
      heading: `Your ${title} are ready`,
      paragraphs: [`Your ${title} for ${count} orders are ready.`, `The link works until ${expires}.`],
      list: {
        title: 'Orders in the PDF',
        items: payload.orderIds.map((id) =>
          payload.type === 'invoice' ? `${invoiceNumber(id)} for order #${id}` : `Order #${id}`,
        ),
        empty: 'None',
      },
      action: { label: 'Download the PDF', url: link },
      footer:
        'You receive this e-mail because you asked the supplier portal to e-mail these documents to this address.',
    },
    {
      company: supplier.company,
      logoCid: logo ? LOGO_CID : undefined,
      settingsUrl: `${base}/settings?section=notifications`,
    },
  );
  const attachments: MailAttachment[] = logo
    ? [{ filename: 'logo.jpg', content: logo, contentType: 'image/jpeg', cid: LOGO_CID }]
    : [];
  return { to: payload.email, messageId, subject, text, html, attachments };
}
