import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../lazy.ts';
import {
  calendarDayLabel,
  formatAmountOfUnit,
  formatCents,
  instantLabel,
  plainQuantity,
  timeZoneForState,
} from '@portal/domain';
import { documentHeader, footerNote, numberPages } from './document-parts.ts';
import { renderInvoice } from './invoice.ts';
import { DEFAULT_FONT, font, text } from './fonts.ts';
import { drawTable, ensureSpace, MARGIN, type Column } from './pdf-table.ts';
import { endStructure, group, startStructure, tag, TAGGED_PDF } from './tags.ts';
import { DOCUMENT_TITLES, type DocumentOrder, type DocumentType } from './document-order.ts';

/** '6 boxes', '1.5 kg': a quantity to 3 decimals with its unit, pluralised. */
const amount = (n: number, unit: string) => formatAmountOfUnit(plainQuantity(n), unit);

type Doc = InstanceType<typeof PDFDocument>;

function tickBox(doc: Doc) {
  return (x: number, y: number, w: number) => {
    doc
      .rect(x + (w - 10) / 2, y + 5, 10, 10)
      .strokeColor('#333')
      .stroke();
  };
}

function renderDeliveryDocket(doc: Doc, order: DocumentOrder) {
  let y = documentHeader(doc, order, 'delivery-docket');
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
      amount(line.portionSize, line.unitOfPortion),
      amount(line.originalQuantityPriced, line.unitOfPrice),
      amount(supplied, line.unitOfPrice),
    ];
  });
  y = drawTable(doc, columns, rows, y);
  if (order.deliveryComment) y = footerNote(doc, `Comments: ${order.deliveryComment}`, y + 10);
  y = ensureSpace(doc, y + 20, 50);
  font(doc).fontSize(9);
  tag(doc, 'P', () =>
    text(
      doc,
      'Received by: ______________________________    Signature: ____________________    Time: __________',
      MARGIN,
      y + 10,
    ),
  );
}

function renderPurchaseOrder(doc: Doc, order: DocumentOrder) {
  let y = documentHeader(doc, order, 'purchase-order');
  const columns: Column[] = [
    { header: 'SKU', width: 60 },
    { header: 'Product', width: 165 },
    { header: 'Portion', width: 65 },
    { header: 'Qty', width: 55, align: 'right' },
    { header: 'Unit price (inc GST)', width: 95, align: 'right' },
    { header: 'Total (inc GST)', width: 75, align: 'right' },
  ];
  const rows = order.lines
    .filter((l) => !l.substitution)
    .map((line) => [
      line.sku ?? '',
      line.name,
      amount(line.portionSize, line.unitOfPortion),
      amount(line.originalQuantityPriced, line.unitOfPrice),
      formatCents(line.priceIncGst),
      formatCents(line.originalTotalIncGst),
    ]);
  y = drawTable(doc, columns, rows, y);
  y = ensureSpace(doc, y + 8, 30);
  font(doc, 'bold').fontSize(10);
  tag(doc, 'P', () => {
    text(doc, 'Order total (inc GST)', 330, y, { width: 130, align: 'right' });
    text(doc, formatCents(order.originalTotalIncGst), 460, y, { width: 95, align: 'right' });
  });
  y += 18;
  if (order.orderStatus === 'CANCELLED')
    footerNote(doc, `Cancelled: ${order.cancellationComment ?? 'No cancellation notes supplied'}`, y);
}

function renderDeliveryInstructions(doc: Doc, order: DocumentOrder) {
  let y = documentHeader(doc, order, 'delivery-instructions');
  const t = order.shipTo;
  const items: Array<[string, string]> = [
    ['Delivery date', calendarDayLabel(order.deliveryDate)],
    ['Contact', [t.firstName, t.lastName].filter(Boolean).join(' ') || '—'],
    ['Phone', t.phone ?? '—'],
    ['Liquor licence', order.liquorLicence ?? 'None supplied'],
    ['Instructions', order.deliveryComment ?? 'No comments on this order.'],
    ['Lines', String(order.lines.length)],
    // The order's history: what the driver would have been given before the venue's update.
    ...(order.previousDetails ?? []).map(({ at, details }): [string, string] => [
      'Previous details',
      `Until ${instantLabel(at, timeZoneForState(order.supplier.state))}: ${details.address}; ${details.contact}; ${details.phone}`,
    ]),
  ];
  for (const [k, v] of items) {
    y = ensureSpace(doc, y, 30);
    tag(doc, 'P', () => {
      font(doc, 'bold').fontSize(10);
      text(doc, k, MARGIN, y, { width: 120 });
      font(doc).fontSize(10);
      text(doc, v, MARGIN + 130, y, { width: 385 });
    });
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
    ...TAGGED_PDF,
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: DEFAULT_FONT,
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
  startStructure(doc);
  orders.forEach((order, i) => {
    if (i > 0) doc.addPage();
    group(doc, 'Sect', () => RENDERERS[type](doc, order));
  });
  numberPages(doc);
  endStructure(doc);
  doc.end();
  return done;
}
