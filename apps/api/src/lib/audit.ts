import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { insertAuditRows, insertAuditRowsSql } from './audit.repository.ts';
import type { Actor } from './context.ts';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * The one hook point for the audit trail: every write calls it inside the same transaction,
 * so an entry exists exactly when the change does. Staff writes are flagged.
 */
export async function recordAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry | AuditEntry[]): Promise<void> {
  const entries = Array.isArray(entry) ? entry : [entry];
  await insertAuditRows(
    tx,
    entries.map((e) => ({
      supplierId: actor.supplierId,
      actorUserId: actor.userId,
      actorEmail: actor.username,
      isStaff: actor.staff,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId == null ? null : String(e.entityId),
      before: (e.before ?? null) as never,
      after: (e.after ?? null) as never,
    })),
  );
}

/**
 * recordAudit for a set-based write that builds its entries in SQL: the INSERT of one entry per row
 * of `rows` (columns: entity id as text, before, after as jsonb) with this actor's columns, for the write to
 * run as a WITH item of its own statement, so the entries exist exactly when the change does.
 */
export function auditEntriesSql(actor: Actor, action: string, entity: string, rows: SQL): SQL {
  return insertAuditRowsSql(
    {
      supplierId: actor.supplierId,
      actorUserId: actor.userId,
      actorEmail: actor.username,
      isStaff: actor.staff,
      action,
      entity,
    },
    rows,
  );
}
