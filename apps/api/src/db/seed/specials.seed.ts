import { inArray } from 'drizzle-orm';
import { addDays, dayInZone, timeZoneForState } from '@portal/domain';
import type { Db } from '../client.ts';
import { products, specials } from '../schema/index.ts';
import type { DemoWorld } from './world.ts';

/**
 * Specials in every status for the demo supplier (a NSW wholesaler): active ones (one a banner),
 * scheduled ones, finished ones and one archived by hand. Each on its own product, 10-30% off,
 * so every rule of POST specials holds for them too.
 */
export async function seedSpecials(db: Db, world: DemoWorld): Promise<void> {
  const today = dayInZone(new Date(), timeZoneForState('NSW'));
  const plan: Array<{ offset: number; days: number; off: number; banner?: boolean; archived?: boolean }> = [
    { offset: -3, days: 10, off: 0.15, banner: true },
    { offset: -1, days: 6, off: 0.1 },
    { offset: 0, days: 13, off: 0.2 },
    { offset: -6, days: 20, off: 0.25 },
    { offset: 2, days: 7, off: 0.12 },
    { offset: 5, days: 14, off: 0.3 },
    { offset: 9, days: 20, off: 0.18 },
    { offset: -30, days: 14, off: 0.2 },
    { offset: -18, days: 7, off: 0.1 },
    { offset: -2, days: 12, off: 0.15, archived: true },
  ];
  // Spread over the catalogue so the specials sit in different categories.
  const step = Math.max(1, Math.floor(world.productIds.length / plan.length));
  const ids = plan.map((_, i) => world.productIds[(i * step + 3) % world.productIds.length]!);
  const rows = await db
    .select({ id: products.id, priceInCents: products.priceInCents })
    .from(products)
    .where(inArray(products.id, ids));
  const price = new Map(rows.map((r) => [r.id, r.priceInCents]));
  await db.insert(specials).values(
    plan.map((p, i) => {
      const productId = ids[i]!;
      const startDate = addDays(today, p.offset);
      return {
        supplierId: world.supplierId,
        productId,
        startDate,
        endDate: addDays(startDate, p.days),
        specialPriceInCents: Math.max(10, Math.round(price.get(productId)! * (1 - p.off))),
        isBanner: p.banner ?? false,
        archivedAt: p.archived ? new Date() : null,
      };
    }),
  );
}
