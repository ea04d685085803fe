import type PDFDocument from 'pdfkit';
import { font, heightOf, text } from './fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;
export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };

export const MARGIN = 40;
const ROW_PAD = 4;

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN - 20;
}

function drawHeader(doc: Doc, columns: Column[], y: number): number {
  font(doc, 'bold').fontSize(8.5).fillColor('#000');
  let x = MARGIN;
  const height =
    Math.max(...columns.map((c) => heightOf(doc, c.header, { width: c.width - 6 }))) + ROW_PAD * 2;
  doc
    .rect(
      MARGIN,
      y,
      columns.reduce((s, c) => s + c.width, 0),
      height,
    )
    .fill('#e8f0e8');
  doc.fillColor('#000');
  for (const c of columns) {
    text(doc, c.header, x + 3, y + ROW_PAD, { width: c.width - 6, align: c.align ?? 'left' });
    x += c.width;
  }
  return y + height;
}

/**
 * Draws a table that flows over as many pages as it needs, repeating the header on each page.
 * Every cell is real text. `cells` may return a function to draw something else in the cell (a tick box).
 */
export function drawTable(
  doc: Doc,
  columns: Column[],
  rows: Array<Array<string | ((x: number, y: number, w: number, h: number) => void)>>,
  startY: number,
): number {
  let y = drawHeader(doc, columns, startY);
  font(doc).fontSize(8.5);
  rows.forEach((row, index) => {
    const height =
      Math.max(
        12,
        ...row.map((cell, i) =>
          typeof cell === 'string' ? heightOf(doc, cell, { width: columns[i]!.width - 6 }) : 12,
        ),
      ) +
      ROW_PAD * 2;
    if (y + height > bottom(doc)) {
      doc.addPage();
      y = drawHeader(doc, columns, MARGIN);
      font(doc).fontSize(8.5);
    }
    if (index % 2 === 1)
      doc
        .rect(
          MARGIN,
          y,
          columns.reduce((s, c) => s + c.width, 0),
          height,
        )
        .fill('#f7f7f7');
    doc.fillColor('#000');
    let x = MARGIN;
    row.forEach((cell, i) => {
      const col = columns[i]!;
      if (typeof cell === 'string')
        text(doc, cell, x + 3, y + ROW_PAD, { width: col.width - 6, align: col.align ?? 'left' });
      else cell(x, y, col.width, height);
      x += col.width;
    });
    y += height;
  });
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + columns.reduce((s, c) => s + c.width, 0), y)
    .strokeColor('#999')
    .stroke();
  return y;
}

/** Moves to a new page when fewer than `needed` points remain. */
export function ensureSpace(doc: Doc, y: number, needed: number): number {
  if (y + needed > bottom(doc)) {
    doc.addPage();
    return MARGIN;
  }
  return y;
}
