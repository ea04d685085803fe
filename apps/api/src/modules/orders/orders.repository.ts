import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, ORDER_TYPES, type ListQuery } from '@portal/domain';
import { readerOf, type DbOrTx } from '../../db/client.ts';
import {
  orderListVersions,
  orderProducts,
  orders,
  orderSearchText,
  orderSortName,
} from '../../db/schema/index.ts';
import { buildListQuery, type BuiltListQuery, type ListSpec } from '../../lib/list-query.ts';
import {
  countByNames,
  countByReferenceOnly,
  countByStatus,
  matchedPageIds,
  allMatchedIds,
  keptCapOf,
  nameCountTexts,
  nameSeekPageIds,
  seeksByName,
  pagePlanOf,
  perStatusOf,
  searchesReference,
  PLAN_LIMITS,
  statusPageIds,
  walkedPageIds,
  type PagePlan,
  type PlanLimits,
} from './orders-list-plan.repository.ts';
import { nameMatchedIds, type NameSearch } from './orders-name-matches.repository.ts';

const fullName = sql<string>`concat_ws(' ', ${orders.shippingFirstname}, ${orders.shippingLastname})`;
const orderType = sql<string>`(case when ${orders.parentOrderId} is not null then 'TOPUP' when ${orders.standingOrderId} is not null then 'STANDING' else 'REGULAR' end)`;

/** The list fields of GET /suppliers/orders: what may be sorted, filtered (search=field:value) and searched. */
export const ORDER_LIST_SPEC: ListSpec = {
  fields: {
    orderId: { column: orders.id, type: 'number', sortable: true, filterable: true },
    /**
     * Plain search text matches venue, customer and order id through one trigram-indexed expression, and
     * the supplier order ID (supplierReference) through its own.
     */
    keyword: { column: orderSearchText(orders), type: 'text', textSearch: true },
    orderStatus: {
      column: orders.orderStatus,
      type: 'enum',
      sortable: true,
      filterable: true,
      values: ORDER_STATUSES,
    },
    orderType: { column: orderType, type: 'enum', filterable: true, values: ORDER_TYPES },
    // Sorted by the indexed immutable form of the name (same order as concat_ws for real names).
    fullName: { column: orderSortName(orders), type: 'text', sortable: true },
    shippingCompany: { column: orders.shippingCompany, type: 'text', sortable: true, filterable: true },
    dateAdded: { column: orders.dateAdded, type: 'date', sortable: true },
    deliveryDate: { column: orders.deliveryDate, type: 'date', sortable: true, filterable: true },
    total: { column: orders.finalTotalIncGst, type: 'number', sortable: true },
    venueId: { column: orders.venueId, type: 'number', filterable: true },
    // The ID a supplier remembers: search=supplierReference:X is exact, a plain search a substring (any case).
    supplierReference: { column: orders.supplierReference, type: 'text', filterable: true, textSearch: true },
    orderedBefore: { column: orders.orderedBefore, type: 'boolean' },
    customerAlert: { column: orders.customerAlert, type: 'text' },
    substitutionAllowed: { column: orders.substitutionAllowed, type: 'boolean' },
    standingOrderId: { column: orders.standingOrderId, type: 'number' },
    parentOrderId: { column: orders.parentOrderId, type: 'number' },
    shippingFirstname: { column: orders.shippingFirstname, type: 'text' },
    shippingLastname: { column: orders.shippingLastname, type: 'text' },
  },
  defaultOrderBy: 'orderId',
  defaultSortedBy: 'desc',
  defaultPageSize: 100,
  tieBreaker: orders.id,
};

const listColumns = {
  orderId: orders.id,
  orderStatus: orders.orderStatus,
  orderType,
  fullName,
  shippingCompany: orders.shippingCompany,
  dateAdded: orders.dateAdded,
  deliveryDate: orders.deliveryDate,
  total: orders.finalTotalIncGst,
  orderedBefore: orders.orderedBefore,
  customerAlert: orders.customerAlert,
  substitutionAllowed: orders.substitutionAllowed,
  standingOrderId: orders.standingOrderId,
  parentOrderId: orders.parentOrderId,
  supplierReference: orders.supplierReference,
  shippingFirstname: orders.shippingFirstname,
  shippingLastname: orders.shippingLastname,
  venueId: orders.venueId,
};

