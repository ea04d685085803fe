import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;

/** Appends audit rows (lib/audit.ts builds them from the actor and the change). */
export async function insertAuditRows(tx: DbOrTx, rows: AuditRow[]): Promise<void> {
  if (rows.length) await tx.insert(auditLog).values(rows);
}
