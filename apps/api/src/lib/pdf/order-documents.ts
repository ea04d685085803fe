import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../lazy.ts';
import { formatCents, gstOfInc, timeZoneForState, calendarDayLabel } from '@portal/domain';
import { drawTable, ensureSpace, MARGIN, type Column } from './pdf-table.ts';
import type { DocumentLine, DocumentOrder, DocumentType } from './document-order.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const DOCUMENT_TITLES: Record<DocumentType, string> = {
  invoice: 'Tax Invoice',
  'delivery-docket': 'Delivery Docket',
  'purchase-order': 'Purchase Order',
  'delivery-instructions': 'Delivery Instructions',
};

const qty = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, ''));

function dateTime(d: Date, state: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: timeZoneForState(state),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
}

/** What was supplied: the final quantity and total once processed, else what was ordered. */
export function suppliedLine(line: DocumentLine) {
  const quantity = line.finalQuantityPriced ?? line.originalQuantityPriced;
  const total = line.finalTotalIncGst ?? line.originalTotalIncGst;
  const gst = line.hasGst ? gstOfInc(total) : 0;
  return { quantity, total, gst, ex: total - gst };
}

/** Invoice totals from the supplied lines: GST per line, summed, so lines and totals always agree. */
export function invoiceTotals(order: DocumentOrder) {
  const lines = order.lines.map(suppliedLine).filter((l) => l.quantity > 0);
  const inc = lines.reduce((s, l) => s + l.total, 0);
  const gst = lines.reduce((s, l) => s + l.gst, 0);
  return { inc, gst, ex: inc - gst };
}

