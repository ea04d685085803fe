import { calendarDayLabel, formatCents } from '@portal/domain';
import type { CreditNoteDocument } from '../../lib/pdf/credit-note-document.ts';
import type { EmailContent } from '../notifications/templates/layout.ts';
import type { CreditNoteAudience } from './credit-note-email.repository.ts';

/** The e-mail's subject: the note's number and the invoice it adjusts. */
const creditNoteSubject = (note: CreditNoteDocument) =>
  `Adjustment note ${note.number} for invoice ${note.invoice.number}`;

/**
 * The e-mail that carries an adjustment note (its PDF attached): what it credits and why, in the layout
 * every e-mail has. The supplier's copy has a button to the order; the venue's has none (no portal login).
 */
export function creditNoteEmail(
  note: CreditNoteDocument,
  audience: CreditNoteAudience,
  orderUrl: string,
): EmailContent {
  const total = formatCents(note.totalIncGst);
  const invoice = `tax invoice ${note.invoice.number} of ${calendarDayLabel(note.invoice.date)}`;
  return {
    subject: `${creditNoteSubject(note)} from ${note.supplier.company}`,
    preview: `A credit of ${total} (inc GST) against ${invoice}.`,
    heading: `Adjustment note ${note.number}`,
    paragraphs: [
      `${note.supplier.company} issued adjustment note ${note.number} to ${note.venue.name}: a credit of ${total} (inc GST) against ${invoice}, for order #${note.order.orderId}. The adjustment note is attached as a PDF.`,
      ...(note.note ? [`Note: ${note.note}`] : []),
    ],
    rows: [
      ['Adjustment note', note.number],
      ['Date of issue', calendarDayLabel(note.issueDate)],
      ['Adjusts tax invoice', `${note.invoice.number} (${calendarDayLabel(note.invoice.date)})`],
      ['Credit ex GST', formatCents(note.totalIncGst - note.gst)],
      ['GST adjustment', formatCents(note.gst)],
      ['Total credit (inc GST)', total],
    ],
    table: {
      head: ['Product', 'Reason', 'Credit (inc GST)'],
      rows: note.lines.map((l) => [
        l.name,
        l.comment ? `${l.reason}: ${l.comment}` : l.reason,
        formatCents(l.amountIncGst),
      ]),
      numeric: [2],
    },
    ...(audience === 'supplier' ? { action: { label: 'View the order', url: orderUrl } } : {}),
    footer:
      audience === 'venue'
        ? `You receive this e-mail because ${note.supplier.company} credited an order delivered to ${note.venue.name}. Keep the attached adjustment note with the tax invoice it adjusts.`
        : 'You receive this e-mail because your address is an order recipient in the supplier portal’s Settings and an adjustment note was raised on one of your orders.',
  };
}
