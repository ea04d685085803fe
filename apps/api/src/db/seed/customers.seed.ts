import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customCommissions, lossProducts, lossVenues, suppliers } from '../schema/index.ts';
import type { DemoWorld } from './world.ts';

/** Custom rakes for a few venues, an order threshold of $300 with loss leader products and venues. */
export async function seedCustomers(db: Db, world: DemoWorld) {
  const [a, b, c, ...rest] = world.tradeVenueIds;
  await db.insert(customCommissions).values([
    { supplierId: world.supplierId, venueId: a!, customCommission: 9.5 },
    { supplierId: world.supplierId, venueId: b!, customCommission: 12 },
    { supplierId: world.supplierId, venueId: c!, customCommission: 7.25 },
  ]);
  await db
    .update(suppliers)
    .set({ lossProductsMinimumSpend: 30_000 })
    .where(eq(suppliers.id, world.supplierId));
  await db
    .insert(lossProducts)
    .values(world.productIds.slice(0, 4).map((productId) => ({ supplierId: world.supplierId, productId })));
  await db
    .insert(lossVenues)
    .values(rest.slice(0, 5).map((venueId) => ({ supplierId: world.supplierId, venueId })));
}
