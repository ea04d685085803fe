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
  XERO_INVOICES_PER_FILE,
  XERO_TAX_TYPES,
  type AccountingFormat,
} from '@portal/domain';
import { toCsv } from '../../lib/csv.ts';

export type ExportOrder = {
  id: number;
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
export type ExportLine = {
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
export function invoiceLines(lines: ExportLine[]) {
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

/** The invoice's number, date of issue and due date, as the PDF tax invoice prints them. */
function invoiceOf(o: ExportOrder) {
  const issued = invoiceDate(o, o.supplierState);
  return {
    number: invoiceNumber(o.id),
    date: australianDate(issued),
    due: australianDate(invoiceDueDate(o.payment, issued, o.deliveryDate)),
  };
}

function byOrder(lines: ExportLine[]) {
  const map = new Map<number, ExportLine[]>();
  for (const l of lines) map.set(l.orderId, [...(map.get(l.orderId) ?? []), l]);
  return map;
}

/** Xero sales invoices: one row per supplied line, amounts tax inclusive (choose that when importing). */
export function xeroRows(orders: ExportOrder[], lines: ExportLine[]): unknown[][] {
  const linesOf = byOrder(lines);
  return orders.flatMap((o) => {
    const supplied = invoiceLines(linesOf.get(o.id) ?? []);
    const total = supplied.reduce((s, l) => s + l.total, 0);
    const invoice = invoiceOf(o);
    return supplied.map((l) => [
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
      invoice.number,
      o.supplierReference ?? '',
      invoice.date,
      invoice.due,
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
  });
}

/**
 * The address as AccountRight lays it out on four lines: the venue, the street, the town with state and
 * postcode, the country.
 */
function myobAddress(o: ExportOrder): [string, string, string, string] {
  const town = [o.shippingCity, o.state, o.shippingPostcode].filter(Boolean).join(' ');
  return [o.shippingCompany, o.shippingAddress ?? '', town, 'Australia'];
}

/** AccountRight service sales: one row per supplied line, a blank row after each sale. */
export function myobRows(orders: ExportOrder[], lines: ExportLine[]): unknown[][] {
  const linesOf = byOrder(lines);
  return orders.flatMap((o) => {
    const supplied = invoiceLines(linesOf.get(o.id) ?? []);
    if (!supplied.length) return [];
    const invoice = invoiceOf(o);
    const rows: unknown[][] = supplied.map((l) => [
      o.shippingCompany,
      ...myobAddress(o),
      'X',
      invoice.number,
      invoice.date,
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
  });
}

/** The orders in groups of at most XERO_INVOICES_PER_FILE invoices (orders with a supplied line). */
export function xeroBatches(orders: ExportOrder[], lines: ExportLine[]): ExportOrder[][] {
  const withLines = new Set(lines.filter((l) => invoiceLines([l]).length).map((l) => l.orderId));
  const invoices = orders.filter((o) => withLines.has(o.id));
  const batches: ExportOrder[][] = [];
  for (let i = 0; i < invoices.length; i += XERO_INVOICES_PER_FILE) {
    batches.push(invoices.slice(i, i + XERO_INVOICES_PER_FILE));
  }
  return batches.length ? batches : [[]];
}

/**
 * An import file: the format's exact header row, then the rows, CRLF line ends, no formula guard (an
 * import file is read by the accounting system, where an apostrophe would become part of a name).
 * Xero: UTF-8 with a byte order mark. MYOB: no byte order mark (it would sit in front of the first field
 * name); the caller encodes it as Windows-1252.
 */
export function accountingCsv(format: AccountingFormat, orders: ExportOrder[], lines: ExportLine[]): string {
  if (format === 'xero')
    return toCsv([...XERO_SALES_INVOICE_HEADERS], xeroRows(orders, lines), { guard: false });
  return toCsv([...MYOB_SERVICE_SALES_HEADERS], myobRows(orders, lines), { guard: false, bom: false });
}
