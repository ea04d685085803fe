import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/**
 * Above this many rows the entries go as ONE jsonb parameter expanded by jsonb_to_recordset (issue 38):
 * building a 10,000-row multi-VALUES insert with drizzle cost more CPU than the database spent writing it,
 * and it had to be chunked under PostgreSQL's 65,535 parameters. Small writes keep the plain insert.
 */
const BATCH_ABOVE = 50;

/** Appends audit rows (lib/audit.ts builds them from the actor and the change). */
export async function insertAuditRows(tx: DbOrTx, rows: AuditRow[]): Promise<void> {
  if (!rows.length) return;
  if (rows.length <= BATCH_ABOVE) {
    await tx.insert(auditLog).values(rows);
    return;
  }
  await tx.execute(sql`
    insert into audit_log (supplier_id, actor_user_id, actor_email, is_staff, action, entity, entity_id, before, after)
    select "supplierId", "actorUserId", "actorEmail", "isStaff", action, entity, "entityId", before, after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("supplierId" int, "actorUserId" int,
      "actorEmail" text, "isStaff" boolean, action text, entity text, "entityId" text, before jsonb, after jsonb)
  `);
}

/** What every entry of one set-based write shares: who did it, and what it did to which kind of thing. */
export type AuditCommon = Pick<
  AuditRow,
  'supplierId' | 'actorUserId' | 'actorEmail' | 'isStaff' | 'action' | 'entity'
>;

/**
 * The INSERT of one audit entry per row of `rows` (a query whose three columns are the entity id as text, then
 * before and after as jsonb), for a bulk write to run inside its own statement as a WITH item (issue 38): the
 * entries are built by the database from data it already has, so 10,000 of them are neither built in
 * JavaScript nor sent a second time. The columns written are those of insertAuditRows.
 */
export function insertAuditRowsSql(common: AuditCommon, rows: SQL): SQL {
  return sql`
    insert into audit_log (supplier_id, actor_user_id, actor_email, is_staff, action, entity, entity_id, before, after)
    select ${common.supplierId}::int, ${common.actorUserId ?? null}::int, ${common.actorEmail}::text,
      ${common.isStaff}::boolean, ${common.action}::text, ${common.entity}::text, r.entity_id, r.before, r.after
    from (${rows}) as r(entity_id, before, after)
  `;
}
