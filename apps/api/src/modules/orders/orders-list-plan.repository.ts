import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { orderNameCounts, orders, orderStatusCounts } from '../../db/schema/index.ts';
import { containsPattern, type BuiltListQuery } from '../../lib/list-query.ts';

/**
 * How a page of the orders list is found at any size (issue 38: a million orders on PostgreSQL).
 *
 * Totals first, and exact: the status counts answer "all" and status filters; the name counts (migration
 * 0026) answer a free-text search without digits, summed over the supplier's distinct venue and customer
 * names; anything else (a search with digits, another filter) is counted through its index.
 *
 * Then the page, by whichever of two plans reads fewer orders, judged from those exact counts rather than
 * from the planner's estimate of how selective a LIKE is (it misjudged both ways: a common word walked
 * for seconds, a rare status filter sorted by date walked every order):
 * - walk: the sort index from the start, keeping the matching orders, until the page is full; about
 *   (offset + limit) × supplierTotal / total orders read;
 * - matches: every matching order found through its own index (trigram, status), materialised, then
 *   sorted; about `total` orders read.
 */
export type PagePlan = 'walk' | 'matches';

export function pagePlanOf(
  built: Pick<BuiltListQuery, 'offset' | 'limit'>,
  counts: { total: number; supplierTotal: number; narrowed: boolean },
): PagePlan {
  if (!counts.narrowed) return 'walk';
  if (counts.total === 0) return 'matches';
  const walked = ((built.offset + built.limit) * counts.supplierTotal) / counts.total;
  return walked <= counts.total ? 'walk' : 'matches';
}

/** The free-text field of ORDER_LIST_SPEC, whose text without the order id the name counts hold. */
const KEYWORD_FIELD = 'keyword';

/**
 * The search texts the name counts can total: every text match is the plain keyword search and has no
 * digit (a digit could match the order id, which the name text leaves out). Null when they cannot.
 */
export function nameCountTexts(built: Pick<BuiltListQuery, 'textMatches'>): string[] | null {
  if (!built.textMatches.length) return null;
  const texts: string[] = [];
  for (const match of built.textMatches) {
    if (match.fields.length !== 1 || match.fields[0] !== KEYWORD_FIELD || /\d/.test(match.text)) return null;
    texts.push(match.text);
  }
  return texts;
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

/** The page's ids by the `matches` plan: every match found by its own index, then sorted (see above). */
export async function matchedPageIds(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`with m as materialized (select ${orders.id} as id from ${orders} where ${built.where})
      select ${orders.id} as id from ${orders} join m on m.id = ${orders.id}
      where ${orders.supplierId} = ${supplierId}
      order by ${sql.join(built.orderBy, sql`, `)}
      limit ${built.limit} offset ${built.offset}`,
  );
  return rows.map((r) => Number(r.id));
}
