import type PDFDocument from 'pdfkit';
import { calendarDayLabel, instantLabel, invoiceDate, invoiceNumber, timeZoneForState } from '@portal/domain';
import { font, text } from './fonts.ts';
import { ensureSpace, MARGIN } from './pdf-table.ts';
import { artifact, tag } from './tags.ts';
import { DOCUMENT_TITLES, type DocumentOrder, type DocumentType } from './document-order.ts';

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = PDFKit.Mixins.TextOptions;

/** Lines one under the other, each its own paragraph for a screen reader (not run together). */
export function lines(doc: Doc, values: string[], x: number, y: number, options: TextOptions) {
  values.forEach((value, i) => {
    const top = i === 0 ? y : doc.y;
    tag(doc, 'P', () => text(doc, value, x, top, options));
  });
}

/** The issuer: name, ABN, address and contact, top right. */
export function supplierBlock(doc: Doc, s: DocumentOrder['supplier']) {
  font(doc, 'bold').fontSize(11).fillColor('#000');
  tag(doc, 'P', () => text(doc, s.company, 330, MARGIN, { width: 225, align: 'right' }));
  font(doc).fontSize(8.5);
  const supplierLines = [
    s.abn ? `ABN ${s.abn}` : null,
    [s.street, [s.suburb, s.state, s.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    [s.phone, s.email].filter(Boolean).join(' · '),
  ].filter((l): l is string => !!l);
  lines(doc, supplierLines, 330, MARGIN + 16, { width: 225, align: 'right' });
}

/** The facts under the title: invoice number and date first on a tax invoice. */
function facts(order: DocumentOrder, type: DocumentType): string[] {
  const state = order.supplier.state;
  return [
    type === 'invoice' ? `Invoice number: ${invoiceNumber(order.orderId)}` : null,
    type === 'invoice' ? `Invoice date: ${calendarDayLabel(invoiceDate(order, state))}` : null,
    `Order date: ${instantLabel(order.dateAdded, timeZoneForState(state))}`,
    `Delivery date: ${calendarDayLabel(order.deliveryDate)}`,
    order.supplierReference ? `Supplier order ID: ${order.supplierReference}` : null,
    `Status: ${order.orderStatus.charAt(0)}${order.orderStatus.slice(1).toLowerCase()}`,
  ].filter((l): l is string => !!l);
}

/** Title, supplier, the order's facts and who it goes to; answers the y to go on from. */
export function documentHeader(doc: Doc, order: DocumentOrder, type: DocumentType): number {
  font(doc, 'bold').fontSize(18).fillColor('#1b5e20');
  tag(doc, 'H1', () => text(doc, DOCUMENT_TITLES[type], MARGIN, MARGIN));
  supplierBlock(doc, order.supplier);
  let y = MARGIN + 34;
  font(doc, 'bold').fontSize(10).fillColor('#000');
  tag(doc, 'H2', () => text(doc, `Order #${order.orderId}`, MARGIN, y));
  y += 14;
  font(doc).fontSize(8.5);
  lines(doc, facts(order, type), MARGIN, y, { width: 260 });
  y = Math.max(doc.y, y) + 10;

  const t = order.shipTo;
  font(doc, 'bold').fontSize(9);
  tag(doc, 'H2', () => text(doc, type === 'invoice' ? 'Bill to / Deliver to' : 'Deliver to', MARGIN, y));
  font(doc).fontSize(8.5);
  const shipLines = [
    t.company,
    type === 'invoice' && order.venueAbn ? `ABN ${order.venueAbn}` : null,
    t.address,
    [t.city, t.state, t.postcode].filter(Boolean).join(' '),
    [t.firstName, t.lastName].filter(Boolean).join(' '),
    t.phone,
    t.email,
  ].filter((l): l is string => !!l);
  lines(doc, shipLines, MARGIN, y + 12, { width: 260 });
  return Math.max(y + 12, doc.y) + 14;
}

/** A small grey paragraph across the page. */
export function footerNote(doc: Doc, note: string, y: number): number {
  y = ensureSpace(doc, y, 40);
  font(doc).fontSize(8).fillColor('#444');
  tag(doc, 'P', () => text(doc, note, MARGIN, y, { width: 515 }));
  doc.fillColor('#000');
  return doc.y + 8;
}

/**
 * "Page i of n" (after `prefix`) at the foot of every buffered page, as a pagination artifact a screen
 * reader skips. The footer sits in the bottom margin: without lifting it pdfkit would start a new page.
 */
export function numberPages(doc: Doc, prefix = ''): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    font(doc).fontSize(7).fillColor('#777');
    const page = `${prefix}Page ${i + 1} of ${range.count}`;
    artifact(
      doc,
      () =>
        text(doc, page, MARGIN, doc.page.height - MARGIN - 8, {
          width: 515,
          align: 'right',
          lineBreak: false,
        }),
      'Pagination',
    );
  }
}
