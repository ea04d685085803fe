import type PDFDocument from 'pdfkit';
import { font, heightOf, text } from './fonts.ts';
import { MARGIN, type Column } from './pdf-table.ts';
import { artifact, group, tag } from './tags.ts';

type Doc = InstanceType<typeof PDFDocument>;

function rule(doc: Doc, x1: number, x2: number, y: number, color: string) {
  artifact(doc, () => doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(color).stroke());
}

/**
 * Rows tall enough to sign in: like drawTable (a tagged table, its header repeated as decoration on a
 * later page), but every row is at least `minHeight` high and the last column is left empty with a line
 * to sign on.
 */
export function drawSignRows(
  doc: Doc,
  columns: Column[],
  rows: string[][],
  startY: number,
  minHeight: number,
  continued: string,
) {
  const total = columns.reduce((s, c) => s + c.width, 0);
  let y = startY;
  const headerRow = (repeated: boolean) => {
    font(doc, 'bold').fontSize(8.5);
    const h = Math.max(...columns.map((c) => heightOf(doc, c.header, { width: c.width - 6 }))) + 8;
    artifact(doc, () => doc.rect(MARGIN, y, total, h).fill('#e8f0e8'));
    doc.fillColor('#000');
    const cells = () => {
      let x = MARGIN;
      for (const c of columns) {
        const at = x;
        const draw = () =>
          text(doc, c.header, at + 3, y + 4, { width: c.width - 6, align: c.align ?? 'left' });
        if (repeated) draw();
        else tag(doc, 'TH', draw);
        x += c.width;
      }
    };
    if (repeated) artifact(doc, cells, 'Pagination');
    else group(doc, 'TR', cells);
    y += h;
  };
  group(doc, 'Table', () => {
    headerRow(false);
    for (const row of rows) {
      font(doc).fontSize(8.5);
      const height = Math.max(
        minHeight,
        ...row.map((cell, i) => heightOf(doc, cell, { width: columns[i]!.width - 6 }) + 8),
      );
      if (y + height > doc.page.height - MARGIN - 20) {
        doc.addPage();
        // Which zone and suburb the rows at the top of a new page belong to.
        font(doc, 'bold').fontSize(10).fillColor('#000');
        artifact(doc, () => text(doc, `${continued} (continued)`, MARGIN, MARGIN), 'Pagination');
        y = doc.y + 4;
        headerRow(true);
        font(doc).fontSize(8.5);
      }
      doc.fillColor('#000');
      group(doc, 'TR', () => {
        let x = MARGIN;
        row.forEach((cell, i) => {
          const col = columns[i]!;
          const at = x;
          tag(doc, 'TD', () =>
            text(doc, cell, at + 3, y + 4, { width: col.width - 6, align: col.align ?? 'left' }),
          );
          x += col.width;
        });
      });
      const last = columns.at(-1)!;
      rule(doc, MARGIN + total - last.width + 6, MARGIN + total - 6, y + height - 8, '#777');
      rule(doc, MARGIN, MARGIN + total, y + height, '#999');
      y += height;
    }
  });
  return y;
}
