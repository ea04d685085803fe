import type { DbOrTx } from '../db/client.ts';
import { insertAuditRows } from './audit.repository.ts';
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
