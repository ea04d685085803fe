import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import { orderProducts, orders, products, venues } from '../../db/schema/index.ts';
import { SALES_ORDER_STATUS } from '@portal/domain';
import { creditedPerProduct, creditedPerVenue, productKey } from './reports-credits.repository.ts';

/*
 * Every query ranges over (supplier_id, date_added) or (supplier_id, order_status, delivery_date),
 * so it runs on those indexes of orders. Months are calendar months in the supplier's time zone,
 * computed by PostgreSQL (`at time zone`), which knows daylight saving.
 */

/** The instant where the month `monthsBack` before the one containing `now` starts, in `tz`. */
export const monthStart = (now: Date, tz: string, monthsBack: number) =>
  sql`((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${tz}) - make_interval(months => ${monthsBack}::int)) at time zone ${tz})`;

/** The instant where the day `days` after `day` (YYYY-MM-DD) starts, in `tz`. */
export const dayStart = (day: string, tz: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${tz})`;

const monthKey = (tz: string) => sql<string>`to_char(${orders.dateAdded} at time zone ${tz}, 'YYYY-MM')`;

const salesIn = (
  supplierId: number,
  from: ReturnType<typeof monthStart>,
  to: ReturnType<typeof monthStart>,
) =>
  and(
    eq(orders.supplierId, supplierId),
    gte(orders.dateAdded, from),
    lt(orders.dateAdded, to),
    eq(orders.orderStatus, SALES_ORDER_STATUS),
  );

export async function monthlySales(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  now: Date,
  months: number,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const key = monthKey(tz);
  return (
    db
      .select({
        month: key,
        sales: sql<number>`coalesce(sum(${orders.finalTotalIncGst}), 0)::float8`,
        orders: sql<number>`count(*)::int`,
        activeCustomers: sql<number>`count(distinct ${orders.venueId})::int`,
      })
      .from(orders)
      .where(salesIn(supplierId, monthStart(now, tz, months - 1), monthStart(now, tz, -1)))
      // By position: the same expression written twice binds its time zone twice, and PostgreSQL
      // would not see the two as one.
      .groupBy(sql`1`)
  );
}

/**
 * Sales, orders and active customers of the orders placed on the whole days `fromDay` through `throughDay`
 * (YYYY-MM-DD, inclusive) in `tz`: last month over the same days as this month so far.
 */
export async function salesOnDays(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  fromDay: string,
  throughDay: string,
) {
  const db = readerOf(primary);
  const [row] = await db
    .select({
      sales: sql<number>`coalesce(sum(${orders.finalTotalIncGst}), 0)::float8`,
      orders: sql<number>`count(*)::int`,
      activeCustomers: sql<number>`count(distinct ${orders.venueId})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        gte(orders.dateAdded, dayStart(fromDay, tz)),
        lt(orders.dateAdded, dayStart(throughDay, tz, 1)),
        eq(orders.orderStatus, SALES_ORDER_STATUS),
      ),
    );
  return row!;
}

/** The month's best customers by sales net of the credit notes issued to them in the month. */
export async function topCustomers(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  now: Date,
  monthsBack: number,
  limit: number,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const from = monthStart(now, tz, monthsBack);
  const to = monthStart(now, tz, monthsBack - 1);
  const credited = creditedPerVenue(db, supplierId, from, to);
  const sales = sql<number>`(sum(${orders.finalTotalIncGst}) - coalesce(max(${credited.credited}), 0))::float8`;
  return db
    .with(credited)
    .select({
      venueId: orders.venueId,
      name: sql<string>`max(${venues.venue})`,
      orders: sql<number>`count(*)::int`,
      sales,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .leftJoin(credited, eq(credited.venueId, orders.venueId))
    .where(salesIn(supplierId, from, to))
    .groupBy(orders.venueId)
    .orderBy(sql`${sales} desc`, sql`max(${venues.venue}) asc`)
    .limit(limit);
}

/**
 * The month's best sellers by sales net of the credit notes issued in the month on their lines; quantities
 * as supplied (a credit takes money off, not what was delivered).
 */
export async function bestSellers(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  now: Date,
  monthsBack: number,
  limit: number,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const from = monthStart(now, tz, monthsBack);
  const to = monthStart(now, tz, monthsBack - 1);
  const credited = creditedPerProduct(db, supplierId, from, to);
  // A line without a product (deleted since) still counts, grouped by the name it was sold under.
  const sales = sql<number>`(sum(coalesce(${orderProducts.finalTotalIncGst}, ${orderProducts.originalTotalIncGst})) - coalesce(max(${credited.credited}), 0))::float8`;
  return db
    .with(credited)
    .select({
      productId: sql<number | null>`max(${orderProducts.productId})`,
      name: sql<string>`coalesce(max(${products.name}), max(${orderProducts.name}))`,
      quantity: sql<string>`sum(coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}))`,
      sales,
    })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderProducts.productId))
    .leftJoin(credited, eq(credited.key, productKey))
    .where(salesIn(supplierId, from, to))
    .groupBy(productKey)
    .orderBy(sql`${sales} desc`, sql`2 asc`)
    .limit(limit);
}

/** Lines of the orders delivered between two days (inclusive) in the given statuses, one row per product. */
export async function orderSummary(
  primary: DbOrTx,
  supplierId: number,
  statuses: string[],
  fromDay: string,
  toDay: string,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const key = sql`coalesce('p' || ${orderProducts.productId}::text, 'n' || ${orderProducts.name}), ${orderProducts.portionSize}, ${orderProducts.unitOfPortion}, ${orderProducts.unitOfPrice}`;
  return db
    .select({
      productId: sql<number | null>`max(${orderProducts.productId})`,
      sku: sql<string | null>`coalesce(max(${products.sku}), max(${orderProducts.sku}))`,
      name: sql<string>`coalesce(max(${products.name}), max(${orderProducts.name}))`,
      portionSize: sql<string>`${orderProducts.portionSize}::text`,
      unitOfPortion: orderProducts.unitOfPortion,
      unitOfPrice: orderProducts.unitOfPrice,
      portions: sql<string>`sum(${orderProducts.originalNumberOfPortions})::text`,
      quantityPriced: sql<string>`sum(coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}))::text`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
      total: sql<number>`sum(coalesce(${orderProducts.finalTotalIncGst}, ${orderProducts.originalTotalIncGst}))::float8`,
    })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderProducts.productId))
    .where(
      and(
        eq(orders.supplierId, supplierId),
        inArray(orders.orderStatus, statuses),
        gte(orders.deliveryDate, fromDay),
        lte(orders.deliveryDate, toDay),
      ),
    )
    .groupBy(key)
    .orderBy(sql`3 asc`, sql`${orderProducts.portionSize} asc`, sql`${orderProducts.unitOfPortion} asc`);
}
