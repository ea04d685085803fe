import { gstOfInc, lineTotal } from '@portal/domain';
import type { Db } from '../src/db/client.ts';
import { orderProducts, orders } from '../src/db/schema/index.ts';

export type FixtureLine = {
  name: string;
  sku?: string;
  priceIncGst: number;
  quantity: number;
  hasGst?: boolean;
  /** Supplied quantity once processed (null: as ordered). */
  finalQuantity?: number | null;
  unit?: string;
};

/** Inserts an order with lines directly, totals computed with the domain's rules. For tests only. */
export async function insertOrder(
  db: Db,
  o: {
    supplierId: number;
    venueId: number;
    status?: string;
    deliveryDate?: string;
    lines: FixtureLine[];
    dateAdded?: Date;
    processedAt?: Date;
    payment?: string;
  },
): Promise<number> {
  const lines = o.lines.map((l, position) => {
    const original = lineTotal(l.priceIncGst, l.quantity);
    const final =
      l.finalQuantity === undefined || l.finalQuantity === null
        ? null
        : lineTotal(l.priceIncGst, l.finalQuantity);
    const hasGst = l.hasGst ?? false;
    return {
      position,
      sku: l.sku ?? `SKU-${position + 1}`,
      name: l.name,
      portionSize: 1,
      unitOfPortion: l.unit ?? 'kg',
      unitOfPrice: l.unit ?? 'kg',
      originalNumberOfPortions: l.quantity,
      originalQuantityPriced: l.quantity,
      originalTotalIncGst: original,
      finalQuantityPriced: l.finalQuantity ?? null,
      finalTotalIncGst: final,
      priceIncGst: l.priceIncGst,
      gst: hasGst ? gstOfInc(original) : 0,
      hasGst,
    };
  });
  const originalTotal = lines.reduce((s, l) => s + l.originalTotalIncGst, 0);
  const finalTotal = lines.reduce((s, l) => s + (l.finalTotalIncGst ?? l.originalTotalIncGst), 0);
  const [row] = await db
    .insert(orders)
    .values({
      supplierId: o.supplierId,
      venueId: o.venueId,
      orderStatus: o.status ?? 'PENDING',
      shippingCompany: 'The Rocks Bistro',
      shippingAddress: '12 George Street',
      shippingCity: 'The Rocks',
      state: 'NSW',
      shippingPostcode: '2000',
      shippingFirstname: 'Olivia',
      shippingLastname: 'Smith',
      phone: '0412345678',
      email: 'rocks@venues.example.com',
      deliveryDate: o.deliveryDate ?? '2026-11-23',
      dateAdded: o.dateAdded ?? new Date('2026-11-20T01:30:00Z'),
      processedAt: o.processedAt ?? null,
      ...(o.payment ? { payment: o.payment } : {}),
      originalTotalIncGst: originalTotal,
      finalTotalIncGst: finalTotal,
    })
    .returning({ id: orders.id });
  await db.insert(orderProducts).values(lines.map((l) => ({ ...l, orderId: row!.id })));
  return row!.id;
}
