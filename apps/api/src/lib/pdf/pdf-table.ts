import type PDFDocument from 'pdfkit';
import { font, heightOf, text } from './fonts.ts';
import { artifact, group, tag } from './tags.ts';

type Doc = InstanceType<typeof PDFDocument>;
export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' };

export const MARGIN = 40;
const ROW_PAD = 4;

function bottom(doc: Doc): number {
  return doc.page.height - MARGIN - 20;
}

/** The header row: a row of header cells, or, repeated at the top of a later page, an artifact. */
function drawHeader(doc: Doc, columns: Column[], y: number, repeated = false): number {
  font(doc, 'bold').fontSize(8.5).fillColor('#000');
  const height =
    Math.max(...columns.map((c) => heightOf(doc, c.header, { width: c.width - 6 }))) + ROW_PAD * 2;
  artifact(doc, () => doc.rect(MARGIN, y, widthOf(columns), height).fill('#e8f0e8'));
  doc.fillColor('#000');
  const cells = () => {
    let x = MARGIN;
    for (const c of columns) {
      const at = x;
      const draw = () =>
        text(doc, c.header, at + 3, y + ROW_PAD, { width: c.width - 6, align: c.align ?? 'left' });
      if (repeated) draw();
      else tag(doc, 'TH', draw);
      x += c.width;
    }
  };
  if (repeated) artifact(doc, cells, 'Pagination');
  else group(doc, 'TR', cells);
  return y + height;
}

const widthOf = (columns: Column[]) => columns.reduce((s, c) => s + c.width, 0);

type Cell = string | ((x: number, y: number, w: number, h: number) => void);

/** One body row: text cells as TD elements, a drawn cell (a tick box) as decoration in an empty TD. */
function drawRow(doc: Doc, columns: Column[], row: Cell[], y: number, height: number) {
  group(doc, 'TR', () => {
    let x = MARGIN;
    row.forEach((cell, i) => {
      const col = columns[i]!;
      const at = x;
      if (typeof cell === 'string')
        tag(doc, 'TD', () =>
          text(doc, cell, at + 3, y + ROW_PAD, { width: col.width - 6, align: col.align ?? 'left' }),
        );
      else group(doc, 'TD', () => artifact(doc, () => cell(at, y, col.width, height)));
      x += col.width;
    });
  });
}

/**
 * Draws a table that flows over as many pages as it needs, repeating the header on each page.
 * Every cell is real text. `cells` may return a function to draw something else in the cell (a tick box).
 */
export function drawTable(doc: Doc, columns: Column[], rows: Cell[][], startY: number): number {
  let y = startY;
  group(doc, 'Table', () => {
    y = drawHeader(doc, columns, startY);
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
        y = drawHeader(doc, columns, MARGIN, true);
        font(doc).fontSize(8.5);
      }
      if (index % 2 === 1) artifact(doc, () => doc.rect(MARGIN, y, widthOf(columns), height).fill('#f7f7f7'));
      doc.fillColor('#000');
      drawRow(doc, columns, row, y, height);
      y += height;
    });
  });
  artifact(doc, () =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + widthOf(columns), y)
      .strokeColor('#999')
      .stroke(),
  );
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
