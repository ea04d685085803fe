import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** An entry as lib/audit.ts builds it; the actor's name and role are read by the insert itself. */
export type AuditRow = Omit<typeof auditLog.$inferInsert, 'actorName' | 'actorRole'>;

/** The display name of the users row `u`: first and last name, else the one name. */
const NAME_OF_U = sql`coalesce(nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''), nullif(u.name, ''))`;

/**
 * Who acted, as they were when they acted: their name and role ('staff' for staff) read from their users
 * row inside the writing transaction, so a later rename or role change leaves the entry as it was.
 * Scalar subqueries: one actor's, evaluated once per statement when `actorUserId` is a value.
 */
function actorAsThen(actorUserId: SQL, isStaff: SQL) {
  const user = sql`from users u where u.id = ${actorUserId}`;
  return {
    actorName: sql<string | null>`(select ${NAME_OF_U} ${user})`,
    actorRole: sql<string | null>`case when ${isStaff} then 'staff' else (select u.role ${user}) end`,
  };
}

/**
 * The same for many actors in one INSERT … SELECT: `a.name` and `a.role` by a lateral join, kept from
 * being flattened (offset 0) so it runs row by row and the rows keep their order.
 */
const ACTOR_JOIN = sql`left join lateral (select ${NAME_OF_U} as name, u.role from users u
  where u.id = r."actorUserId" offset 0) a on true`;

/**
 * Above this many rows the entries go as ONE jsonb parameter expanded by jsonb_to_recordset:
 * building a 10,000-row multi-VALUES insert with drizzle cost more CPU than the database spent writing it,
 * and it had to be chunked under PostgreSQL's 65,535 parameters. Small writes keep the plain insert.
 */
const BATCH_ABOVE = 50;

/** Appends audit rows (lib/audit.ts builds them from the actor and the change). */
export async function insertAuditRows(tx: DbOrTx, rows: AuditRow[]): Promise<void> {
  if (!rows.length) return;
  if (rows.length <= BATCH_ABOVE) {
    await tx.insert(auditLog).values(
      rows.map((r) => ({
        ...r,
        ...actorAsThen(sql`${r.actorUserId ?? null}::int`, sql`${r.isStaff}::boolean`),
      })),
    );
    return;
  }
  await tx.execute(sql`
    insert into audit_log (supplier_id, actor_user_id, actor_email, is_staff, actor_name, actor_role,
      action, entity, entity_id, before, after)
    select r."supplierId", r."actorUserId", r."actorEmail", r."isStaff", a.name,
      case when r."isStaff" then 'staff' else a.role end,
      r.action, r.entity, r."entityId", r.before, r.after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("supplierId" int, "actorUserId" int,
      "actorEmail" text, "isStaff" boolean, action text, entity text, "entityId" text, before jsonb, after jsonb)
      ${ACTOR_JOIN}
  `);
}

/** What every entry of one set-based write shares: who did it, and what it did to which kind of thing. */
export type AuditCommon = Pick<
  AuditRow,
  'supplierId' | 'actorUserId' | 'actorEmail' | 'isStaff' | 'action' | 'entity'
>;

/**
 * The INSERT of one audit entry per row of `rows` (a query whose three columns are the entity id as text, then
 * before and after as jsonb), for a bulk write to run inside its own statement as a WITH item: the
 * entries are built by the database from data it already has, so 10,000 of them are neither built in
 * JavaScript nor sent a second time. The columns written are those of insertAuditRows, the actor's
 * name and role included.
 */
export function insertAuditRowsSql(common: AuditCommon, rows: SQL): SQL {
  const actor = actorAsThen(sql`${common.actorUserId ?? null}::int`, sql`${common.isStaff}::boolean`);
  return sql`
    insert into audit_log (supplier_id, actor_user_id, actor_email, is_staff, actor_name, actor_role,
      action, entity, entity_id, before, after)
    select ${common.supplierId}::int, ${common.actorUserId ?? null}::int, ${common.actorEmail}::text,
      ${common.isStaff}::boolean, ${actor.actorName}, ${actor.actorRole},
      ${common.action}::text, ${common.entity}::text, r.entity_id, r.before, r.after
    from (${rows}) as r(entity_id, before, after)
  `;
}
