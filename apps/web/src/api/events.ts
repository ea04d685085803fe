import { platformContract as ops, type BodyOf } from '@portal/domain';
import { callOperation } from '../lib/api-client.ts';

export type SupplierEvent = BodyOf<typeof ops.recordSupplierEvent>;

/** Records a usage event for the supplier's activity (spec 000 §7): fire and forget, never in the way. */
export function trackEvent(event: SupplierEvent): void {
  callOperation(ops.recordSupplierEvent, { body: event }).catch(() => undefined);
}
