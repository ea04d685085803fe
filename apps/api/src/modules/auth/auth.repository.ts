import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
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

/**
 * A user's revocation cut-off (null: none yet), current role and whether a second factor is on, or null
 * when the user no longer exists or was removed from the team.
 */
export async function findSessionCutoff(
  db: Db,
  userId: number,
): Promise<{ validAfter: Date | null; role: string; totp: boolean } | null> {
  const [row] = await db
    .select({
      validAfter: users.sessionsValidAfter,
      role: users.role,
      totp: sql<boolean>`${users.totpEnabledAt} is not null`,
      removed: sql<boolean>`${users.removedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row && !row.removed ? { validAfter: row.validAfter, role: row.role, totp: row.totp } : null;
}

/** Ends every session of the user issued before `at` (password change, 'Sign out everywhere'). */
export async function revokeSessions(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ sessionsValidAfter: at }).where(eq(users.id, userId));
}

export async function listSuppliers(db: Db) {
  return db
    .select({ id: suppliers.id, company: suppliers.company, state: suppliers.state, email: suppliers.email })
    .from(suppliers)
    .orderBy(asc(suppliers.company));
}

export type SupplierRow = typeof suppliers.$inferSelect;

/** A supplier named by its id or its exact company name (case-insensitive), for the operator's commands. */
export async function findSupplierByIdOrCompany(db: Db, ref: string) {
  const byId = /^\d{1,9}$/.test(ref) ? eq(suppliers.id, Number(ref)) : undefined;
  const [row] = await db
    .select()
    .from(suppliers)
    .where(byId ?? eq(sql`lower(${suppliers.company})`, ref.toLowerCase()))
    .limit(2);
  return row ?? null;
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string;
    isStaff: boolean;
    supplierId: number | null;
    name: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}