export type DateRange = { from?: string; to?: string };

function scope(supplierId: number, range: DateRange): SQL {
  const parts: SQL[] = [eq(orders.supplierId, supplierId)];
  if (range.from) parts.push(gte(orders.deliveryDate, range.from));
  if (range.to) parts.push(lte(orders.deliveryDate, range.to));
  return and(...parts)!;
}

/** The supplier's order-list version: moved by every committed write to its orders (0 before any). */
export async function orderListVersion(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ version: orderListVersions.version })
    .from(orderListVersions)
    .where(eq(orderListVersions.supplierId, supplierId));
  return row?.version ?? 0;
}

/**
 * The texts the name counts total for this list (a plain search, at most a status filter, no date range),
 * or null when they cannot (orders-list-plan.repository.ts).
 */
function nameTextsOf(built: BuiltListQuery, range: DateRange): string[] | null {
  const onlyStatus = Object.keys(built.equalities).every((field) => field === 'orderStatus');
  return onlyStatus && !range.from && !range.to ? nameCountTexts(built) : null;
}

/**
 * A list's exact total: from the status counts, the name counts (with `byReference`, the matches found by
 * the supplier order ID alone), or its own count (orders-list-plan.repository.ts).
 */
async function totalOf(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
  range: DateRange,
  byReference: number,
): Promise<number> {
  const fields = Object.keys(built.equalities);
  const statuses = built.equalities.orderStatus as string[] | undefined;
  if (range.from || range.to || !fields.every((f) => f === 'orderStatus')) return countOrders(db, built);
  if (!built.textSearch) return countByStatus(db, supplierId, statuses);
  const texts = nameTextsOf(built, range);
  return texts ? (await countByNames(db, supplierId, texts, statuses)) + byReference : countOrders(db, built);
}

async function countOrders(db: DbOrTx, built: BuiltListQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(built.where);
  return row?.n ?? 0;
}

/**
 * The ids of a page of orders in the list's order. Each sort and the free-text search are served by an
 * index (orders schema; orders-plans.test.ts checks the plans), so a first page reads about a page of
 * index entries, not every order of the supplier. It carries no count: a window count over the same
 * scan made PostgreSQL plan the LIMIT as if it could stop early and then walk a sort index through
 * every order (3.9 s for a common word at a million orders); the count is its own query.
 */
export function pageIdsQuery(db: DbOrTx, built: BuiltListQuery) {
  return db
    .select({ id: sql<number>`${orders.id}`.as('page_id') })
    .from(orders)
    .where(built.where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset);
}

/** The list query of a supplier's orders (exported for the plan tests). */
export function builtOrdersList(supplierId: number, query: ListQuery, range: DateRange = {}) {
  return buildListQuery(query, ORDER_LIST_SPEC, scope(supplierId, range));
}

/**
 * The plans chosen from the list's query alone (orders-list-plan.repository.ts): per status or name seek
 * (only when no match was found by the supplier order ID alone: the name counts place names, not IDs);
 * null when the counts must choose (pagePlanOf), which is the only time the supplier's total is asked.
 */
function planOfQuery(
  built: BuiltListQuery,
  range: DateRange,
  limits: PlanLimits,
  byReference: number | null,
): PagePlan | null {
  const hasRange = !!(range.from || range.to);
  const statuses = perStatusOf(built, hasRange);
  if (statuses) return { kind: 'per status', statuses };
  const texts = nameTextsOf(built, range);
  if (texts && byReference === 0 && seeksByName(built, texts, hasRange))
    return { kind: 'name seek', texts, rows: limits.walkRows };
  return null;
}

