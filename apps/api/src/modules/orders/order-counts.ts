/**
 * Totals of the orders list, cached briefly per supplier and query. Counting tens of thousands of
 * matching orders costs more than reading the page itself, and the same total is asked for on every
 * page turn and every dashboard refresh. Any write to a supplier's orders made through this process
 * (processing, cancelling, a new marketplace order) drops that supplier's totals at once; writes made by
 * another API process show up within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

const generations = new Map<number, number>();
const cache = new Map<string, { total: number; at: number }>();

export function invalidateOrderCounts(supplierId: number): void {
  generations.set(supplierId, (generations.get(supplierId) ?? 0) + 1);
}

function keyOf(supplierId: number, query: unknown): string {
  return `${supplierId}:${generations.get(supplierId) ?? 0}:${JSON.stringify(query)}`;
}

export function cachedOrderCount(supplierId: number, query: unknown): number | null {
  const hit = cache.get(keyOf(supplierId, query));
  if (!hit || Date.now() - hit.at > TTL_MS) return null;
  return hit.total;
}

export function rememberOrderCount(supplierId: number, query: unknown, total: number): void {
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(keyOf(supplierId, query), { total, at: Date.now() });
}
