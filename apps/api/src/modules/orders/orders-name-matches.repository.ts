import { and, eq, ilike, inArray, or, sql, type Column } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { orderNameCounts, orders, orderSearchText } from '../../db/schema/index.ts';
import { containsPattern, type BuiltListQuery } from '../../lib/list-query.ts';
import type { SortKey } from './orders-list-plan.repository.ts';

/**
 * A list searched by name (the name counts total it, and no order matches by its supplier order ID alone):
 * its texts, the statuses it is narrowed to, and its sort's key over `orders`.
 */
export type NameSearch = { texts: string[]; statuses?: string[]; sortKey: SortKey };

/**
 * The venues whose orders can match a name search: the name counts' rows whose text (venue and customer)
 * holds every text. Every match is an order of one of them; every order of a venue whose own name holds
 * every text (`whole`) is a match.
 */
type Venue = { company: string; whole: boolean };
async function venuesOf(db: DbOrTx, supplierId: number, search: NameSearch): Promise<Venue[]> {
  if (search.statuses && !search.statuses.length) return [];
  const holds = (column: Column) => and(...search.texts.map((text) => ilike(column, containsPattern(text))))!;
  return db
    .selectDistinct({
      company: orderNameCounts.company,
      whole: sql<boolean>`${holds(orderNameCounts.company)}`,
    })
    .from(orderNameCounts)
    .where(
      and(
        eq(orderNameCounts.supplierId, supplierId),
        search.statuses ? inArray(orderNameCounts.orderStatus, search.statuses) : undefined,
        sql`${orderNameCounts.orders} > 0`,
        holds(orderNameCounts.nameText),
      ),
    );
}

/**
 * The query of nameMatchedIds over these venues: their orders in the search's statuses whose search text
 * holds every text (a venue whose own name holds them: all of its orders), each with its sort key, read
 * from orders_supplier_company_idx alone (it carries the search text's columns, the status and every sort's
 * column), then sorted by key and id in the list's direction (the list's tie-breaker). Every id in one
 * text, or only the list's page.
 */
export function nameMatchesQuery(
  supplierId: number,
  built: Pick<BuiltListQuery, 'sort' | 'limit' | 'offset'>,
  search: NameSearch,
  venues: Venue[],
  page: boolean,
) {
  const dir = sql.raw(built.sort.descending ? 'desc' : 'asc');
  const whole = venues.filter((v) => v.whole).map((v) => v.company);
  const partly = venues.filter((v) => !v.whole).map((v) => v.company);
  const where = and(
    eq(orders.supplierId, supplierId),
    search.statuses ? inArray(orders.orderStatus, search.statuses) : undefined,
    or(
      whole.length ? inArray(orders.shippingCompany, whole) : undefined,
      partly.length
        ? and(
            inArray(orders.shippingCompany, partly),
            ...search.texts.map((text) => ilike(orderSearchText(orders), containsPattern(text))),
          )
        : undefined,
    ),
  );
  const matched = sql`with matched as materialized (
      select ${orders.id} as id, ${search.sortKey} as sort_key from ${orders} where ${where}
    )`;
  // Joined in the sorted subquery's order (an ORDER BY inside string_agg sorted the ids' texts too, and spilt
  // 51,498 of them to disk past work_mem).
  return sql`${matched} select string_agg(id::text, ',') as ids from (
      select id from matched order by sort_key ${dir}, id ${dir}
      ${page ? sql`limit ${built.limit} offset ${built.offset}` : sql``}
    ) as sorted`;
}

/**
 * A name search's matches in the list's order (nameMatchesQuery): every one (`page` false), to be kept for
 * every page of the list, or only the list's page. The orders' own pages are not read: a common word's
 * 51,498 matches at a million orders are 656 index pages, where the trigram index's matches were 24,600
 * of the table's.
 */
export async function nameMatchedIds(
  db: DbOrTx,
  supplierId: number,
  built: Pick<BuiltListQuery, 'sort' | 'limit' | 'offset'>,
  search: NameSearch,
  page: boolean,
): Promise<Int32Array> {
  const venues = await venuesOf(db, supplierId, search);
  if (!venues.length) return new Int32Array(0);
  const [row] = await rawRows<{ ids: string | null }>(
    db,
    nameMatchesQuery(supplierId, built, search, venues, page),
  );
  // One text of ids, not a row each: 51,498 rows were most of the read's time in the API process.
  return row?.ids ? Int32Array.from(row.ids.split(','), Number) : new Int32Array(0);
}
