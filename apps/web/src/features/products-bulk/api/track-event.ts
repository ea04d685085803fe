import { api } from '../../../lib/api-client.ts';

/** POST suppliers/events — fire and forget: tracking never gets in the supplier's way. */
export function trackBulkUpload(action: 'bulk-add' | 'bulk-edit', data: Record<string, unknown>): void {
  const body = {
    objectType: 'products',
    action,
    location: window.location.pathname,
    data: { ...data, screenSize: { width: window.innerWidth, height: window.innerHeight } },
  };
  api.post('suppliers/events', body).catch(() => undefined);
}
