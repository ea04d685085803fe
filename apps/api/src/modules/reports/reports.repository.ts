import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import { orderProducts, orders, products, venues } from '../../db/schema/index.ts';
import { SALES_ORDER_STATUS } from '@portal/domain';

/*
 * Every query ranges over (supplier_id, date_added) or (supplier_id, order_status, delivery_date),
 * so it runs on those indexes of orders. Months are calendar months in the supplier's time zone,
 * computed by PostgreSQL (`at time zone`), which knows daylight saving.
 */

/** The instant where the month `monthsBack` before the one containing `now` starts, in `tz`. */
const monthStart = (now: Date, tz: string, monthsBack: number) =>
  sql`((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${tz}) - make_interval(months => ${monthsBack}::int)) at time zone ${tz})`;

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
        gte(orders.dateAdded, sql`(${fromDay}::date::timestamp at time zone ${tz})`),
        lt(orders.dateAdded, sql`((${throughDay}::date + 1)::timestamp at time zone ${tz})`),
        eq(orders.orderStatus, SALES_ORDER_STATUS),
      ),
    );
  return row!;
}

export async function topCustomers(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  now: Date,
  monthsBack: number,
  limit: number,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const sales = sql<number>`sum(${orders.finalTotalIncGst})::float8`;
  return db
    .select({
      venueId: orders.venueId,
      name: sql<string>`max(${venues.venue})`,
      orders: sql<number>`count(*)::int`,
      sales,
    })
    .from(orders)
    .innerJoin(venues, eq(venues.id, orders.venueId))
    .where(salesIn(supplierId, monthStart(now, tz, monthsBack), monthStart(now, tz, monthsBack - 1)))
    .groupBy(orders.venueId)
    .orderBy(sql`${sales} desc`, sql`max(${venues.venue}) asc`)
    .limit(limit);
}

export async function bestSellers(
  primary: DbOrTx,
  supplierId: number,
  tz: string,
  now: Date,
  monthsBack: number,
  limit: number,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  // A line without a product (deleted since) still counts, grouped by the name it was sold under.
  const key = sql`coalesce('p' || ${orderProducts.productId}::text, 'n' || ${orderProducts.name})`;
  const sales = sql<number>`sum(coalesce(${orderProducts.finalTotalIncGst}, ${orderProducts.originalTotalIncGst}))::float8`;
  return db
    .select({
      productId: sql<number | null>`max(${orderProducts.productId})`,
      name: sql<string>`coalesce(max(${products.name}), max(${orderProducts.name}))`,
      quantity: sql<string>`sum(coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}))`,
      sales,
    })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderProducts.productId))
    .where(salesIn(supplierId, monthStart(now, tz, monthsBack), monthStart(now, tz, monthsBack - 1)))
    .groupBy(key)
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