/**
 * How many of a name-counted search's matches only the supplier order ID finds (countByReferenceOnly): asked
 * when the total is to be counted or a name seek would serve the page; 0 when the search does not look in
 * the ID; null when it was not asked (nameSearchOf asks it when it needs it).
 */
function referenceOnlyCount(
  db: DbOrTx,
  built: BuiltListQuery,
  range: DateRange,
  totalKnown: boolean,
): Promise<number | null> {
  const texts = nameTextsOf(built, range);
  if (!texts || !searchesReference(built)) return Promise.resolve(0);
  const seeks = seeksByName(built, texts, !!(range.from || range.to));
  return totalKnown && !seeks ? Promise.resolve(null) : countByReferenceOnly(db, built, texts);
}

/** The page's ids by a plan other than the walk, or null when it could not fill the page. */
function plannedPageIds(
  db: DbOrTx,
  supplierId: number,
  built: BuiltListQuery,
  plan: PagePlan,
  total: number,
) {
  const sortKey = ORDER_LIST_SPEC.fields[built.sort.field]!.column;
  switch (plan.kind) {
    case 'per status':
      return statusPageIds(db, supplierId, built, plan.statuses);
    case 'name seek':
      return nameSeekPageIds(db, supplierId, built, {
        texts: plan.texts,
        statuses: built.equalities.orderStatus as string[] | undefined,
        sortKey,
        total,
        walkRows: plan.rows,
      });
    case 'bounded walk':
      return walkedPageIds(db, supplierId, built, { sortKey, rows: plan.rows });
    default:
      return Promise.resolve(null);
  }
}

/**
 * A page of orders and the list's exact total. The total comes first (from the caller when it knows it),
 * then the page's ids by the plan for that total (orders-list-plan.repository.ts), then only those rows.
 */
export async function listOrders(
  primary: DbOrTx,
  supplierId: number,
  query: ListQuery,
  range: DateRange,
  knownTotal: number | null,
  limits: PlanLimits = PLAN_LIMITS,
  keptMatches?: KeptMatches,
) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const built = builtOrdersList(supplierId, query, range);
  const narrowed = built.textSearch || Object.keys(built.equalities).length > 0 || !!range.from || !!range.to;
  const byReference = await referenceOnlyCount(db, built, range, knownTotal !== null);
  const chosen = planOfQuery(built, range, limits, byReference);
  const [total, supplierTotal] = await Promise.all([
    knownTotal ?? totalOf(db, supplierId, built, range, byReference ?? 0), // counted when the total is unknown
    narrowed && !chosen ? countByStatus(db, supplierId) : 0,
  ]);
  const plan = chosen ?? pagePlanOf(built, { total, supplierTotal, narrowed }, limits, !!keptMatches);
  if (plan.kind === 'walk') {
    const page = db.$with('page').as(pageIdsQuery(db, built));
    const rows = await db
      .with(page)
      .select(listColumns)
      .from(orders)
      .innerJoin(page, eq(orders.id, page.id))
      .where(eq(orders.supplierId, supplierId))
      .orderBy(...built.orderBy);
    return { rows, total, built, plan: plan.kind };
  }
  // A list whose matches are kept is a slice of them, whatever its plan (no walk that may come back empty).
  const walked = keptMatches?.get() ? null : await plannedPageIds(db, supplierId, built, plan, total);
  const names = () => nameSearchOf(db, built, range, byReference);
  const ids =
    walked ?? (await matchedIdsOfPage(db, { supplierId, built, total, names }, limits, keptMatches));
  const rows = ids.length
    ? await db
        .select(listColumns)
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, ids)))
        .orderBy(...built.orderBy)
    : [];
  return { rows, total, built, plan: walked ? plan.kind : ('matches' as const) };
}

/**
 * Where a list's matches in its order are kept between pages (the orders list cache, under the supplier's
 * order-list version, the filters and the sort): `get` answers them when kept.
 */
export type KeptMatches = { get(): Int32Array | undefined; set(ids: Int32Array): void };

/** How often every match of a list was read in order to be kept (tests count them). */
export const matchReads = { all: 0 };

