import { and, asc, Column, desc, eq, ilike, inArray, is, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { orderNameCounts, orders, orderSearchText, orderStatusCounts } from '../../db/schema/index.ts';
import { containsPattern, type BuiltListQuery } from '../../lib/list-query.ts';

/**
 * How a page of the orders list is found at any size (a million orders on PostgreSQL).
 *
 * Totals first, and exact: the status counts answer "all" and status filters; the name counts (migration
 * 0026) answer a free-text search without digits, summed over the supplier's distinct venue and customer
 * names; anything else (a search with digits, another filter) is counted through its index.
 *
 * Then the page, without trusting any estimate of where the matches lie in the sort order (the planner's
 * LIKE estimate misjudged both ways, and a uniform spread is wrong too: open orders are the newest, and a
 * search for a venue sorted by venue name starts where that name does):
 * - walk: an unfiltered list walks its sort index, reading one page;
 * - bounded walk: a narrowed list walks a bounded stretch of its sort index and keeps the matches; only
 *   when they do not fill the page is it read by matches after all. Taken when the matches are more than
 *   `matchesCap` (the stretch is `walkRows` past the page), or when, were they spread evenly, the page
 *   would be found within half as many orders as there are matches (the stretch is then 8 times that,
 *   at most as many orders as matches: a walk that meets them as expected stops far sooner);
 * - matches: otherwise every match is read through its own index (trigram, status), materialised, and
 *   sorted: at most `matchesCap` orders read.
 * - per status: a list narrowed by status alone, in an order one of the status indexes holds (id, status,
 *   date placed, delivery date: open orders are the newest, so a walk of the date index from the oldest finds
 *   none, and their matches are tens of thousands at a million orders): each status's first orders are
 *   read from its own index, then merged (statusPageIds).
 * - name seek: a list searched by name (the name counts answer it) and sorted by the venue or the
 *   customer's name walks its sort index from the key its page's first match has, found from the name
 *   counts' keys and numbers (nameSeekPageIds); a common word's matches may all lie far along that
 *   index, where a walk from its start finds none. Read by matches when the walk does not fill the page.
 */
export type PagePlan =
  | { kind: 'walk' }
  | { kind: 'bounded walk'; rows: number }
  | { kind: 'matches' }
  | { kind: 'per status'; statuses: string[] }
  | { kind: 'name seek'; texts: string[]; rows: number };

/**
 * matchesCap: the most matches the `matches` plan reads for one page; walkRows: a bounded walk's stretch;
 * keptCap: the most matches read once in order and kept for every page of the list (where there is a
 * place to keep them), 1 MB of ids: a deep page of a common word's search (51,000 matches at a million
 * orders) is then a slice, not a read of every match per page.
 */
export type PlanLimits = { matchesCap: number; walkRows: number; keptCap?: number };
export const PLAN_LIMITS: PlanLimits = { matchesCap: 20_000, walkRows: 20_000, keptCap: 250_000 };
/** The most matches kept (limits without a keptCap keep no more than one page's plan reads). */
export const keptCapOf = (limits: PlanLimits): number => limits.keptCap ?? limits.matchesCap;

export function pagePlanOf(
  built: Pick<BuiltListQuery, 'offset' | 'limit'>,
  counts: { total: number; supplierTotal: number; narrowed: boolean },
  limits: PlanLimits = PLAN_LIMITS,
  keeping = false,
): PagePlan {
  if (!counts.narrowed) return { kind: 'walk' };
  if (counts.total === 0) return { kind: 'matches' };
  // Where the page would end were the matches spread evenly through the sort order.
  const evenly = Math.ceil(((built.offset + built.limit) * counts.supplierTotal) / counts.total);
  if (counts.total > limits.matchesCap) {
    // A deep page of many matches, which can be kept: read them all once, and every later page is a slice.
    const keep = keeping && counts.total <= keptCapOf(limits) && evenly > limits.walkRows / 4;
    return keep ? { kind: 'matches' } : { kind: 'bounded walk', rows: limits.walkRows };
  }
  return evenly * 2 <= counts.total
    ? { kind: 'bounded walk', rows: Math.min(evenly * 8, counts.total) }
    : { kind: 'matches' };
}

/**
 * The sorts each status index serves after (supplier, status): orders_supplier_status_{id,added,delivery}_idx,
 * the first also the status itself (then id).
 */
export const STATUS_INDEXED_SORTS: ReadonlySet<string> = new Set([
  'orderId',
  'orderStatus',
  'dateAdded',
  'deliveryDate',
]);

/**
 * The statuses of a list narrowed by status alone and sorted as a status index holds it; null otherwise
 * (a search, a date range or another filter, or another sort, which the other plans serve).
 */
export function perStatusOf(
  built: Pick<BuiltListQuery, 'textSearch' | 'equalities' | 'sort'>,
  hasRange: boolean,
): string[] | null {
  const statuses = built.equalities.orderStatus;
  const only = !built.textSearch && !hasRange && Object.keys(built.equalities).length === 1;
  return only && statuses?.length && STATUS_INDEXED_SORTS.has(built.sort.field) ? statuses.map(String) : null;
}

/**
 * The page query of the `per status` plan: for each status, its first `offset + limit` orders in the
 * list's order from that status's index, then the page from their union, in the same order.
 */
export function statusPageQuery(supplierId: number, built: BuiltListQuery, statuses: string[]) {
  const order = sql.join(built.orderBy, sql`, `);
  const firsts = statuses.map(
    (status) => sql`(select * from ${orders}
      where ${orders.supplierId} = ${supplierId} and ${orders.orderStatus} = ${status}
      order by ${order} limit ${built.offset + built.limit})`,
  );
  return sql`select ${orders.id} as id from (${sql.join(firsts, sql` union all `)}) as ${orders}
    order by ${order} limit ${built.limit} offset ${built.offset}`;
}

/** The page's ids by the `per status` plan (statusPageQuery). */
export async function statusPageIds(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
  statuses: string[],
): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(db, statusPageQuery(supplierId, built, statuses));
  return rows.map((r) => Number(r.id));
}

