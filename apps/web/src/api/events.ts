import type { BodyOf, platformContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationOf } from '@portal/domain/operation-routes';
import { recordSupplierEvent as recordSupplierEventRoute } from '@portal/domain/platform/platform.operations';

/** From its zod-free route (operationOf): every list offering documents records events without loading zod. */
const recordSupplierEvent =
  operationOf<typeof platformContract.recordSupplierEvent>(recordSupplierEventRoute);

export type SupplierEvent = BodyOf<typeof recordSupplierEvent>;

/** Records a usage event for the supplier's activity (spec 000 §7): fire and forget, never in the way. */
export function trackEvent(event: SupplierEvent): void {
  callOperation(recordSupplierEvent, { body: event }).catch(() => undefined);
}
