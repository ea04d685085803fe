import type { KeptMatches } from './orders.repository.ts';

/** Lists whose matches are kept, and the bytes of ids they hold at most together (a list: up to 1 MB). */
const MAX_KEPT_MATCH_LISTS = 50;
const MAX_KEPT_MATCH_BYTES = 16 * 1024 * 1024;

/**
 * Pages and totals of the orders list, kept per API process under the supplier's order-list version
 * (see `orderListVersions`). Every committed write to a supplier's orders moves that version, so an
 * entry is never stale: a request reads the version first and only ever asks for entries made at it.
 * Old versions' entries are simply never asked for again and fall out as the least recently used.
 */
export class OrderListCache {
  private readonly pages = new Map<string, string>();
  /** Every match of a searched list in its order (at most PLAN_LIMITS.keptCap ids each). */
  private readonly matches = new Map<string, Int32Array>();
  private readonly totals = new Map<string, number>();
  private readonly building = new Map<string, Promise<string>>();

  /** maxEntries 0 turns the cache off (every request reads the database). */
  constructor(private readonly maxEntries: number) {}

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /**
   * The page under key, built once: requests that miss while it is being built wait for that one
   * build instead of each running the same queries (a burst after every write would otherwise).
   */
  async page(key: string, build: () => Promise<string>): Promise<string> {
    const hit = touch(this.pages, key);
    if (hit !== undefined) return hit;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build().finally(() => this.building.delete(key));
    if (this.enabled) this.building.set(key, promise);
    const body = await promise;
    remember(this.pages, key, body, this.maxEntries);
    return body;
  }

  total(key: string): number | undefined {
    return touch(this.totals, key);
  }

  rememberTotal(key: string, total: number): void {
    remember(this.totals, key, total, this.maxEntries);
  }

  /** Where the matches of the list under key are kept, for each of its pages (orders.repository.ts). */
  keptMatches(key: string): KeptMatches {
    return {
      get: () => touch(this.matches, key),
      set: (ids) => {
        remember(this.matches, key, ids, Math.min(this.maxEntries, MAX_KEPT_MATCH_LISTS));
        let bytes = 0;
        for (const kept of this.matches.values()) bytes += kept.byteLength;
        for (const [oldest, kept] of this.matches) {
          if (bytes <= MAX_KEPT_MATCH_BYTES || oldest === key) break;
          this.matches.delete(oldest);
          bytes -= kept.byteLength;
        }
      },
    };
  }
}

/** A Map keeps insertion order: re-inserting on read makes the first key the least recently used. */
function touch<V>(map: Map<string, V>, key: string): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (max <= 0) return;
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as string);
}