/**
 * The page's ids by the `matches` plan. With a place to keep them and no more matches than keptCap, every
 * match is read once in the list's order and kept, and this page and every other page of the same list
 * (deep pages of a search, one after another) is a slice of them; otherwise the page alone (matchedPageIds).
 */
async function matchedIdsOfPage(
  db: DbOrTx,
  list: {
    supplierId: number;
    built: BuiltListQuery;
    total: number;
    names: () => Promise<NameSearch | null>;
  },
  limits: PlanLimits,
  keptMatches: KeptMatches | undefined,
): Promise<number[]> {
  const { supplierId, built } = list;
  if (!keptMatches || list.total > keptCapOf(limits)) {
    const names = await list.names();
    return names
      ? Array.from(await nameMatchedIds(db, supplierId, built, names, true))
      : matchedPageIds(db, built);
  }
  let all = keptMatches.get();
  if (!all) {
    matchReads.all++;
    const names = await list.names();
    all = names ? await nameMatchedIds(db, supplierId, built, names, false) : await allMatchedIds(db, built);
    keptMatches.set(all);
  }
  return Array.from(all.subarray(built.offset, built.offset + built.limit));
}

/**
 * The list as a name search (orders-name-matches.repository.ts), whose matches are read from the venue's
 * index alone: searched by name only, and no order matching by its supplier order ID alone; null otherwise.
 */
async function nameSearchOf(
  db: DbOrTx,
  built: BuiltListQuery,
  range: DateRange,
  byReference: number | null,
): Promise<NameSearch | null> {
  const texts = nameTextsOf(built, range);
  if (!texts || (byReference ?? (await countByReferenceOnly(db, built, texts))) !== 0) return null;
  const statuses = built.equalities.orderStatus as string[] | undefined;
  return { texts, statuses, sortKey: ORDER_LIST_SPEC.fields[built.sort.field]!.column };
}

/**
 * The CSV export's plan: the matching orders' ids in the list's order (at most `maxRows + 1`,
 * as every order has a line) and how many lines they have, so an export too large is refused before a
 * byte is sent and the lines are then read a chunk of orders at a time.
 */
export async function planOrdersCsv(
  primary: DbOrTx,
  supplierId: number,
  query: ListQuery,
  range: DateRange,
  maxRows: number,
): Promise<{ orderIds: number[]; lines: number }> {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const built = buildListQuery({ ...query, page: 1 }, ORDER_LIST_SPEC, scope(supplierId, range));
  const matching = db.select({ id: orders.id }).from(orders).where(built.where);
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(built.where)
      .orderBy(...built.orderBy)
      .limit(maxRows + 1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderProducts)
      .where(inArray(orderProducts.orderId, matching)),
  ]);
  return { orderIds: ids.map((r) => r.id), lines: Number(counted?.n ?? 0) };
}

/** Every line of these orders (one row per order line), in the order of `orderIds`, then line position. */
export async function orderLinesForCsv(primary: DbOrTx, supplierId: number, orderIds: number[]) {
  const db = readerOf(primary);
  const rows = await db
    .select({
      orderId: orders.id,
      supplierReference: orders.supplierReference,
      orderType,
      orderStatus: orders.orderStatus,
      dateAdded: orders.dateAdded,
      deliveryDate: orders.deliveryDate,
      shippingCompany: orders.shippingCompany,
      fullName,
      email: orders.email,
      phone: orders.phone,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      state: orders.state,
      shippingPostcode: orders.shippingPostcode,
      orderTotal: orders.finalTotalIncGst,
      sku: orderProducts.sku,
      name: orderProducts.name,
      portionSize: orderProducts.portionSize,
      unitOfPortion: orderProducts.unitOfPortion,
      unitOfPrice: orderProducts.unitOfPrice,
      originalNumberOfPortions: orderProducts.originalNumberOfPortions,
      originalQuantityPriced: orderProducts.originalQuantityPriced,
      finalQuantityPriced: orderProducts.finalQuantityPriced,
      priceIncGst: orderProducts.priceIncGst,
      hasGst: orderProducts.hasGst,
      originalTotalIncGst: orderProducts.originalTotalIncGst,
      finalTotalIncGst: orderProducts.finalTotalIncGst,
      substitution: orderProducts.substitution,
      reason: orderProducts.reason,
      position: orderProducts.position,
      lineId: orderProducts.id,
    })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, orderIds)));
  const rank = new Map(orderIds.map((id, i) => [id, i]));
  return rows.sort(
    (a, b) => rank.get(a.orderId)! - rank.get(b.orderId)! || a.position - b.position || a.lineId - b.lineId,
  );
}

