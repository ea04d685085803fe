import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { and, eq, gt, sql } from 'drizzle-orm';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { catalogueChanges, catalogueVersions } from '../../db/schema/index.ts';
import { productsQuery } from './products.repository.ts';

/*
 * GET suppliers/products as the JSON text `{"data":[...]}`, kept per supplier (10,000
 * products under 100 ms at p99, also right after a write).
 *
 * The list is kept under the catalogue version read first, in the same database as the list, then the
 * list; any committed write moves the version, so a kept list is never older than its version (a write
 * landing between the two reads only makes the kept list newer than its key, and the next request reads
 * it again). Kept as text, so a hit costs no serialization.
 *
 * After a write, only what changed is read again: the triggers note each changed product at the version
 * of its change (catalogue_changes, migration 0027), and the kept list takes those products' new JSON in
 * place of their old. A change that is not told product by product (an image, a venue, a unit, a bulk
 * statement) moves the supplier's full version, and a list older than it is built whole, as is one of
 * another day (a special's status depends on the day). Requests that miss while the same version is
 * being built wait for that one build.
 */

/** A supplier's kept list: the answer, and where each product's JSON lies in it (in id order). */
type KeptList = {
  version: number;
  today: string;
  body: string;
  /** The products' ids, ascending, and the offset in `body` of each one's JSON (which ends at a comma). */
  ids: Int32Array;
  starts: Int32Array;
};
/** Per database (so per app instance): the last list of up to this many suppliers, least recent out. */
const MAX_KEPT_LISTS = 50;
/** More changed products than this since the kept list, and it is built whole (as fast by then). */
export const MAX_PATCHED_PRODUCTS = 500;
const keptLists = new WeakMap<object, Map<number, KeptList>>();
/** Builds under way per database, so a burst of requests after a write runs the query once. */
const building = new WeakMap<object, Map<string, Promise<KeptList>>>();

const PREFIX = '{"data":[';
const SUFFIX = ']}';
/** Between two products' JSON in the built text: a control character JSON escapes inside strings. */
const ROW_SEPARATOR = '\u001e';

/** Product i's JSON ends where the next begins, less its comma; the last one before SUFFIX. */
const endOf = (kept: KeptList, i: number) =>
  i + 1 < kept.ids.length ? kept.starts[i + 1]! - 1 : kept.body.length - SUFFIX.length;

/**
 * A list's text built product by product in id order, or by runs of a kept list's products taken as one
 * slice of its text (a patch after one change costs a few slices, not 10,000).
 */
class ListText {
  private readonly ids: number[] = [];
  private readonly starts: number[] = [];
  private readonly parts: string[] = [PREFIX];
  private length = PREFIX.length;

  private append(text: string) {
    if (this.ids.length) {
      this.parts.push(',');
      this.length += 1;
    }
    this.parts.push(text);
  }

  /** One product's JSON. */
  row(id: number, text: string) {
    this.append(text);
    this.ids.push(id);
    this.starts.push(this.length);
    this.length += text.length;
  }

  /** The kept list's products from `from` up to (not including) `to`, as they were. */
  run(kept: KeptList, from: number, to: number) {
    if (from >= to) return;
    const base = kept.starts[from]!;
    const text = kept.body.slice(base, endOf(kept, to - 1));
    this.append(text);
    for (let j = from; j < to; j++) {
      this.ids.push(kept.ids[j]!);
      this.starts.push(kept.starts[j]! - base + this.length);
    }
    this.length += text.length;
  }

  done(version: number, today: string): KeptList {
    this.parts.push(SUFFIX);
    const body = this.parts.join('');
    return { version, today, body, ids: Int32Array.from(this.ids), starts: Int32Array.from(this.starts) };
  }
}

/** Whether the ascending ids hold `id` (a binary search). */
function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ids[middle] === id) return true;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Every product's JSON, in id order, from one statement (PGlite hands over one text value fastest). The
 * text becomes the answer as it is, its separators turned to commas, with no text per product made and
 * joined again; each step after the statement is a turn of its own, so a 20,000-product list never holds
 * the other requests for the whole of it.
 */
async function wholeList(db: DbOrTx, supplierId: number, version: number, today: string) {
  const [row] = await rawRows<{ ids: number[] | null; text: string }>(
    db,
    sql`select array_agg(r.id order by r.id) as ids, ${PREFIX}::text
        || coalesce(string_agg(row_to_json(r)::text, ${ROW_SEPARATOR} order by r.id), '') || ${SUFFIX}::text as text
      from (${productsQuery(supplierId, today)}) r`,
  );
  await yieldToOthers();
  const ids = Int32Array.from(row?.ids ?? [], Number);
  const text = row?.text ?? `${PREFIX}${SUFFIX}`;
  const starts = new Int32Array(ids.length);
  for (let i = 0, at = PREFIX.length; i < ids.length; i++) {
    starts[i] = at;
    at = text.indexOf(ROW_SEPARATOR, at) + 1;
  }
  await yieldToOthers();
  // One flat string (no pieces joined on first use), as the answer goes out.
  const body = text.replaceAll(ROW_SEPARATOR, ',');
  return { version, today, body, ids, starts };
}

