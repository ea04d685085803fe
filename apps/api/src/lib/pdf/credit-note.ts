import type PDFDocument from 'pdfkit';
import { calendarDayLabel, formatAmountOfUnit, formatCents, plainQuantity } from '@portal/domain';
import { loadPdfKit } from '../lazy.ts';
import type { CreditNoteDocument, CreditNoteDocumentLine } from './credit-note-document.ts';
import { footerNote, lines, numberPages, supplierBlock } from './document-parts.ts';
import { DEFAULT_FONT, font, text } from './fonts.ts';
import { drawTable, ensureSpace, MARGIN, type Column } from './pdf-table.ts';
import { endStructure, group, startStructure, tag, TAGGED_PDF } from './tags.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** The words that make the document an adjustment note (ATO determination 2022, item (a)). */
const CREDIT_NOTE_TITLE = 'Adjustment Note';

const COLUMNS: Column[] = [
  { header: 'SKU', width: 50 },
  { header: 'Description', width: 135 },
  { header: 'Credited', width: 70, align: 'right' },
  { header: 'Reason', width: 100 },
  { header: 'GST adjustment', width: 75, align: 'right' },
  { header: 'Credit (inc GST)', width: 85, align: 'right' },
];

const reasonOf = (l: CreditNoteDocumentLine) => (l.comment ? `${l.reason}: ${l.comment}` : l.reason);

/** A quantity of the priced unit at its price, or, for a price adjustment, the amount. */
function credited(l: CreditNoteDocumentLine): string {
  if (l.quantity === null) return 'Amount';
  return `${formatAmountOfUnit(plainQuantity(l.quantity), l.unit)} × ${formatCents(l.priceIncGst)}`;
}

function lineRows(note: CreditNoteDocument): string[][] {
  return note.lines.map((l) => [
    l.sku ?? '',
    l.name,
    credited(l),
    reasonOf(l),
    l.hasGst ? formatCents(l.gst) : 'GST-free',
    formatCents(l.amountIncGst),
  ]);
}

/** The note's facts under the title: its number and date, and the tax invoice it adjusts. */
function facts(note: CreditNoteDocument): string[] {
  return [
    `Adjustment note number: ${note.number}`,
    `Date of issue: ${calendarDayLabel(note.issueDate)}`,
    `Adjusts tax invoice ${note.invoice.number} of ${calendarDayLabel(note.invoice.date)}`,
    `Order #${note.order.orderId}, delivered ${calendarDayLabel(note.order.deliveryDate)}`,
  ];
}

/** Title, issuer (name, ABN), the note's facts and the recipient (name, ABN when known, address). */
function header(doc: Doc, note: CreditNoteDocument): number {
  font(doc, 'bold').fontSize(18).fillColor('#1b5e20');
  tag(doc, 'H1', () => text(doc, CREDIT_NOTE_TITLE, MARGIN, MARGIN));
  supplierBlock(doc, note.supplier);
  let y = MARGIN + 34;
  font(doc, 'bold').fontSize(10).fillColor('#000');
  tag(doc, 'H2', () => text(doc, note.number, MARGIN, y));
  y += 14;
  font(doc).fontSize(8.5);
  lines(doc, facts(note), MARGIN, y, { width: 260 });
  y = Math.max(doc.y, y) + 10;
  const v = note.venue;
  font(doc, 'bold').fontSize(9);
  tag(doc, 'H2', () => text(doc, 'Issued to', MARGIN, y));
  font(doc).fontSize(8.5);
  const venueLines = [
    v.name,
    v.abn ? `ABN ${v.abn}` : null,
    v.address,
    [v.city, v.state, v.postcode].filter(Boolean).join(' '),
    v.email,
  ].filter((l): l is string => !!l);
  lines(doc, venueLines, MARGIN, y + 12, { width: 260 });
  return Math.max(y + 12, doc.y) + 14;
}

/** The reason in a sentence, then the note's own words when it has some. */
function description(doc: Doc, note: CreditNoteDocument, y: number): number {
  const reasons = [...new Set(note.lines.map((l) => l.reason))].join(', ');
  font(doc, 'bold').fontSize(9);
  tag(doc, 'H2', () => text(doc, 'Reason for the adjustment', MARGIN, y));
  font(doc).fontSize(8.5);
  const said = [
    `${reasons}: a credit against tax invoice ${note.invoice.number} for the supplies listed below.`,
    note.note ? `Note: ${note.note}` : null,
  ].filter((l): l is string => !!l);
  lines(doc, said, MARGIN, y + 12, { width: 515 });
  return doc.y + 12;
}

/** The amount of the adjustment ex and inc GST and the GST adjustment, right-aligned like the invoice's. */
function totals(doc: Doc, note: CreditNoteDocument, y: number): number {
  // The totals and the effect paragraph under them stay on one page.
  y = ensureSpace(doc, y + 8, 135);
  const sum = (taxed: boolean) =>
    note.lines.filter((l) => l.hasGst === taxed).reduce((s, l) => s + l.amountIncGst, 0);
  const label = (name: string, value: string, bold = false) => {
    font(doc, bold ? 'bold' : 'regular').fontSize(bold ? 10 : 9);
    tag(doc, 'P', () => {
      text(doc, name, 280, y, { width: 180, align: 'right' });
      text(doc, value, 460, y, { width: 95, align: 'right' });
    });
    y += bold ? 15 : 13;
  };
  label('Taxable supplies credited (inc GST)', formatCents(sum(true)));
  label('GST-free supplies credited', formatCents(sum(false)));
  label('Credit ex GST', formatCents(note.totalIncGst - note.gst));
  label('GST adjustment', formatCents(note.gst));
  label('Total credit inc GST', formatCents(note.totalIncGst), true);
  return y;
}

/**
 * The adjustment note, with every item of the ATO's determination (docs/decisions/documents.md): the
 * words 'Adjustment Note' and the effect (a credit, a decreasing adjustment), the issuer and ABN, the
 * recipient (and ABN when known), the date of issue, the tax invoice it adjusts (number and date), the
 * reason, each credited supply, the GST adjustment and the amount ex and inc GST.
 */
function drawCreditNote(doc: Doc, note: CreditNoteDocument) {
  let y = description(doc, note, header(doc, note));
  y = drawTable(doc, COLUMNS, lineRows(note), y);
  y = totals(doc, note, y);
  footerNote(
    doc,
    `Effect of this adjustment: a credit of ${formatCents(note.totalIncGst)} (inc GST) to ${note.venue.name}, reducing the price of the supplies on tax invoice ${note.invoice.number} and the GST on them by ${formatCents(note.gst)}. For ${note.supplier.company} this is a decreasing adjustment; for the recipient an increasing adjustment. Lines marked GST-free carry no GST.`,
    y + 6,
  );
}

/** The note as a tagged A4 PDF in the invoice's fonts, with page numbers. */
export async function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  const PdfKit = await loadPdfKit();
  const doc = new PdfKit({
    ...TAGGED_PDF,
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    font: DEFAULT_FONT,
    info: { Title: `${CREDIT_NOTE_TITLE} ${note.number}`, Producer: 'Supplier Portal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  startStructure(doc);
  group(doc, 'Sect', () => drawCreditNote(doc, note));
  numberPages(doc, `${note.number} · `);
  endStructure(doc);
  doc.end();
  return done;
}
