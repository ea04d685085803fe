import {
  australianDate,
  centsToDecimal,
  creditNoteNumber,
  dayInZone,
  exportLineAmounts,
  invoiceNumber,
  plainQuantity,
  MYOB_SALES_ACCOUNT,
  MYOB_SERVICE_SALES_HEADERS,
  MYOB_TAX_CODES,
  XERO_CREDIT_NOTE_HEADERS,
  XERO_SALES_ACCOUNT,
  XERO_TAX_TYPES,
  type AccountingFormat,
} from '@portal/domain';
import { myobAddress, myobCardId } from './accounting-export.ts';
import type { creditNotesWithLines } from './accounting-export-credits.repository.ts';

type Found = Awaited<ReturnType<typeof creditNotesWithLines>>;
type FoundNote = Found['notes'][number];
type FoundLine = Found['lines'][number];

/**
 * A credited line as the books take it: the note's stored amount and GST (never recomputed). A quantity
 * credited at the line's price goes as that quantity x the price; an amount (or a quantity capped at what
 * was left of the line) goes as 1 x the amount, so the note adds up to the cent.
 */
function creditLine(l: FoundLine) {
  const amounts =
    l.quantity == null
      ? exportLineAmounts({
          quantity: 1,
          priceIncGst: l.amountIncGst,
          totalIncGst: l.amountIncGst,
          hasGst: l.hasGst,
        })
      : exportLineAmounts({
          quantity: Number(l.quantity),
          priceIncGst: l.priceIncGst,
          totalIncGst: l.amountIncGst,
          hasGst: l.hasGst,
        });
  const base = `${l.name}${l.sku ? ` (${l.sku})` : ''}`;
  const what =
    l.quantity != null && !amounts.exact ? `, ${plainQuantity(Number(l.quantity))} ${l.unitOfPrice}` : '';
  const why = `${l.reason}${l.comment ? ` (${l.comment})` : ''}`;
  return {
    ...amounts,
    gst: l.gst,
    ex: l.amountIncGst - l.gst,
    hasGst: l.hasGst,
    description: `${base}${what}: ${why}`,
  };
}

export type CreditDocument = {
  /** CN-<n>, its issue date (DD/MM/YYYY on the supplier's clock) and the invoice it adjusts (INV-<order id>). */
  number: string;
  date: string;
  invoice: string;
  note: FoundNote;
  lines: ReturnType<typeof creditLine>[];
};

/** The notes of a slice, in the plan's order (`ids`), each with its lines. */
export function creditDocuments(ids: number[], found: Found, timeZone: string): CreditDocument[] {
  const linesOf = new Map<number, FoundLine[]>();
  for (const l of found.lines) {
    const list = linesOf.get(l.creditNoteId);
    if (list) list.push(l);
    else linesOf.set(l.creditNoteId, [l]);
  }
  const byId = new Map(found.notes.map((n) => [n.id, n]));
  return ids.flatMap((id) => {
    const note = byId.get(id);
    if (!note) return [];
    return [
      {
        number: creditNoteNumber(note.number),
        date: australianDate(dayInZone(note.issuedAt, timeZone)),
        invoice: invoiceNumber(note.orderId),
        note,
        lines: (linesOf.get(id) ?? []).map(creditLine),
      },
    ];
  });
}

/** Xero sales credit notes: one row per credited line, amounts positive and tax inclusive, the invoice in Reference. */
function xeroCreditRows(doc: CreditDocument): unknown[][] {
  const n = doc.note;
  return doc.lines.map((l) => [
    n.shippingCompany,
    n.email ?? '',
    n.shippingAddress ?? '',
    '',
    '',
    '',
    n.shippingCity ?? '',
    n.state ?? '',
    n.shippingPostcode ?? '',
    'Australia',
    doc.number,
    doc.invoice,
    doc.date,
    '',
    l.description,
    plainQuantity(l.quantity),
    centsToDecimal(l.unitAmount),
    '',
    XERO_SALES_ACCOUNT,
    l.hasGst ? XERO_TAX_TYPES.gst : XERO_TAX_TYPES.free,
    centsToDecimal(l.gst),
    '',
    '',
    '',
    '',
    'AUD',
    '',
  ]);
}

/**
 * AccountRight takes a credit as a sale with negative amounts: the note's number as the invoice number, the
 * invoice it adjusts as the customer PO and in the journal memo, the venue's card; a blank row after it.
 */
function myobCreditRows(doc: CreditDocument): unknown[][] {
  const n = doc.note;
  const rows: unknown[][] = doc.lines.map((l) => [
    n.shippingCompany,
    myobCardId(n.venueId),
    ...myobAddress(n),
    'X',
    doc.number,
    doc.date,
    doc.invoice,
    l.description,
    MYOB_SALES_ACCOUNT,
    centsToDecimal(-l.ex),
    centsToDecimal(-l.total),
    l.hasGst ? MYOB_TAX_CODES.gst : MYOB_TAX_CODES.free,
    centsToDecimal(-l.gst),
    'I',
    `Credit note ${doc.number} for ${doc.invoice}; ${n.shippingCompany}`,
  ]);
  rows.push([]);
  return rows;
}

/** The header row and the rows of a credit note, per format. */
export const CREDIT_LAYOUTS: Record<
  AccountingFormat,
  { headers: readonly string[]; rowsOf: (doc: CreditDocument) => unknown[][] }
> = {
  xero: { headers: XERO_CREDIT_NOTE_HEADERS, rowsOf: xeroCreditRows },
  myob: { headers: MYOB_SERVICE_SALES_HEADERS, rowsOf: myobCreditRows },
};
