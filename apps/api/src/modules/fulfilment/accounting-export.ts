import {
  australianDate,
  centsToDecimal,
  exportLineAmounts,
  invoiceDate,
  invoiceDueDate,
  invoiceNumber,
  plainQuantity,
  MYOB_SALES_ACCOUNT,
  MYOB_SERVICE_SALES_HEADERS,
  MYOB_TAX_CODES,
  XERO_SALES_ACCOUNT,
  XERO_SALES_INVOICE_HEADERS,
  XERO_TAX_TYPES,
  type AccountingFormat,
} from '@portal/domain';

type ExportOrder = {
  id: number;
  /** The venue (the customer): its card in MYOB. */
  venueId: number;
  deliveryDate: string;
  processedAt: Date | null;
  supplierState: string | null;
  payment: string;
  shippingCompany: string;
  shippingAddress: string | null;
  shippingCity: string | null;
  state: string | null;
  shippingPostcode: string | null;
  email: string | null;
  supplierReference: string | null;
};
type ExportLine = {
  orderId: number;
  sku: string | null;
  name: string;
  unitOfPrice: string;
  originalQuantityPriced: number;
  finalQuantityPriced: number | null;
  originalTotalIncGst: number;
  finalTotalIncGst: number | null;
  priceIncGst: number;
  hasGst: boolean;
};

/** The supplied lines of an invoice (as on the PDF tax invoice): final quantity and total once processed. */
function invoiceLines(lines: ExportLine[]) {
  return lines
    .map((l) => {
      const quantity = l.finalQuantityPriced ?? l.originalQuantityPriced;
      const totalIncGst = l.finalTotalIncGst ?? l.originalTotalIncGst;
      return {
        line: l,
        ...exportLineAmounts({ quantity, priceIncGst: l.priceIncGst, totalIncGst, hasGst: l.hasGst }),
        supplied: quantity,
      };
    })
    .filter((l) => l.supplied > 0);
}

function description(l: ReturnType<typeof invoiceLines>[number]): string {
  const base = `${l.line.name}${l.line.sku ? ` (${l.line.sku})` : ''}`;
  // A line sent as 1 x its total still says what was supplied.
  return l.exact ? base : `${base}, ${plainQuantity(l.supplied)} ${l.line.unitOfPrice}`;
}

/**
 * One tax invoice of an accounting export. Credit notes are documents of their own, in their own files
 * (Xero) or after the invoices (MYOB): accounting-export-credits.ts.
 */
type ExportDocument = {
  kind: 'invoice';
  /** The invoice's number, date of issue and due date, as the PDF tax invoice prints them. */
  number: string;
  date: string;
  due: string;
  order: ExportOrder;
  lines: SuppliedLine[];
};
type SuppliedLine = ReturnType<typeof invoiceLines>[number];

/**
 * The invoices of these orders (each order's lines among `lines`), in the orders' order, those with no
 * supplied line left out. One pass over the lines: the work grows with the lines, never with files × lines.
 */
export function invoiceDocuments(orders: ExportOrder[], lines: ExportLine[]): ExportDocument[] {
  const linesOf = new Map<number, ExportLine[]>();
  for (const l of lines) {
    const list = linesOf.get(l.orderId);
    if (list) list.push(l);
    else linesOf.set(l.orderId, [l]);
  }
  const documents: ExportDocument[] = [];
  for (const o of orders) {
    const supplied = invoiceLines(linesOf.get(o.id) ?? []);
    if (!supplied.length) continue;
    const issued = invoiceDate(o, o.supplierState);
    documents.push({
      kind: 'invoice',
      number: invoiceNumber(o.id),
      date: australianDate(issued),
      due: australianDate(invoiceDueDate(o.payment, issued, o.deliveryDate)),
      order: o,
      lines: supplied,
    });
  }
  return documents;
}

/** Xero sales invoices: one row per supplied line, amounts tax inclusive (choose that when importing). */
function xeroRows(doc: ExportDocument): unknown[][] {
  const o = doc.order;
  const total = doc.lines.reduce((s, l) => s + l.total, 0);
  return doc.lines.map((l) => [
    o.shippingCompany,
    o.email ?? '',
    o.shippingAddress ?? '',
    '',
    '',
    '',
    o.shippingCity ?? '',
    o.state ?? '',
    o.shippingPostcode ?? '',
    'Australia',
    doc.number,
    o.supplierReference ?? '',
    doc.date,
    doc.due,
    centsToDecimal(total),
    '',
    description(l),
    plainQuantity(l.quantity),
    centsToDecimal(l.unitAmount),
    '',
    XERO_SALES_ACCOUNT,
    l.line.hasGst ? XERO_TAX_TYPES.gst : XERO_TAX_TYPES.free,
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
 * The address as AccountRight lays it out on four lines: the venue, the street, the town with state and
 * postcode, the country.
 */
export function myobAddress(
  o: Pick<ExportOrder, 'shippingCompany' | 'shippingAddress' | 'shippingCity' | 'state' | 'shippingPostcode'>,
): [string, string, string, string] {
  const town = [o.shippingCity, o.state, o.shippingPostcode].filter(Boolean).join(' ');
  return [o.shippingCompany, o.shippingAddress ?? '', town, 'Australia'];
}

/**
 * The customer card a venue's sales go to in AccountRight: one per venue, by its id, never by its name
 * (two venues may share a name, or differ only in letters Windows-1252 cannot hold). AccountRight's Card
 * ID holds at most 15 characters.
 */
export function myobCardId(venueId: number): string {
  return `V${String(venueId).padStart(6, '0')}`;
}

/** AccountRight service sales: one row per supplied line, a blank row after each sale. */
function myobRows(doc: ExportDocument): unknown[][] {
  const o = doc.order;
  const rows: unknown[][] = doc.lines.map((l) => [
    o.shippingCompany,
    myobCardId(o.venueId),
    ...myobAddress(o),
    'X',
    doc.number,
    doc.date,
    o.supplierReference ?? '',
    description(l),
    MYOB_SALES_ACCOUNT,
    centsToDecimal(l.ex),
    centsToDecimal(l.total),
    l.line.hasGst ? MYOB_TAX_CODES.gst : MYOB_TAX_CODES.free,
    centsToDecimal(l.gst),
    'I',
    `Sale; ${o.shippingCompany}`,
  ]);
  rows.push([]);
  return rows;
}

/** The header row and the rows of a document, per format. */
export const ACCOUNTING_LAYOUTS: Record<
  AccountingFormat,
  { headers: readonly string[]; rowsOf: (doc: ExportDocument) => unknown[][] }
> = {
  xero: { headers: XERO_SALES_INVOICE_HEADERS, rowsOf: xeroRows },
  myob: { headers: MYOB_SERVICE_SALES_HEADERS, rowsOf: myobRows },
};
