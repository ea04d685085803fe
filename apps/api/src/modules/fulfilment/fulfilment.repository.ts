import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import { readerOf, type Db } from '../../db/client.ts';
import {
  categories,
  deliveryZones,
  orderProducts,
  orders,
  products,
  suburbs,
  suppliers,
  zoneSuburbs,
} from '../../db/schema/index.ts';
import { DAY_SHEET_STATUSES } from '@portal/domain';

/** The venue as an accounting file bills it (the order's delivery details): invoices and credit notes alike. */
export const BILL_TO = {
  shippingCompany: orders.shippingCompany,
  shippingAddress: orders.shippingAddress,
  shippingCity: orders.shippingCity,
  state: orders.state,
  shippingPostcode: orders.shippingPostcode,
  email: orders.email,
};

/** The orders of one supplier to deliver on a day (not cancelled), oldest first. */
export async function dayOrders(db: Db, supplierId: number, deliveryDate: string) {
  return db
    .select({
      id: orders.id,
      orderStatus: orders.orderStatus,
      shippingCompany: orders.shippingCompany,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      state: orders.state,
      shippingPostcode: orders.shippingPostcode,
      shippingFirstname: orders.shippingFirstname,
      shippingLastname: orders.shippingLastname,
      phone: orders.phone,
      deliveryComment: orders.deliveryComment,
      supplierReference: orders.supplierReference,
      finalTotalIncGst: orders.finalTotalIncGst,
    })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.deliveryDate, deliveryDate),
        inArray(orders.orderStatus, [...DAY_SHEET_STATUSES]),
      ),
    )
    .orderBy(asc(orders.id));
}

/** The lines of the given orders (already this supplier's), with the top-level category of their product. */
export async function pickLines(db: Db, supplierId: number, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      orderId: orderProducts.orderId,
      productId: orderProducts.productId,
      sku: orderProducts.sku,
      name: orderProducts.name,
      unitOfPrice: orderProducts.unitOfPrice,
      portionSize: orderProducts.portionSize,
      unitOfPortion: orderProducts.unitOfPortion,
      originalQuantityPriced: orderProducts.originalQuantityPriced,
      finalQuantityPriced: orderProducts.finalQuantityPriced,
      category: categories.name,
    })
    .from(orderProducts)
    .leftJoin(products, and(eq(products.id, orderProducts.productId), eq(products.supplierId, supplierId)))
    .leftJoin(categories, eq(categories.id, sql`${products.categories}[1]`))
    .where(inArray(orderProducts.orderId, orderIds))
    .orderBy(asc(orderProducts.orderId), asc(orderProducts.position), asc(orderProducts.id));
}

/** This supplier's delivery zones holding suburbs with the given postcodes (name matched by the caller). */
export async function zonesForPostcodes(db: Db, supplierId: number, postcodes: string[]) {
  if (!postcodes.length) return [];
  return db
    .select({
      zone: deliveryZones.name,
      suburb: suburbs.name,
      postcode: suburbs.postcode,
      enabled: zoneSuburbs.enabled,
    })
    .from(zoneSuburbs)
    .innerJoin(deliveryZones, eq(deliveryZones.id, zoneSuburbs.zoneId))
    .innerJoin(suburbs, eq(suburbs.id, zoneSuburbs.suburbId))
    .where(and(eq(deliveryZones.supplierId, supplierId), inArray(suburbs.postcode, postcodes)))
    .orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
}

/** The supplier's name and state, for the sheets' headings. */
export async function supplierHeading(db: Db, supplierId: number) {
  const [row] = await db
    .select({ company: suppliers.company, state: suppliers.state })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row ?? null;
}

/**
 * The day an order's invoice is dated, in SQL (as `invoiceDate` in the domain): the day the order was
 * processed on the supplier's clock, the delivery day when no processing time is on record.
 */
const invoiceDay = (timeZone: string) =>
  sql`coalesce((${orders.processedAt} at time zone ${timeZone})::date, ${orders.deliveryDate})`;

/** The line's supplied quantity is above zero (an invoice holds only supplied lines). */
const suppliedLine = sql`coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}) > 0`;

/**
 * The ids of a supplier's invoices dated from one day to another (completed orders with a supplied
 * line), by invoice date then number: the plan of an accounting export, read before a byte is sent so
 * the file's kind (one CSV or a ZIP) and names are known; the documents are then read a slice at a time.
 */
export async function invoiceIdsDated(
  primary: Db,
  supplierId: number,
  timeZone: string,
  from: string,
  to: string,
): Promise<number[]> {
  const db = readerOf(primary); // an export: the read replica when there is one
  const day = invoiceDay(timeZone);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.orderStatus, 'COMPLETED'),
        sql`${day} between ${from}::date and ${to}::date`,
        exists(
          db
            .select({ one: sql`1` })
            .from(orderProducts)
            .where(and(eq(orderProducts.orderId, orders.id), suppliedLine)),
        ),
      ),
    )
    .orderBy(day, asc(orders.id));
  return rows.map((r) => r.id);
}

/** These orders of the supplier (at most a slice of an export) with their lines, each in position order. */
export async function invoiceOrdersWithLines(primary: Db, supplierId: number, ids: number[]) {
  if (!ids.length) return { orders: [], lines: [] };
  const db = readerOf(primary);
  const [found, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        venueId: orders.venueId,
        deliveryDate: orders.deliveryDate,
        processedAt: orders.processedAt,
        supplierState: suppliers.state,
        payment: orders.payment,
        ...BILL_TO,
        supplierReference: orders.supplierReference,
      })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids))),
    db
      .select({
        orderId: orderProducts.orderId,
        sku: orderProducts.sku,
        name: orderProducts.name,
        unitOfPrice: orderProducts.unitOfPrice,
        originalQuantityPriced: orderProducts.originalQuantityPriced,
        finalQuantityPriced: orderProducts.finalQuantityPriced,
        originalTotalIncGst: orderProducts.originalTotalIncGst,
        finalTotalIncGst: orderProducts.finalTotalIncGst,
        priceIncGst: orderProducts.priceIncGst,
        hasGst: orderProducts.hasGst,
      })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(and(eq(orders.supplierId, supplierId), inArray(orderProducts.orderId, ids)))
      .orderBy(asc(orderProducts.orderId), asc(orderProducts.position), asc(orderProducts.id)),
  ]);
  return { orders: found, lines };
}
