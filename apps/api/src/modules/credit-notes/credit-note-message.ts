import type { AppContext } from '../../lib/context.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import { NeedsAttention } from '../../lib/jobs.ts';
import type { MailAttachment, MailMessage } from '../../lib/mail.ts';
import { LOGO_CID, logoOf } from '../notifications/notifications.service.ts';
import { renderEmail } from '../notifications/templates/layout.ts';
import { creditNoteDocument } from './credit-note-document.repository.ts';
import { creditNoteRecipients, type CreditNoteAudience } from './credit-note-email.repository.ts';
import { creditNoteEmail } from './credit-note-email.ts';
import { creditNoteFilename, renderCreditNotePdf } from './credit-note-pdf.ts';

/** Which note's e-mail, to whom (the payload of its job). */
export type CreditNoteEmailOf = { supplierId: number; creditNoteId: number; audience: CreditNoteAudience };

/** The note's e-mail before it is rendered: its recipients (none: nobody to send it to), content and PDF name. */
export async function prepareCreditNoteEmail(ctx: AppContext, p: CreditNoteEmailOf) {
  const supplier = await suppliers.findSupplier(ctx.db, p.supplierId);
  if (!supplier) throw new NeedsAttention(`Supplier ${p.supplierId} is gone`);
  const note = await creditNoteDocument(ctx.db, p.supplierId, p.creditNoteId);
  if (!note) throw new NeedsAttention(`Credit note ${p.creditNoteId} is not this supplier's or is gone`);
  const to = await creditNoteRecipients(ctx.db, p.supplierId, note, supplier.email, p.audience);
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const content = creditNoteEmail(note, p.audience, `${base}/orders/${note.order.orderId}`);
  return { supplier, note, to, content, filename: creditNoteFilename(note) };
}
type PreparedEmail = Awaited<ReturnType<typeof prepareCreditNoteEmail>>;

/** The whole message: the note's e-mail in the portal's layout, the supplier's logo and the note's PDF. */
export async function creditNoteMessage(
  ctx: AppContext,
  { supplier, note, to, content, filename }: PreparedEmail,
  messageId: string,
): Promise<MailMessage> {
  const base = ctx.config.publicUrl.replace(/\/+$/, '');
  const logo = await logoOf(ctx, supplier.id, supplier.image);
  const { html, text } = await renderEmail(content, {
    company: supplier.company,
    logoCid: logo ? LOGO_CID : undefined,
    settingsUrl: `${base}/settings?section=notifications`,
  });
  const attachments: MailAttachment[] = logo
    ? [{ filename: 'logo.jpg', content: logo, contentType: 'image/jpeg', cid: LOGO_CID }]
    : [];
  attachments.push({
    filename,
    content: await renderCreditNotePdf(note),
    contentType: 'application/pdf',
  });
  return { to: to.join(', '), subject: content.subject, text, html, messageId, attachments };
}
