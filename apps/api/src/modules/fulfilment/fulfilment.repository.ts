import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** Completed orders delivered in a range of days, oldest first, with their supplied lines. */
export async function completedOrdersWithLines(db: Db, supplierId: number, from: string, to: string) {
  const completed = and(
    eq(orders.supplierId, supplierId),
    eq(orders.orderStatus, 'COMPLETED'),
    between(orders.deliveryDate, from, to),
  );
  const found = await db
    .select({
      id: orders.id,
      deliveryDate: orders.deliveryDate,
      processedAt: orders.processedAt,
      supplierState: suppliers.state,
      payment: orders.payment,
      shippingCompany: orders.shippingCompany,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      state: orders.state,
      shippingPostcode: orders.shippingPostcode,
      email: orders.email,
      supplierReference: orders.supplierReference,
      finalTotalIncGst: orders.finalTotalIncGst,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(completed)
    .orderBy(asc(orders.deliveryDate), asc(orders.id));
  // The lines by a join on the same conditions, not by a list of order ids: one bind parameter per
  // order overflowed the protocol's 65,535 above that many orders (issue 32).
  const lines = found.length
    ? await db
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
        .where(completed)
        .orderBy(asc(orderProducts.orderId), asc(orderProducts.position), asc(orderProducts.id))
    : [];
  return { orders: found, lines };
}