/** The name counts' column holding each sort of ORDER_LIST_SPEC the name seek serves (migration 0028). */
const NAME_SORT_KEYS: Record<string, AnyPgColumn> = {
  shippingCompany: orderNameCounts.company,
  fullName: orderNameCounts.sortName,
};

/** Whether a list searched by `texts` (the name counts' texts, or null) is served by the name seek. */
export const seeksByName = (built: Pick<BuiltListQuery, 'sort'>, texts: string[] | null, hasRange: boolean) =>
  !!texts && !hasRange && built.sort.field in NAME_SORT_KEYS;

/**
 * The page's ids by the name seek: the matches' sort keys and numbers from the name counts, in the list's
 * order, give the key of the page's first match and how many come before it; the sort index is walked
 * from that key (`sortKey`, the list's expression for it) for at most `walkRows` orders past the page.
 * Null when they do not fill it (other orders share the key, or lie between the matches).
 */
export async function nameSeekPageIds(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
  seek: { texts: string[]; statuses?: string[]; sortKey: SortKey; total: number; walkRows: number },
): Promise<number[] | null> {
  const key = NAME_SORT_KEYS[built.sort.field]!;
  const keys = await db
    .select({ key, n: sql<number>`sum(${orderNameCounts.orders})::int` })
    .from(orderNameCounts)
    .where(
      and(
        eq(orderNameCounts.supplierId, supplierId),
        seek.statuses ? inArray(orderNameCounts.orderStatus, seek.statuses) : undefined,
        ...seek.texts.map((text) => sql`${orderNameCounts.nameText} ilike ${containsPattern(text)}`),
      ),
    )
    .groupBy(key)
    .having(sql`sum(${orderNameCounts.orders}) > 0`)
    .orderBy(built.sort.descending ? desc(key) : asc(key));
  let before = 0;
  let first: (typeof keys)[number] | undefined;
  for (const row of keys) {
    if (before + row.n > built.offset) {
      first = row;
      break;
    }
    before += row.n;
  }
  if (!first) return [];
  const skip = built.offset - before;
  const from = built.sort.descending
    ? sql`${seek.sortKey} <= ${first.key}`
    : sql`${seek.sortKey} >= ${first.key}`;
  const rows = await rawRows<{ id: number }>(
    db,
    walkQuery(supplierId, built, { sortKey: seek.sortKey, from, rows: seek.walkRows, skip }),
  );
  return rows.length === Math.min(built.limit, seek.total - built.offset)
    ? rows.map((r) => Number(r.id))
    : null;
}

