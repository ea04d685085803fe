import {
  ORDER_SUMMARY_HEADERS,
  ORDER_SUMMARY_STATUSES,
  REPORT_MONTHS,
  REPORT_TOP_LIMIT,
  averageOrderValue,
  dayInZone,
  sameDaysLastMonth,
  timeZoneForState,
  type BestSellers,
  type LastTwelveMonths,
  type OrderSummaryQuery,
  type TopCustomers,
} from '@portal/domain';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { toCsvInTurns } from '../../lib/csv.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as repo from './reports.repository.ts';
import * as credits from './reports-credits.repository.ts';

async function zoneOf(ctx: AppContext, actor: Actor): Promise<string> {
  return timeZoneForState(await suppliers.supplierState(ctx.db, actor.supplierId));
}

/** The calendar months (YYYY-MM) ending with the one that holds `now` in `tz`, oldest first. */
export function lastMonths(now: Date, tz: string, count: number): string[] {
  const [y, m] = dayInZone(now, tz).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const index = y * 12 + (m - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export async function lastTwelveMonths(
  ctx: AppContext,
  actor: Actor,
  now = new Date(),
): Promise<LastTwelveMonths> {
  const tz = await zoneOf(ctx, actor);
  const rows = await repo.monthlySales(ctx.db, actor.supplierId, tz, now, REPORT_MONTHS);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  // Sales are net of the credit notes issued in the month (docs/decisions/customers-zones-settings.md).
  const credited = await credits.creditsByMonth(
    ctx.db,
    actor.supplierId,
    tz,
    repo.monthStart(now, tz, REPORT_MONTHS - 1),
    repo.monthStart(now, tz, -1),
  );
  const creditedIn = new Map(credited.map((c) => [c.month, Number(c.credited)]));
  // The Monthly Snapshot compares this month so far with the same days of last month, not all of it.
  const range = sameDaysLastMonth(dayInZone(now, tz));
  const toDate = await repo.salesOnDays(ctx.db, actor.supplierId, tz, range.from, range.through);
  const toDateCredited = await credits.creditedBetween(
    ctx.db,
    actor.supplierId,
    repo.dayStart(range.from, tz),
    repo.dayStart(range.through, tz, 1),
  );
  const toDateSales = Number(toDate.sales) - toDateCredited;
  const toDateOrders = Number(toDate.orders);
  return {
    lastMonthToDate: {
      month: range.from.slice(0, 7),
      ...range,
      sales: toDateSales,
      orders: toDateOrders,
      active_customers: Number(toDate.activeCustomers),
      aov: averageOrderValue(toDateSales, toDateOrders),
    },
    data: lastMonths(now, tz, REPORT_MONTHS).map((month) => {
      const row = byMonth.get(month);
      const sales = Number(row?.sales ?? 0) - (creditedIn.get(month) ?? 0);
      const orders = Number(row?.orders ?? 0);
      return {
        month,
        sales,
        orders,
        active_customers: Number(row?.activeCustomers ?? 0),
        aov: averageOrderValue(sales, orders),
      };
    }),
  };
}

export async function topCustomers(ctx: AppContext, actor: Actor, now = new Date()): Promise<TopCustomers> {
  const tz = await zoneOf(ctx, actor);
  const load = async (monthsBack: number) =>
    (await repo.topCustomers(ctx.db, actor.supplierId, tz, now, monthsBack, REPORT_TOP_LIMIT)).map((r) => ({
      venueId: r.venueId,
      name: r.name,
      orders: Number(r.orders),
      sales: Number(r.sales),
    }));
  return { thisMonth: await load(0), lastMonth: await load(1) };
}

export async function bestSellers(ctx: AppContext, actor: Actor, now = new Date()): Promise<BestSellers> {
  const tz = await zoneOf(ctx, actor);
  const load = async (monthsBack: number) =>
    (await repo.bestSellers(ctx.db, actor.supplierId, tz, now, monthsBack, REPORT_TOP_LIMIT)).map((r) => ({
      productId: r.productId === null ? null : Number(r.productId),
      name: r.name,
      quantity: Number(r.quantity),
      sales: Number(r.sales),
    }));
  return { thisMonth: await load(0), lastMonth: await load(1) };
}

/** 'Pending,processing' → ['PENDING', 'PROCESSING']; Pending when none is given (spec 002 section 7). */
export function parseStatuses(raw: string | undefined): string[] {
  const names = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) return ['PENDING'];
  return [
    ...new Set(
      names.map((name) => {
        const match = ORDER_SUMMARY_STATUSES.find((s) => s.toUpperCase() === name.toUpperCase());
        if (!match)
          throw AppError.badRequest(
            'status',
            `Unknown order status '${name}'. Use ${ORDER_SUMMARY_STATUSES.join(', ')}`,
          );
        return match.toUpperCase();
      }),
    ),
  ];
}

/** Cents as a plain dollar amount for a spreadsheet: 1234 → 12.34 */
const dollars = (cents: number) => (cents / 100).toFixed(2);
/** numeric text without trailing zeros: '12.500' → '12.5' */
const quantity = (text: string) => String(Number(text));

export function summaryFilename(query: OrderSummaryQuery, fromDay: string, toDay: string): string {
  const base = (query.filename ?? '').replace(/[/\\]/g, '_').trim();
  const name = base || `product-summary-${fromDay}${toDay === fromDay ? '' : `-to-${toDay}`}`;
  return /\.csv$/i.test(name) ? name : `${name}.csv`;
}

/**
 * One row per product (and pack) across the orders delivered in the timeframe: what to pick.
 * from/to are instants; their calendar days in the supplier's time zone bound the delivery dates.
 */
export async function orderSummaryCsv(ctx: AppContext, actor: Actor, query: OrderSummaryQuery) {
  const tz = await zoneOf(ctx, actor);
  const statuses = parseStatuses(query.status);
  const fromDay = dayInZone(new Date(query.from), tz);
  const toDay = dayInZone(new Date(query.to), tz);
  const rows = await repo.orderSummary(ctx.db, actor.supplierId, statuses, fromDay, toDay);
  const csv = await toCsvInTurns(
    [...ORDER_SUMMARY_HEADERS],
    rows.map((r) => [
      r.productId ?? '',
      r.sku ?? '',
      r.name,
      quantity(r.portionSize),
      r.unitOfPortion,
      quantity(r.portions),
      quantity(r.quantityPriced),
      r.unitOfPrice,
      Number(r.orders),
      dollars(Number(r.total)),
    ]),
  );
  return { csv, filename: summaryFilename(query, fromDay, toDay) };
}
