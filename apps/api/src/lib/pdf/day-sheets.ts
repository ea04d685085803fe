import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../lazy.ts';
import { formatCents, calendarDayLabel, dayOrdersScope } from '@portal/domain';
import { DEFAULT_FONT, font, text } from './fonts.ts';
import { drawTable, ensureSpace, MARGIN, type Column } from './pdf-table.ts';
import { drawSignRows } from './sign-rows.ts';
import { artifact, endStructure, startStructure, tag, TAGGED_PDF } from './tags.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The A4 width inside the margins. */
const WIDTH = 515;

export type PickSheetOrder = { orderId: number; venue: string; quantity: string };
export type PickSheetProduct = {
  sku: string | null;
  name: string;
  /** The total to pick with its unit, e.g. '3.5 kg'. */
  total: string;
  orders: PickSheetOrder[];
};
export type PickSheet = {
  supplier: string;
  deliveryDate: string;
  orderCount: number;
  categories: Array<{ name: string; products: PickSheetProduct[] }>;
};

export type RunSheetOrder = {
  orderId: number;
  venue: string;
  contact: string;
  phone: string;
  address: string;
  comment: string;
  valueCents: number;
};
export type RunSheet = {
  supplier: string;
  deliveryDate: string;
  zones: Array<{
    name: string;
    suburbs: Array<{ suburb: string; postcode: string; orders: RunSheetOrder[] }>;
  }>;
};

