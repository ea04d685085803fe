import type { BodyOf, platformContract } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';
import { operationRef } from './operation-ref.ts';

/** By reference (see operationRef): every list offering documents records events, without loading zod. */
const recordSupplierEvent = operationRef<typeof platformContract.recordSupplierEvent>({
  method: 'POST',
  path: '/suppliers/events',
  operationId: 'recordSupplierEvent',
});

export type SupplierEvent = BodyOf<typeof recordSupplierEvent>;

/** Records a usage event for the supplier's activity (spec 000 §7): fire and forget, never in the way. */
export function trackEvent(event: SupplierEvent): void {
  callOperation(recordSupplierEvent, { body: event }).catch(() => undefined);
}
