import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { isRole, type AuditEntryView } from '@portal/domain';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, readerOf, type Db, type DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  auditLog,
  clientErrors,
  feedbackResponses,
  platformSettings,
  supplierEvents,
  users,
} from '../../db/schema/index.ts';
import { buildListQuery, type ListSpec } from '../../lib/list-query.ts';
import type { ListQuery } from '@portal/domain';

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Whether every migration of this build is recorded as applied (drizzle's journal table). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.n ?? 0);
  return applied >= expected;
}

export async function readSetting<T>(db: Db, key: string): Promise<T | null> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key)).limit(1);
  return (row?.value as T | undefined) ?? null;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value: value })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: value, updatedAt: new Date() },
    });
}

export type NewClientError = typeof clientErrors.$inferInsert;
export async function insertClientError(db: Db, row: NewClientError): Promise<number> {
  const [inserted] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  return inserted!.id;
}

export type NewSupplierEvent = typeof supplierEvents.$inferInsert;
export async function insertSupplierEvent(db: Db, row: NewSupplierEvent): Promise<void> {
  await db.insert(supplierEvents).values(row);
}

export type NewFeedback = typeof feedbackResponses.$inferInsert;
export async function insertFeedback(tx: DbOrTx, row: NewFeedback): Promise<number> {
  const [inserted] = await tx.insert(feedbackResponses).values(row).returning({ id: feedbackResponses.id });
  return inserted!.id;
}

/** The supplier's latest answer or dismissal, to decide whether to ask again. */
export async function latestFeedback(db: Db, supplierId: number) {
  const [row] = await db
    .select()
    .from(feedbackResponses)
    .where(eq(feedbackResponses.supplierId, supplierId))
    .orderBy(desc(feedbackResponses.at), desc(feedbackResponses.id))
    .limit(1);
  return row ?? null;
}

/** The list fields of GET /suppliers/audit. */
export const auditListSpec: ListSpec = {
  fields: {
    id: { column: auditLog.id, type: 'number', sortable: true },
    at: { column: auditLog.at, type: 'date', sortable: true },
    actorEmail: { column: auditLog.actorEmail, type: 'text', sortable: true, textSearch: true },
    isStaff: { column: auditLog.isStaff, type: 'boolean', filterable: true },
    action: { column: auditLog.action, type: 'text', sortable: true, filterable: true, textSearch: true },
    entity: { column: auditLog.entity, type: 'text', sortable: true, filterable: true },
    entityId: { column: auditLog.entityId, type: 'text', filterable: true, textSearch: true },
  },
  defaultOrderBy: 'at',
  defaultSortedBy: 'desc',
  defaultPageSize: 25,
  tieBreaker: auditLog.id,
};

const roleOf = (role: unknown) => (isRole(role) ? role : null);

export type AuditFilter = { entity?: string; from?: string; to?: string; timeZone: string };

/** One supplier's audit entries, newest first; from/to are whole days in the supplier's time zone. */
export async function listAudit(primary: Db, supplierId: number, query: ListQuery, filter: AuditFilter) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const conditions: SQL[] = [eq(auditLog.supplierId, supplierId)];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.from)
    conditions.push(gte(auditLog.at, sql`(${filter.from}::date)::timestamp at time zone ${filter.timeZone}`));
  if (filter.to)
    conditions.push(
      lt(auditLog.at, sql`((${filter.to}::date) + 1)::timestamp at time zone ${filter.timeZone}`),
    );
  const built = buildListQuery(query, auditListSpec, and(...conditions));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        role: users.role,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(built.where)
      .orderBy(...built.orderBy)
      .limit(built.limit)
      .offset(built.offset),
    db.select({ n: count() }).from(auditLog).where(built.where),
  ]);
  const data: AuditEntryView[] = rows.map(({ entry: r, firstName, lastName, name, role }) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorUserId: r.actorUserId,
    actorEmail: r.actorEmail,
    // Who acted, as they were when they acted (kept on the entry); entries from before that was kept
    // name the person as they are now. Staff as staff, a team member by their role.
    actorName: r.actorName ?? ([firstName, lastName].filter(Boolean).join(' ') || name || null),
    actorRole: r.isStaff ? 'staff' : roleOf(r.actorRole ?? role),
    isStaff: r.isStaff,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
  return { data, total: Number(total?.n ?? 0), built };
}

export async function listAuditEntities(db: Db, supplierId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .where(eq(auditLog.supplierId, supplierId))
    .orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}