/** The free-text field of ORDER_LIST_SPEC, whose text without the order id the name counts hold. */
const KEYWORD_FIELD = 'keyword';
/** The supplier's order ID, which a plain search matches too (OR): the name counts do not hold it. */
const REFERENCE_FIELD = 'supplierReference';

/**
 * The search texts the name counts can total: every text match is the plain search (the keyword, with or
 * without the supplier order ID) and has no digit (a digit could match the order id, which the name text
 * leaves out). Null when they cannot. The orders a text finds by the supplier order ID alone are counted
 * apart (searchesReference, countByReferenceOnly).
 */
export function nameCountTexts(built: Pick<BuiltListQuery, 'textMatches'>): string[] | null {
  if (!built.textMatches.length) return null;
  const texts: string[] = [];
  for (const match of built.textMatches) {
    const others = match.fields.filter((field) => field !== KEYWORD_FIELD && field !== REFERENCE_FIELD);
    if (!match.fields.includes(KEYWORD_FIELD) || others.length || /\d/.test(match.text)) return null;
    texts.push(match.text);
  }
  return texts;
}

/** Whether any text match also looks in the supplier order ID. */
export const searchesReference = (built: Pick<BuiltListQuery, 'textMatches'>) =>
  built.textMatches.some((match) => match.fields.includes(REFERENCE_FIELD));

/**
 * The list's matches that the name counts leave out: found by a supplier order ID containing one of the
 * texts (its trigram index, orders_supplier_reference_trgm_idx) while the search text does not contain them
 * all. With countByNames over the same texts, the list's exact total; zero when no order of the supplier has
 * such an ID.
 */
export async function countByReferenceOnly(
  db: DbOrTx,
  built: BuiltListQuery,
  texts: string[],
): Promise<number> {
  const [row] = await referenceOnlyQuery(db, built, texts);
  return row?.n ?? 0;
}

/** The count of countByReferenceOnly (exported for the plan tests). */
export function referenceOnlyQuery(db: DbOrTx, built: BuiltListQuery, texts: string[]) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        built.where,
        or(...texts.map((text) => ilike(orders.supplierReference, containsPattern(text)))),
        not(and(...texts.map((text) => ilike(orderSearchText(orders), containsPattern(text))))!),
      ),
    );
}

/** Orders of the supplier in the given statuses (all without), from the status counts. */
export async function countByStatus(db: DbOrTx, supplierId: number, statuses?: string[]): Promise<number> {
  if (statuses && !statuses.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.orders}), 0)::int` })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.supplierId, supplierId),
        statuses ? inArray(orderStatusCounts.orderStatus, statuses) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Orders whose venue and customer names contain every text (in the given statuses), from the name counts. */
export async function countByNames(
  db: DbOrTx,
  supplierId: number,
  texts: string[],
  statuses?: string[],
): Promise<number> {
  if (statuses && !statuses.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderNameCounts.orders}), 0)::int` })
    .from(orderNameCounts)
    .where(
      and(
        eq(orderNameCounts.supplierId, supplierId),
        statuses ? inArray(orderNameCounts.orderStatus, statuses) : undefined,
        ...texts.map((text) => sql`${orderNameCounts.nameText} ilike ${containsPattern(text)}`),
      ),
    );
  return row?.n ?? 0;
}

