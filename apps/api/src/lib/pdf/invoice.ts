import type PDFDocument from 'pdfkit';
import {
  calendarDayLabel,
  formatAmountOfUnit,
  formatCents,
  invoiceDate,
  invoiceDueDate,
  invoiceNumber,
  paymentTerms,
  plainQuantity,
} from '@portal/domain';
import { documentHeader, footerNote } from './document-parts.ts';
import { font, text } from './fonts.ts';
import { drawTable, ensureSpace, type Column } from './pdf-table.ts';
import { tag } from './tags.ts';
import type { DocumentOrder } from './document-order.ts';
import { invoiceTotals, suppliedLine, suppliedLines } from './invoice-lines.ts';

type Doc = InstanceType<typeof PDFDocument>;

const COLUMNS: Column[] = [
  { header: 'SKU', width: 55 },
  { header: 'Description', width: 145 },
  { header: 'Qty', width: 55, align: 'right' },
  { header: 'Unit price (inc GST)', width: 95, align: 'right' },
  { header: 'GST', width: 80, align: 'right' },
  { header: 'Total (inc GST)', width: 85, align: 'right' },
];

function lineRows(order: DocumentOrder): string[][] {
  return suppliedLines(order)
    .map((line) => ({ line, s: suppliedLine(line) }))
    .map(({ line, s }) => [
      line.sku ?? '',
      `${line.name}${line.substitution ? ' (substitute)' : ''}`,
      formatAmountOfUnit(plainQuantity(s.quantity), line.unitOfPrice),
      formatCents(line.priceIncGst),
      line.hasGst ? formatCents(s.gst) : 'GST-free',
      formatCents(s.total),
    ]);
}

/**
 * The tax invoice, with every item of the ATO's list: the words 'Tax Invoice', the supplier's name and
 * ABN, the invoice date, the buyer (name and address), each item with quantity and price, the GST of
 * each line and in total, how much of the sale is taxable, and the total; then the terms and due date.
 */
export function renderInvoice(doc: Doc, order: DocumentOrder) {
  let y = drawTable(doc, COLUMNS, lineRows(order), documentHeader(doc, order, 'invoice'));
  const totals = invoiceTotals(order);
  y = ensureSpace(doc, y + 8, 90);
  const label = (name: string, value: string, bold = false) => {
    font(doc, bold ? 'bold' : 'regular').fontSize(bold ? 10 : 9);
    tag(doc, 'P', () => {
      text(doc, name, 300, y, { width: 160, align: 'right' });
      text(doc, value, 460, y, { width: 95, align: 'right' });
    });
    y += bold ? 15 : 13;
  };
  label('Taxable sales (inc GST)', formatCents(totals.taxable));
  label('GST-free sales', formatCents(totals.free));
  label('Total ex GST', formatCents(totals.ex));
  label('GST', formatCents(totals.gst));
  label('Total inc GST', formatCents(totals.inc), true);
  y = footerNote(
    doc,
    'Lines marked GST-free are not taxable sales; every other line is a taxable sale and its price includes GST (one eleventh of a GST-inclusive price).',
    y + 6,
  );
  paymentNote(doc, order, y);
}

function paymentNote(doc: Doc, order: DocumentOrder, y: number) {
  const s = order.supplier;
  const issued = invoiceDate(order, s.state);
  const due = calendarDayLabel(invoiceDueDate(order.payment, issued, order.deliveryDate));
  const number = invoiceNumber(order.orderId);
  if (order.payment !== 'pay_later') {
    footerNote(doc, `Terms: ${paymentTerms(order.payment)}. Paid on ${calendarDayLabel(issued)}.`, y);
    return;
  }
  const bank =
    s.bsb && s.accountNumber
      ? ` Please pay ${s.accountName ?? s.company}, BSB ${s.bsb}, account ${s.accountNumber}, reference ${number}.`
      : ` Please quote ${number} with your payment.`;
  footerNote(doc, `Terms: ${paymentTerms(order.payment)}. Due date: ${due}.${bank}`, y);
}
