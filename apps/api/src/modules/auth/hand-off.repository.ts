import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { handOffCodes, users } from '../../db/schema/index.ts';

export type NewHandOffCode = typeof handOffCodes.$inferInsert;

export async function insertHandOffCode(db: DbOrTx, code: NewHandOffCode): Promise<void> {
  await db.insert(handOffCodes).values(code);
}

/**
 * Marks the code used, once, if it has not expired: null when it is unknown, used or expired. One
 * statement, so two exchanges of the same code at once cannot both succeed.
 */
export async function claimHandOffCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(handOffCodes)
    .set({ usedAt: now })
    .where(
      and(eq(handOffCodes.codeHash, codeHash), isNull(handOffCodes.usedAt), gt(handOffCodes.expiresAt, now)),
    )
    .returning();
  return row ?? null;
}

/** The staff member a code was made by, as the exchange needs them. */
export async function findHandOffUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      isStaff: users.isStaff,
      removedAt: users.removedAt,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Codes past their minute: nothing can use them any more (the periodic purge, lib/retention.ts). */
export async function purgeExpiredHandOffCodes(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(handOffCodes)
    .where(lt(handOffCodes.expiresAt, before))
    .returning({ id: handOffCodes.id });
  return deleted.length;
}