/** The list's sort key as an expression over `orders` (the spec's column of its sort field). */
export type SortKey = SQL | Column;

/**
 * A walk of the supplier's sort index: the list's filter over its first `rows` orders (from `from`, a
 * condition on the sort key, when given) in the list's order, named `orders` so the filter reads it
 * unchanged, skipping `skip` matches. A sort key that is an expression (the customer's name) is carried
 * as a column of its own (walk_key) and the page ordered by it: PostgreSQL then keeps the index's order
 * and stops at the page's last match. Ordered by the expression over the walked columns instead, it did
 * not see the order and sorted every order walked, 20,000 at a time.
 */
export function walkQuery(
  supplierId: number,
  built: BuiltListQuery,
  walk: { sortKey: SortKey; from?: SQL; rows: number; skip: number },
) {
  const dir = sql.raw(built.sort.descending ? 'desc' : 'asc');
  // A column is read back under its own name; only an expression needs a column of its own.
  const expression = !is(walk.sortKey, Column);
  const key = expression ? sql`, ${walk.sortKey} as walk_key` : sql``;
  const order = expression ? sql`walk_key ${dir}, ${orders.id} ${dir}` : sql.join(built.orderBy, sql`, `);
  return sql`select ${orders.id} as id from (
      select *${key} from ${orders}
      where ${orders.supplierId} = ${supplierId} ${walk.from ? sql`and ${walk.from}` : sql``}
      order by ${sql.join(built.orderBy, sql`, `)} limit ${walk.skip + built.limit + walk.rows}
    ) as ${orders}
    where ${built.where}
    order by ${order}
    limit ${built.limit} offset ${walk.skip}`;
}

/**
 * The page's ids by the bounded walk: the list's filter over the first `walkRows` (beyond the page) of the
 * supplier's orders in the list's order (walkQuery). Null when those orders do not fill the page (the
 * matches lie further on).
 */
export async function walkedPageIds(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
  walk: { sortKey: SortKey; rows: number },
): Promise<number[] | null> {
  const rows = await rawRows<{ id: number }>(
    db,
    walkQuery(supplierId, built, { sortKey: walk.sortKey, rows: walk.rows, skip: built.offset }),
  );
  return rows.length === built.limit ? rows.map((r) => Number(r.id)) : null;
}

/**
 * The page query of the `matches` plan: every match found by its own index (trigram, status) and kept
 * whole in a CTE named `orders`, so the list's order reads its columns unchanged, then sorted. (Kept as
 * ids and joined back to the table instead, PGlite's planner hashed the join over a scan of every order
 * of the supplier: 330 ms for 996 open orders of 100,000.)
 */
export const matchedPageQuery = (built: BuiltListQuery) =>
  sql`with ${orders} as materialized (select * from ${orders} where ${built.where})
    select ${orders.id} as id from ${orders}
    order by ${sql.join(built.orderBy, sql`, `)}
    limit ${built.limit} offset ${built.offset}`;

/** The page's ids by the `matches` plan (matchedPageQuery). */
export async function matchedPageIds(db: DbOrTx, built: BuiltListQuery): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(db, matchedPageQuery(built));
  return rows.map((r) => Number(r.id));
}

/** Every match's id in the list's order, by the `matches` plan's query without its page. */
export async function allMatchedIds(db: DbOrTx, built: BuiltListQuery): Promise<Int32Array> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with ${orders} as materialized (select * from ${orders} where ${built.where})
      select ${orders.id} as id from ${orders} order by ${sql.join(built.orderBy, sql`, `)}`,
  );
  return Int32Array.from(rows, (r) => Number(r.id));
}