export async function findOrder(db: DbOrTx, supplierId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.position), asc(orderProducts.id));
  return { order, lines };
}

/**
 * Claims a pending order for processing. The conditional update is the concurrency guard: of two
 * concurrent calls, the second waits on the row lock and then matches no row.
 */
export async function claimPending(
  db: DbOrTx,
  supplierId: number,
  orderId: number,
  version: number,
  finalTotal: number,
) {
  const rows = await db
    .update(orders)
    .set({
      orderStatus: 'COMPLETED',
      finalTotalIncGst: finalTotal,
      processedAt: new Date(),
      version: sql`${orders.version} + 1`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.supplierId, supplierId),
        eq(orders.orderStatus, 'PENDING'),
        eq(orders.version, version),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function updateLine(
  db: DbOrTx,
  lineId: number,
  values: { finalQuantityPriced: number; finalTotalIncGst: number; reason: string | null },
) {
  await db.update(orderProducts).set(values).where(eq(orderProducts.id, lineId));
}

export async function deleteLines(db: DbOrTx, orderId: number, lineIds: number[]) {
  if (!lineIds.length) return;
  await db
    .delete(orderProducts)
    .where(and(eq(orderProducts.orderId, orderId), inArray(orderProducts.id, lineIds)));
}

export async function insertLines(db: DbOrTx, lines: Array<typeof orderProducts.$inferInsert>) {
  if (!lines.length) return;
  await db.insert(orderProducts).values(lines);
}

export async function cancelOpenOrder(db: DbOrTx, supplierId: number, orderId: number, reason: string) {
  const rows = await db
    .update(orders)
    .set({ orderStatus: 'CANCELLED', cancellationComment: reason, version: sql`${orders.version} + 1` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.supplierId, supplierId),
        inArray(orders.orderStatus, ['PENDING', 'PROCESSING']),
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function setSupplierReference(db: DbOrTx, supplierId: number, orderId: number, value: string) {
  await db
    .update(orders)
    .set({ supplierReference: value, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
}

/** Products to deliver on a day: the supplier's open and completed orders, summed per product line. */
export async function productsForDeliveryDay(primary: DbOrTx, supplierId: number, day: string) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  return db
    .select({
      sku: orderProducts.sku,
      productName: orderProducts.name,
      portionSize: orderProducts.portionSize,
      unitOfPortion: orderProducts.unitOfPortion,
      unitOfPrice: orderProducts.unitOfPrice,
      portions: sql<number>`sum(${orderProducts.originalNumberOfPortions})::float8`,
      quantity: sql<number>`sum(coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}))::float8`,
      orders: sql<number>`count(distinct ${orders.id})::int`,
    })
    .from(orders)
    .innerJoin(orderProducts, eq(orderProducts.orderId, orders.id))
    .where(
      and(
        eq(orders.supplierId, supplierId),
        eq(orders.deliveryDate, day),
        ne(orders.orderStatus, 'CANCELLED'),
        sql`coalesce(${orderProducts.finalQuantityPriced}, ${orderProducts.originalQuantityPriced}) > 0`,
      ),
    )
    .groupBy(
      orderProducts.sku,
      orderProducts.name,
      orderProducts.portionSize,
      orderProducts.unitOfPortion,
      orderProducts.unitOfPrice,
    )
    .orderBy(asc(orderProducts.name), asc(orderProducts.portionSize));
}
