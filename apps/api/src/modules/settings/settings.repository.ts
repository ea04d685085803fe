import { and, asc, eq } from 'drizzle-orm';
import { CONTACT_TYPES } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { contacts, contactTypes, suppliers, users } from '../../db/schema/index.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierChanges = Partial<Omit<typeof suppliers.$inferInsert, 'id' | 'createdAt'>>;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactValues = Omit<
  typeof contacts.$inferInsert,
  'id' | 'supplierId' | 'createdAt' | 'updatedAt'
>;

export async function updateSupplier(db: DbOrTx, supplierId: number, changes: SupplierChanges) {
  const [row] = await db
    .update(suppliers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(suppliers.id, supplierId))
    .returning();
  return row ?? null;
}

/** Contact types are fixed reference data: written idempotently so any database has them. */
export async function ensureContactTypes(db: DbOrTx): Promise<void> {
  await db
    .insert(contactTypes)
    .values(CONTACT_TYPES.map((t) => ({ id: t.id, name: t.name, label: t.label })))
    .onConflictDoNothing();
}

export async function listContactTypes(db: DbOrTx) {
  return db.select().from(contactTypes).orderBy(asc(contactTypes.id));
}

export async function listContacts(db: DbOrTx, supplierId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.supplierId, supplierId))
    .orderBy(asc(contacts.contactTypeId), asc(contacts.id));
}

export async function findContact(db: DbOrTx, supplierId: number, id: number): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.supplierId, supplierId), eq(contacts.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findContactOfType(db: DbOrTx, supplierId: number, contactTypeId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.supplierId, supplierId), eq(contacts.contactTypeId, contactTypeId)))
    .limit(1);
  return row ?? null;
}

export async function insertContact(db: DbOrTx, supplierId: number, values: ContactValues) {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, supplierId })
    .returning();
  return row!;
}

export async function updateContact(db: DbOrTx, supplierId: number, id: number, values: ContactValues) {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contacts.supplierId, supplierId), eq(contacts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteContact(db: DbOrTx, supplierId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.supplierId, supplierId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** The signed-in supplier user, only if it belongs to the supplier. */
export async function findSupplierUser(db: DbOrTx, supplierId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.supplierId, supplierId), eq(users.isStaff, false)))
    .limit(1);
  return row ?? null;
}

/** The supplier's (first) sign-in account, whose password staff may reset. */
export async function findFirstSupplierUser(db: DbOrTx, supplierId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.supplierId, supplierId), eq(users.isStaff, false)))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** A new password ends every session issued before `sessionsValidAfter`. */
export async function updatePasswordHash(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  sessionsValidAfter: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, sessionsValidAfter }).where(eq(users.id, userId));
}
