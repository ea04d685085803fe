import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { suppliers, users } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, supplier: suppliers })
    .from(users)
    .leftJoin(suppliers, eq(suppliers.id, users.supplierId))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findSupplier(db: Db, id: number) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return row ?? null;
}

export async function listSuppliers(db: Db) {
  return db
    .select({ id: suppliers.id, company: suppliers.company, state: suppliers.state, email: suppliers.email })
    .from(suppliers)
    .orderBy(asc(suppliers.company));
}

export type SupplierRow = typeof suppliers.$inferSelect;