function header(doc: Doc, order: DocumentOrder, type: DocumentType): number {
  const s = order.supplier;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1b5e20').text(DOCUMENT_TITLES[type], MARGIN, MARGIN);
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(s.company, 330, MARGIN, { width: 225, align: 'right' });
  doc.font('Helvetica').fontSize(8.5);
  const supplierLines = [
    s.abn ? `ABN ${s.abn}` : null,
    [s.street, [s.suburb, s.state, s.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    [s.phone, s.email].filter(Boolean).join(' · '),
  ].filter((l): l is string => !!l);
  doc.text(supplierLines.join('\n'), 330, MARGIN + 16, { width: 225, align: 'right' });

  let y = MARGIN + 34;
  doc.font('Helvetica-Bold').fontSize(10).text(`Order #${order.orderId}`, MARGIN, y);
  y += 14;
  doc.font('Helvetica').fontSize(8.5);
  const facts = [
    type === 'invoice' ? `Invoice number: INV-${order.orderId}` : null,
    `Order date: ${dateTime(order.dateAdded, s.state)}`,
    `Delivery date: ${calendarDayLabel(order.deliveryDate)}`,
    order.supplierReference ? `Supplier order ID: ${order.supplierReference}` : null,
    `Status: ${order.orderStatus.charAt(0)}${order.orderStatus.slice(1).toLowerCase()}`,
  ].filter((l): l is string => !!l);
  doc.text(facts.join('\n'), MARGIN, y, { width: 260 });
  y += facts.length * 11 + 10;

  const t = order.shipTo;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(type === 'invoice' ? 'Bill to / Deliver to' : 'Deliver to', MARGIN, y);
  doc.font('Helvetica').fontSize(8.5);
  const shipLines = [
    t.company,
    t.address,
    [t.city, t.state, t.postcode].filter(Boolean).join(' '),
    [t.firstName, t.lastName].filter(Boolean).join(' '),
    t.phone,
    t.email,
  ].filter((l): l is string => !!l);
  doc.text(shipLines.join('\n'), MARGIN, y + 12, { width: 260 });
  return Math.max(y + 12 + shipLines.length * 11, doc.y) + 14;
}

function footerNote(doc: Doc, text: string, y: number): number {
  y = ensureSpace(doc, y, 40);
  doc.font('Helvetica').fontSize(8).fillColor('#444').text(text, MARGIN, y, { width: 515 });
  doc.fillColor('#000');
  return doc.y + 8;
}

function renderInvoice(doc: Doc, order: DocumentOrder) {
  let y = header(doc, order, 'invoice');
  const columns: Column[] = [
    { header: 'SKU', width: 60 },
    { header: 'Description', width: 165 },
    { header: 'Qty', width: 45, align: 'right' },
    { header: 'Unit', width: 40 },
    { header: 'Unit price (inc GST)', width: 70, align: 'right' },
    { header: 'GST', width: 60, align: 'right' },
    { header: 'Total (inc GST)', width: 75, align: 'right' },
  ];
  const rows = order.lines
    .map((line) => ({ line, s: suppliedLine(line) }))
    .filter(({ s }) => s.quantity > 0)
    .map(({ line, s }) => [
      line.sku ?? '',
      `${line.name}${line.hasGst ? '' : ' *'}${line.substitution ? ' (substitute)' : ''}`,
      qty(s.quantity),
      line.unitOfPrice,
      formatCents(line.priceIncGst),
      formatCents(s.gst),
      formatCents(s.total),
    ]);
  y = drawTable(doc, columns, rows, y);
  const totals = invoiceTotals(order);
  y = ensureSpace(doc, y + 8, 60);
  const label = (text: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(text, 330, y, { width: 130, align: 'right' });
    doc.text(value, 460, y, { width: 95, align: 'right' });
    y += bold ? 15 : 13;
  };
  label('Total ex GST', formatCents(totals.ex));
  label('GST', formatCents(totals.gst));
  label('Total inc GST', formatCents(totals.inc), true);
  y = footerNote(
    doc,
    '* GST-free item. Prices include GST where it applies; GST is one eleventh of a GST-inclusive price.',
    y + 6,
  );
  const s = order.supplier;
  if (order.payment === 'credit_card')
    footerNote(doc, 'Payment: paid by credit card through the marketplace.', y);
  else if (s.bsb && s.accountNumber) {
    footerNote(
      doc,
      `Payment: please pay ${s.accountName ?? s.company}, BSB ${s.bsb}, account ${s.accountNumber}, reference INV-${order.orderId}.`,
      y,
    );
  }
}

function tickBox(doc: Doc) {
  return (x: number, y: number, w: number) => {
    doc
      .rect(x + (w - 10) / 2, y + 5, 10, 10)
      .strokeColor('#333')
      .stroke();
  };
}

function renderDeliveryDocket(doc: Doc, order: DocumentOrder) {
  let y = header(doc, order, 'delivery-docket');
  const columns: Column[] = [
    { header: 'Tick', width: 25, align: 'center' },
    { header: 'SKU', width: 65 },
    { header: 'Product', width: 200 },
    { header: 'Portion', width: 70 },
    { header: 'Ordered', width: 75, align: 'right' },
    { header: 'Supplied', width: 80, align: 'right' },
  ];
  const rows = order.lines.map((line) => {
    const supplied = line.finalQuantityPriced ?? line.originalQuantityPriced;
    return [
      tickBox(doc),
      line.sku ?? '',
      `${line.name}${line.reason ? ` — ${line.reason}` : ''}`,
      `${qty(line.portionSize)} ${line.unitOfPortion}`,
      `${qty(line.originalQuantityPriced)} ${line.unitOfPrice}`,
      `${qty(supplied)} ${line.unitOfPrice}`,
    ];
  });
  y = drawTable(doc, columns, rows, y);
  if (order.deliveryComment) y = footerNote(doc, `Comments: ${order.deliveryComment}`, y + 10);
  y = ensureSpace(doc, y + 20, 50);
  doc.font('Helvetica').fontSize(9);
  doc.text(
    'Received by: ______________________________    Signature: ____________________    Time: __________',
    MARGIN,
    y + 10,
  );
}

function renderPurchaseOrder(doc: Doc, order: DocumentOrder) {
  let y = header(doc, order, 'purchase-order');
  const columns: Column[] = [
    { header: 'SKU', width: 65 },
    { header: 'Product', width: 190 },
    { header: 'Portion', width: 70 },
    { header: 'Qty', width: 55, align: 'right' },
    { header: 'Unit price (inc GST)', width: 65, align: 'right' },
    { header: 'Total (inc GST)', width: 70, align: 'right' },
  ];
  const rows = order.lines
    .filter((l) => !l.substitution)
    .map((line) => [
      line.sku ?? '',
      line.name,
      `${qty(line.portionSize)} ${line.unitOfPortion}`,
      `${qty(line.originalQuantityPriced)} ${line.unitOfPrice}`,
      formatCents(line.priceIncGst),
      formatCents(line.originalTotalIncGst),
    ]);
  y = drawTable(doc, columns, rows, y);
  y = ensureSpace(doc, y + 8, 30);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Order total (inc GST)', 330, y, { width: 130, align: 'right' });
  doc.text(formatCents(order.originalTotalIncGst), 460, y, { width: 95, align: 'right' });
  y += 18;
  if (order.orderStatus === 'CANCELLED')
    footerNote(doc, `Cancelled: ${order.cancellationComment ?? 'No cancellation notes supplied'}`, y);
}

function renderDeliveryInstructions(doc: Doc, order: DocumentOrder) {
  let y = header(doc, order, 'delivery-instructions');
  const t = order.shipTo;
  const items: Array<[string, string]> = [
    ['Delivery date', calendarDayLabel(order.deliveryDate)],
    ['Contact', [t.firstName, t.lastName].filter(Boolean).join(' ') || '—'],
    ['Phone', t.phone ?? '—'],
    ['Liquor licence', order.liquorLicence ?? 'None supplied'],
    ['Instructions', order.deliveryComment ?? 'No comments on this order.'],
    ['Lines', String(order.lines.length)],
  ];
  for (const [k, v] of items) {
    y = ensureSpace(doc, y, 30);
    doc.font('Helvetica-Bold').fontSize(10).text(k, MARGIN, y, { width: 120 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(v, MARGIN + 130, y, { width: 385 });
    y = Math.max(doc.y, y + 14) + 6;
  }
}

const RENDERERS: Record<DocumentType, (doc: Doc, order: DocumentOrder) => void> = {
  invoice: renderInvoice,
  'delivery-docket': renderDeliveryDocket,
  'purchase-order': renderPurchaseOrder,
  'delivery-instructions': renderDeliveryInstructions,
};

/** One PDF holding the document of each order, each order starting on its own page. */
export async function renderOrderDocuments(type: DocumentType, orders: DocumentOrder[]): Promise<Buffer> {
  const PdfKit = await loadPdfKit();
  const doc = new PdfKit({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${DOCUMENT_TITLES[type]} ${orders.map((o) => `#${o.orderId}`).join(', ')}`.slice(0, 200),
      Producer: 'Supplier Portal',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  orders.forEach((order, i) => {
    if (i > 0) doc.addPage();
    RENDERERS[type](doc, order);
  });
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#777')
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN - 8, {
        width: 515,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
