import type { LiveEventData, LiveEventType } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { insertEvent } from './live-events.repository.ts';

/**
 * Tells the supplier's open streams (GET /api/suppliers/events, every API process) of a change to one of
 * its orders, once the caller's transaction commits. Call it inside the transaction that makes the change:
 * a change rolled back is never announced.
 */
export async function publishLiveEvent(
  db: DbOrTx,
  supplierId: number,
  type: LiveEventType,
  data: LiveEventData,
): Promise<void> {
  await insertEvent(db, supplierId, type, data);
}
