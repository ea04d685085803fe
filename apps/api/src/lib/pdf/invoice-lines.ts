/*
 * The supplied lines of a tax invoice and its totals: one definition for the PDF (invoice.ts) and the
 * e-invoice (lib/einvoice), so both carry the same figures to the cent. Pure: no pdfkit here.
 */
import { gstOfInc } from '@portal/domain';
import type { DocumentLine, DocumentOrder } from './document-order.ts';

/** What was supplied: the final quantity and total once processed, else what was ordered. */
export function suppliedLine(line: DocumentLine) {
  const quantity = line.finalQuantityPriced ?? line.originalQuantityPriced;
  const total = line.finalTotalIncGst ?? line.originalTotalIncGst;
  const gst = line.hasGst ? gstOfInc(total) : 0;
  return { quantity, total, gst, ex: total - gst };
}

/** The lines the invoice shows: those supplied (a removed line, at 0, is left out). */
export function suppliedLines(order: DocumentOrder): DocumentLine[] {
  return order.lines.filter((l) => suppliedLine(l).quantity > 0);
}

/** Invoice totals from the supplied lines: GST per line, summed, so lines and totals always agree. */
export function invoiceTotals(order: DocumentOrder) {
  const lines = suppliedLines(order);
  const sum = (pick: (l: DocumentLine) => boolean, of: 'total' | 'gst') =>
    lines.filter(pick).reduce((s, l) => s + suppliedLine(l)[of], 0);
  const inc = sum(() => true, 'total');
  const gst = sum(() => true, 'gst');
  return {
    inc,
    gst,
    ex: inc - gst,
    taxable: sum((l) => l.hasGst, 'total'),
    free: sum((l) => !l.hasGst, 'total'),
  };
}