/** One A4 PDF: draws the body, then 'Page n of m' and the sheet's name at the foot of each page. */
async function renderPdf(title: string, footer: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const PdfKit = await loadPdfKit();
  const doc = new PdfKit({
    ...TAGGED_PDF,
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: DEFAULT_FONT,
    info: { Title: title.slice(0, 200), Producer: 'Supplier Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  startStructure(doc);
  draw(doc);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    font(doc).fontSize(7).fillColor('#555');
    const y = doc.page.height - MARGIN - 8;
    const page = `Page ${i + 1} of ${range.count}`;
    artifact(
      doc,
      () => {
        text(doc, footer, MARGIN, y, { width: 380, lineBreak: false });
        text(doc, page, MARGIN + 380, y, { width: WIDTH - 380, align: 'right', lineBreak: false });
      },
      'Pagination',
    );
  }
  endStructure(doc);
  doc.end();
  return done;
}

function heading(doc: Doc, title: string, supplier: string, deliveryDate: string, summary: string): number {
  font(doc, 'bold').fontSize(18).fillColor('#000');
  tag(doc, 'H1', () => text(doc, title, MARGIN, MARGIN));
  font(doc, 'bold').fontSize(11);
  tag(doc, 'P', () => text(doc, supplier, MARGIN + 260, MARGIN, { width: WIDTH - 260, align: 'right' }));
  font(doc).fontSize(10);
  tag(doc, 'P', () => text(doc, `Delivery date: ${calendarDayLabel(deliveryDate)}`, MARGIN, MARGIN + 26));
  tag(doc, 'P', () => text(doc, summary, MARGIN, MARGIN + 40));
  // Which orders the sheet counts, as every document of the day says it (packages/domain).
  font(doc).fontSize(8).fillColor('#444');
  tag(doc, 'P', () => text(doc, dayOrdersScope(), MARGIN, MARGIN + 55, { width: WIDTH }));
  doc.fillColor('#000');
  return MARGIN + 74;
}

function tickBox(doc: Doc) {
  return (x: number, y: number, w: number) => {
    doc
      .rect(x + (w - 10) / 2, y + 5, 10, 10)
      .lineWidth(0.8)
      .strokeColor('#000')
      .stroke();
  };
}

function sectionTitle(doc: Doc, title: string, y: number, size = 12, level = 'H2'): number {
  y = ensureSpace(doc, y, 70);
  font(doc, 'bold').fontSize(size).fillColor('#000');
  tag(doc, level, () => text(doc, title, MARGIN, y, { width: WIDTH }));
  return doc.y + 4;
}

function noOrders(doc: Doc, y: number) {
  font(doc).fontSize(11).fillColor('#000');
  tag(doc, 'P', () => text(doc, 'No orders to deliver on this day.', MARGIN, y + 10));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The pick sheet: each product to pick with its total and the orders it goes to, by category. */
export function renderPickSheet(sheet: PickSheet): Promise<Buffer> {
  const products = sheet.categories.reduce((s, c) => s + c.products.length, 0);
  const title = `Pick sheet ${sheet.deliveryDate}`;
  return renderPdf(
    title,
    `${sheet.supplier} · Pick sheet · ${calendarDayLabel(sheet.deliveryDate)}`,
    (doc) => {
      let y = heading(
        doc,
        'Pick sheet',
        sheet.supplier,
        sheet.deliveryDate,
        `${plural(sheet.orderCount, 'order')} · ${plural(products, 'product')}`,
      );
      if (!sheet.orderCount) return noOrders(doc, y);
      const columns: Column[] = [
        { header: 'Picked', width: 38, align: 'center' },
        { header: 'SKU', width: 62 },
        { header: 'Product', width: 150 },
        { header: 'Total', width: 65, align: 'right' },
        { header: 'Orders', width: 200 },
      ];
      for (const category of sheet.categories) {
        y = sectionTitle(doc, category.name, y + 6);
        y = drawTable(
          doc,
          columns,
          category.products.map((p) => [
            tickBox(doc),
            p.sku ?? '',
            p.name,
            p.total,
            p.orders.map((o) => `#${o.orderId} ${o.venue}: ${o.quantity}`).join('\n'),
          ]),
          y,
        );
      }
    },
  );
}

/** The run sheet: the day's orders by delivery zone, then suburb and postcode, each with room to sign. */
export function renderRunSheet(sheet: RunSheet): Promise<Buffer> {
  const orders = sheet.zones.flatMap((z) => z.suburbs.flatMap((s) => s.orders));
  const value = orders.reduce((s, o) => s + o.valueCents, 0);
  const title = `Run sheet ${sheet.deliveryDate}`;
  return renderPdf(
    title,
    `${sheet.supplier} · Run sheet · ${calendarDayLabel(sheet.deliveryDate)}`,
    (doc) => {
      let y = heading(
        doc,
        'Run sheet',
        sheet.supplier,
        sheet.deliveryDate,
        `${plural(orders.length, 'order')} · ${formatCents(value)} (incl. GST)`,
      );
      if (!orders.length) return noOrders(doc, y);
      font(doc).fontSize(10);
      tag(doc, 'P', () => text(doc, 'Driver: ______________________________', MARGIN, y));
      y += 20;
      // Stops numbered down the sheet; the driver may write another running order beside each number.
      const columns: Column[] = [
        { header: 'Stop', width: 30 },
        { header: 'Order', width: 44 },
        { header: 'Venue and contact', width: 105 },
        { header: 'Address', width: 90 },
        { header: 'Delivery comment', width: 86 },
        { header: 'Value', width: 50, align: 'right' },
        { header: 'Received by (name, signature, time)', width: 110 },
      ];
      let stop = 0;
      for (const zone of sheet.zones) {
        y = sectionTitle(doc, zone.name, y + 8, 13);
        for (const suburb of zone.suburbs) {
          y = sectionTitle(doc, `${suburb.suburb} ${suburb.postcode}`.trim(), y + 2, 10, 'H3');
          y = drawSignRows(
            doc,
            columns,
            suburb.orders.map((o) => [
              String(++stop),
              `#${o.orderId}`,
              [o.venue, o.contact, o.phone].filter(Boolean).join('\n'),
              o.address,
              o.comment,
              formatCents(o.valueCents),
              '',
            ]),
            y,
            // Room for a name, a signature and the time.
            58,
            `${zone.name} · ${suburb.suburb} ${suburb.postcode}`.trim(),
          );
        }
      }
    },
  );
}

/** A one-page PDF for a day without orders (the packing slips of an empty day). */
export function renderEmptyDay(title: string, supplier: string, deliveryDate: string): Promise<Buffer> {
  return renderPdf(
    `${title} ${deliveryDate}`,
    `${supplier} · ${title} · ${calendarDayLabel(deliveryDate)}`,
    (doc) => {
      const y = heading(doc, title, supplier, deliveryDate, '0 orders');
      noOrders(doc, y);
    },
  );
}
