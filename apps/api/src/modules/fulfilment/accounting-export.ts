import {
  addCalendarDays,
  australianDate,
  centsToDecimal,
  exportLineAmounts,
  plainQuantity,
  MYOB_SALES_ACCOUNT,
  MYOB_SERVICE_SALES_HEADERS,
  MYOB_TAX_CODES,
  PAY_LATER_DUE_DAYS,
  XERO_SALES_ACCOUNT,
  XERO_SALES_INVOICE_HEADERS,
  XERO_TAX_TYPES,
  type AccountingFormat,
} from '@portal/domain';
import { toCsv } from '../../lib/csv.ts';

export type ExportOrder = {
  id: number;
  deliveryDate: string;
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

/** The UTF-8 byte order mark: Excel (and AccountRight) then read the file as UTF-8. */

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

function dueDate(o: ExportOrder): string {
  return o.payment === 'pay_later' ? addCalendarDays(o.deliveryDate, PAY_LATER_DUE_DAYS) : o.deliveryDate;
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
      String(o.id),
      o.supplierReference ?? '',
      australianDate(o.deliveryDate),
      australianDate(dueDate(o)),
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

/** AccountRight service sales: one row per supplied line, a blank row after each sale. */
export function myobRows(orders: ExportOrder[], lines: ExportLine[]): unknown[][] {
  const linesOf = byOrder(lines);
  return orders.flatMap((o) => {
    const supplied = invoiceLines(linesOf.get(o.id) ?? []);
    if (!supplied.length) return [];
    const rows: unknown[][] = supplied.map((l) => [
      o.shippingCompany,
      [o.shippingAddress, [o.shippingCity, o.state, o.shippingPostcode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      'X',
      String(o.id),
      australianDate(o.deliveryDate),
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

/** The export file: the format's exact header row, then the rows; UTF-8 with a BOM, CRLF line ends. */
export function accountingCsv(format: AccountingFormat, orders: ExportOrder[], lines: ExportLine[]): string {
  const headers: string[] =
    format === 'xero' ? [...XERO_SALES_INVOICE_HEADERS] : [...MYOB_SERVICE_SALES_HEADERS];
  const rows = format === 'xero' ? xeroRows(orders, lines) : myobRows(orders, lines);
  return toCsv(headers, rows);
}
