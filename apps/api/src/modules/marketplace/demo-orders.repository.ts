import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, products, suppliers, users, venues } from '../../db/schema/index.ts';

/** The demo supplier (the one the demo account signs in to), or null when the demo world is not there. */
export async function findDemoSupplier(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: suppliers.id, state: suppliers.state })
    .from(users)
    .innerJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

/** Active venues that have ordered from the supplier before: the demo's orders come from them. */
export async function customerVenues(db: DbOrTx, supplierId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: venues.id })
    .from(venues)
    .innerJoin(orders, and(eq(orders.venueId, venues.id), eq(orders.supplierId, supplierId)))
    .where(eq(venues.status, 'active'))
    .orderBy(asc(venues.id))
    .limit(50);
  return rows.map((r) => r.id);
}

/** The supplier's products in stock. */
export async function productsInStock(db: DbOrTx, supplierId: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.outOfStock, false)))
    .orderBy(asc(products.id))
    .limit(200);
  return rows.map((r) => r.id);
}
