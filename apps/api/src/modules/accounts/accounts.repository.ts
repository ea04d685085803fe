import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invitations, passwordResets, recoveryCodes, users } from '../../db/schema/index.ts';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** A person who can sign in (not removed), by address. */
export async function findActiveUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(byEmail(email), isNull(users.removedAt)))
    .limit(1);
  return row ?? null;
}

/** Any user row with the address, removed or not (an address has one account). */
export async function findAnyUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row ?? null;
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- password resets

export async function insertPasswordReset(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  createdAt: Date,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ userId, tokenHash, createdAt, expiresAt });
}

/** Spends every unused reset link of the account (a reset or a password change ends them all). */
export async function spendPasswordResets(tx: DbOrTx, userId: number, at: Date) {
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function findPasswordReset(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks the reset used, once: null when it does not exist or was already used. */
export async function claimPasswordReset(tx: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .returning();
  return row ?? null;
}

export async function setPassword(tx: DbOrTx, userId: number, passwordHash: string, cutoff: Date) {
  await tx.update(users).set({ passwordHash, sessionsValidAfter: cutoff }).where(eq(users.id, userId));
}

export async function touchSignIn(db: DbOrTx, userId: number, at: Date) {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------- team

export async function listPeople(db: Db, supplierId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.supplierId, supplierId), isNull(users.removedAt), eq(users.isStaff, false)))
    .orderBy(asc(users.id));
}

export async function findPerson(db: DbOrTx, supplierId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.supplierId, supplierId), isNull(users.removedAt)))
    .limit(1);
  return row ?? null;
}

/** The team's owners, locked: two concurrent demotions cannot both pass the last-owner rule. */
export async function lockOwners(tx: DbOrTx, supplierId: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.role, 'owner'), isNull(users.removedAt)))
    .for('update');
}

export async function setRole(tx: DbOrTx, userId: number, role: string) {
  await tx.update(users).set({ role }).where(eq(users.id, userId));
}

/** Removed: never signs in again, and every session ends at once (the auth hook reads removed_at). */
export async function removeUser(tx: DbOrTx, userId: number, at: Date) {
  await tx.update(users).set({ removedAt: at, sessionsValidAfter: at }).where(eq(users.id, userId));
}

const pending = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

export async function listPendingInvitations(db: Db, supplierId: number, now: Date) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.supplierId, supplierId), pending(now)))
    .orderBy(asc(invitations.id));
}

/** A pending invitation of this team to the address (another team's are none of its business). */
export async function findPendingInvitationByEmail(db: DbOrTx, supplierId: number, email: string, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.supplierId, supplierId),
        eq(sql`lower(${invitations.email})`, email.trim().toLowerCase()),
        pending(now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findPendingInvitation(db: DbOrTx, supplierId: number, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.supplierId, supplierId), pending(now)))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function renewInvitation(db: DbOrTx, id: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(eq(invitations.id, id))
    .returning();
  return row!;
}

export async function revokeInvitation(db: DbOrTx, id: number, at: Date) {
  await db.update(invitations).set({ revokedAt: at }).where(eq(invitations.id, id));
}

/** Marks the invitation accepted, once: null when unknown, used or revoked. */
export async function claimInvitation(tx: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** A removed person invited back: the same row (the audit trail names it), a new password and role. */
export async function reinstateUser(tx: DbOrTx, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...values, removedAt: null })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

// ---------------------------------------------------------------- second factor

export async function setTotp(
  tx: DbOrTx,
  userId: number,
  values: {
    totpSecret?: string | null;
    totpPendingSecret?: string | null;
    totpEnabledAt?: Date | null;
    totpLastStep?: number | null;
  },
) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Records the accepted time step, only when later than the last one: a code counts once. */
export async function advanceTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), sql`(${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(tx: DbOrTx, userId: number, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code, once. */
export async function useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}
