import { lineTotal } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';

/**
 * Test orders written straight into orders/order_products, so the report tests do not depend on the
 * orders area's seed. Totals follow the domain's line rule; a completed order's final totals use the
 * final quantities, any other order's final total is its original one.
 */
export type FixtureLine = {
  productId: number | null;
  name: string;
  sku?: string | null;
  portionSize?: number;
  unitOfPortion?: string;
  unitOfPrice?: string;
  portions: number;
  quantityPriced: number;
  priceIncGst: number;
  /** Weighed or changed on processing; only completed orders carry a final quantity. */
  finalQuantityPriced?: number;
};

export type FixtureOrder = {
  supplierId: number;
  venueId: number;
  status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'CANCELLED';
  dateAdded: Date;
  deliveryDate: string;
  lines: FixtureLine[];
};

export type InsertedOrder = FixtureOrder & {
  id: number;
  finalTotalIncGst: number;
  lineTotals: Array<{ original: number; final: number | null }>;
};

export async function insertFixtureOrders(db: Db, list: FixtureOrder[]): Promise<InsertedOrder[]> {
  const out: InsertedOrder[] = [];
  for (const o of list) {
    const completed = o.status === 'COMPLETED';
    const lineTotals = o.lines.map((l) => ({
      original: lineTotal(l.priceIncGst, l.quantityPriced),
      final: completed ? lineTotal(l.priceIncGst, l.finalQuantityPriced ?? l.quantityPriced) : null,
    }));
    const original = lineTotals.reduce((s, l) => s + l.original, 0);
    const final = lineTotals.reduce((s, l) => s + (l.final ?? l.original), 0);
    const [row] = await db
      .insert(orders)
      .values({
        supplierId: o.supplierId,
        venueId: o.venueId,
        orderStatus: o.status,
        shippingCompany: `Venue ${o.venueId}`,
        dateAdded: o.dateAdded,
        deliveryDate: o.deliveryDate,
        originalTotalIncGst: original,
        finalTotalIncGst: final,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('order not inserted');
    if (o.lines.length) {
      await db.insert(orderProducts).values(
        o.lines.map((l, i) => ({
          orderId: row.id,
          productId: l.productId,
          position: i,
          sku: l.sku ?? null,
          name: l.name,
          portionSize: l.portionSize ?? 1,
          unitOfPortion: l.unitOfPortion ?? 'each',
          unitOfPrice: l.unitOfPrice ?? 'each',
          originalNumberOfPortions: l.portions,
          originalQuantityPriced: l.quantityPriced,
          originalTotalIncGst: lineTotals[i]?.original ?? 0,
          finalQuantityPriced: completed ? (l.finalQuantityPriced ?? l.quantityPriced) : null,
          finalTotalIncGst: lineTotals[i]?.final ?? null,
          priceIncGst: l.priceIncGst,
        })),
      );
    }
    out.push({ ...o, id: row.id, finalTotalIncGst: final, lineTotals });
  }
  return out;
}
