import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  CSV_TOO_LARGE_CODE,
  ORDER_MESSAGES,
  ORDERS_CSV_MAX_ROWS,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  pad2,
  timeZoneForState,
  wallClock,
  type ListQuery,
  type OrderStatus,
  type OrderType,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { csvHeaderLine, toCsvInTurns, toCsvRows } from '../../lib/csv.ts';
import { heavyReads } from '../../lib/turns.ts';
import * as repo from './orders.repository.ts';
import { withoutIdHash } from './orders.service.ts';

/**
 * Columns of the Orders CSV (the spec leaves them open; documented in docs/decisions.md). 'Placed' is the
 * local time of the supplier's time zone, named in its header (see `ordersCsvHeaders`).
 */
const ORDERS_CSV_HEADERS = [
  'Order ID',
  'Supplier Order ID',
  'Order Type',
  'Status',
  'Placed',
  'Delivery Date',
  'Venue',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Suburb',
  'State',
  'Postcode',
  'SKU',
  'Product',
  'Portion Size',
  'Portion Unit',
  'Portions Ordered',
  'Quantity Ordered',
  'Quantity Supplied',
  'Price Unit',
  'Unit Price (inc GST)',
  'GST Applies',
  'Line Total (inc GST)',
  'GST',
  'Substitution',
  'Removal Reason',
  'Order Total (inc GST)',
];

/** The headers with the time zone the Placed column is written in: 'Placed (Australia/Sydney)'. */
const ordersCsvHeaders = (timeZone: string) =>
  ORDERS_CSV_HEADERS.map((h) => (h === 'Placed' ? `Placed (${timeZone})` : h));

/** An instant as 'YYYY-MM-DD HH:mm' on the clock of a time zone (what a spreadsheet reads as a date). */
export function localDateTime(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
}

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));
const qty = (n: number | null | undefined) => (n == null ? '' : String(Number(n)));

/**
 * Orders whose lines are read and written at a time: one small query and a few hundred rows, so one
 * chunk holds the event loop only briefly (on the embedded database the query itself runs on it).
 */
const CSV_CHUNK_ORDERS = 100;

type CsvLine = Awaited<ReturnType<typeof repo.orderLinesForCsv>>[number];

function csvRow(r: CsvLine, timeZone: string): unknown[] {
  const done = r.orderStatus === 'COMPLETED';
  const supplied = done ? r.finalQuantityPriced : null;
  const lineTotal = done ? (r.finalTotalIncGst ?? r.originalTotalIncGst) : r.originalTotalIncGst;
  return [
    r.orderId,
    r.supplierReference,
    ORDER_TYPE_LABELS[r.orderType as OrderType],
    ORDER_STATUS_LABELS[r.orderStatus as OrderStatus] ?? r.orderStatus,
    localDateTime(r.dateAdded, timeZone),
    r.deliveryDate,
    r.shippingCompany,
    r.fullName,
    r.email,
    r.phone,
    r.shippingAddress,
    r.shippingCity,
    r.state,
    r.shippingPostcode,
    r.sku,
    r.name,
    qty(r.portionSize),
    r.unitOfPortion,
    qty(r.originalNumberOfPortions),
    qty(r.originalQuantityPriced),
    qty(supplied),
    r.unitOfPrice,
    dollars(r.priceIncGst),
    r.hasGst ? 'Yes' : 'No',
    dollars(lineTotal),
    dollars(r.hasGst ? Math.round(lineTotal / 11) : 0),
    r.substitution ? 'Yes' : 'No',
    r.reason,
    dollars(r.orderTotal),
  ];
}

/**
 * The orders CSV: refused with 400 when it would pass ORDERS_CSV_MAX_ROWS, else written a
 * chunk of orders at a time, each read by its own small query and turned to text between turns of the
 * event loop, so a year-long export neither holds the whole file in memory nor stalls other requests.
 */
export async function ordersCsv(
  ctx: AppContext,
  actor: Actor,
  query: ListQuery,
  range: repo.DateRange,
): Promise<AsyncIterable<string>> {
  const plan = await repo.planOrdersCsv(
    ctx.db,
    actor.supplierId,
    withoutIdHash(query),
    range,
    ORDERS_CSV_MAX_ROWS,
  );
  if (plan.lines > ORDERS_CSV_MAX_ROWS)
    throw AppError.badRequest('', ORDER_MESSAGES.csvTooLarge(plan.lines), CSV_TOO_LARGE_CODE);
  const timeZone = timeZoneForState(actor.state);
  return (async function* chunks() {
    // The header row alone (each chunk brings the CRLF before its rows).
    yield csvHeaderLine(ordersCsvHeaders(timeZone));
    for (let i = 0; i < plan.orderIds.length; i += CSV_CHUNK_ORDERS) {
      await yieldToOthers();
      const ids = plan.orderIds.slice(i, i + CSV_CHUNK_ORDERS);
      const text = await heavyReads.run(async () => {
        const lines = await repo.orderLinesForCsv(ctx.db, actor.supplierId, ids);
        return lines.length ? toCsvRows(lines.map((line) => csvRow(line, timeZone))) : '';
      });
      if (text) yield text;
    }
  })();
}

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** Products for a delivery day (GET suppliers/csv/custom), only for suppliers on the allow-list. */
export async function deliveryDayCsv(
  ctx: AppContext,
  actor: Actor,
  input: { deliveryDate: string; case?: string },
) {
  if (!ctx.config.deliveryDayCsvSupplierIds.includes(actor.supplierId))
    throw AppError.forbidden('Products for delivery day are not available for this supplier');
  const rows = await repo.productsForDeliveryDay(ctx.db, actor.supplierId, input.deliveryDate);
  const headers = [
    'sku',
    'product name',
    'portion size',
    'portion unit',
    'portions',
    'quantity',
    'price unit',
    'orders',
  ];
  return toCsvInTurns(
    input.case === 'pascal' ? headers.map(pascal) : headers,
    rows.map((r) => [
      r.sku,
      r.productName,
      qty(r.portionSize),
      r.unitOfPortion,
      qty(Math.round(r.portions * 1000) / 1000),
      qty(Math.round(r.quantity * 1000) / 1000),
      r.unitOfPrice,
      r.orders,
    ]),
  );
}
