import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/index.ts';

/** Reads of a supplier shared by every module (as Immich shares its repositories across services). */
export type SupplierRow = typeof suppliers.$inferSelect;

/** The supplier's whole row, or null. */
export async function findSupplier(db: DbOrTx, supplierId: number): Promise<SupplierRow | null> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return row ?? null;
}

/** The supplier's state (for its time zone), or null. */
export async function supplierState(db: DbOrTx, supplierId: number): Promise<string | null> {
  const [row] = await db
    .select({ state: suppliers.state })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row?.state ?? null;
}