/** The kept list with the products changed after it read again (gone when deleted). */
async function patchedList(
  db: DbOrTx,
  kept: KeptList,
  supplierId: number,
  version: number,
  changed: number[],
) {
  const fresh = new Map<number, string>();
  if (changed.length) {
    const rows = await rawRows<{ id: number; json: string }>(
      db,
      sql`select r.id, row_to_json(r)::text as json from (${productsQuery(supplierId, kept.today, changed)}) r`,
    );
    for (const row of rows) fresh.set(Number(row.id), row.json);
  }
  const gone = new Set(changed);
  // New products (not in the kept list) go in at their place by id.
  const added = [...fresh.keys()].filter((id) => !holds(kept.ids, id)).sort((x, y) => x - y);
  const list = new ListText();
  let runFrom = 0;
  let next = 0;
  for (let i = 0; i < kept.ids.length; i++) {
    const id = kept.ids[i]!;
    if (!gone.has(id) && !(next < added.length && added[next]! < id)) continue;
    list.run(kept, runFrom, i);
    for (; next < added.length && added[next]! < id; next++) list.row(added[next]!, fresh.get(added[next]!)!);
    if (gone.has(id)) {
      if (fresh.has(id)) list.row(id, fresh.get(id)!);
      runFrom = i + 1;
    } else runFrom = i;
  }
  list.run(kept, runFrom, kept.ids.length);
  for (; next < added.length; next++) list.row(added[next]!, fresh.get(added[next]!)!);
  return list.done(version, kept.today);
}

/** The supplier's products changed after `since`, or null when the list must be built whole. */
async function changedSince(db: DbOrTx, supplierId: number, since: number): Promise<number[] | null> {
  const rows = await db
    .select({ productId: catalogueChanges.productId })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.supplierId, supplierId), gt(catalogueChanges.version, since)))
    .limit(MAX_PATCHED_PRODUCTS + 1);
  return rows.length > MAX_PATCHED_PRODUCTS ? null : rows.map((r) => r.productId);
}

/** How the kept lists were built, for tests of the mechanism (a patch must not read the whole list). */
export const listBuilds = { whole: 0, patched: 0 };

async function buildList(
  db: DbOrTx,
  supplierId: number,
  today: string,
  state: { version: number; fullVersion: number },
  kept: KeptList | undefined,
): Promise<KeptList> {
  if (kept && kept.today === today && kept.version >= state.fullVersion) {
    const changed = await changedSince(db, supplierId, kept.version);
    if (changed) {
      listBuilds.patched++;
      return patchedList(db, kept, supplierId, state.version, changed);
    }
  }
  listBuilds.whole++;
  return wholeList(db, supplierId, state.version, today);
}

/** The supplier's catalogue version and full version (catalogue_versions, moved by triggers). */
async function catalogueState(db: DbOrTx, supplierId: number) {
  const [row] = await db
    .select({ version: catalogueVersions.version, fullVersion: catalogueVersions.fullVersion })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.supplierId, supplierId));
  return { version: row?.version ?? 0, fullVersion: row?.fullVersion ?? 0 };
}

/** The whole products list of a supplier as the answer's JSON text, with its catalogue version. */
export async function productsListBody(
  primary: DbOrTx,
  supplierId: number,
  today: string,
): Promise<{ version: number; body: string }> {
  const db = readerOf(primary); // a list: the read replica when there is one
  const state = await catalogueState(db, supplierId);
  let kept = keptLists.get(primary);
  if (!kept) keptLists.set(primary, (kept = new Map<number, KeptList>()));
  const hit = kept.get(supplierId);
  if (hit && hit.version === state.version && hit.today === today) {
    kept.delete(supplierId);
    kept.set(supplierId, hit);
    return { version: state.version, body: hit.body };
  }
  let pending = building.get(primary);
  if (!pending) building.set(primary, (pending = new Map<string, Promise<KeptList>>()));
  const key = `${supplierId}:${state.version}:${today}`;
  let build = pending.get(key);
  if (!build) {
    build = buildList(db, supplierId, today, state, hit).finally(() => pending.delete(key));
    pending.set(key, build);
  }
  const list = await build;
  kept.delete(supplierId);
  kept.set(supplierId, list);
  while (kept.size > MAX_KEPT_LISTS) kept.delete(kept.keys().next().value as number);
  return { version: state.version, body: list.body };
}
