import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { CustomerRow, ListQuery } from '@portal/domain';
import { readerOf, type Db, type DbOrTx } from '../../db/client.ts';
import { customCommissions, customPrices, orders, venues } from '../../db/schema/index.ts';
import { buildListQuery, withColumns, type ListFieldKind, type ListSpec } from '../../lib/list-query.ts';

/**
 * The supplier's customers with figures computed from its orders in one query: per-venue order
 * statistics (index orders_supplier_venue_idx), custom price counts and custom rakes as CTEs,
 * joined to venues, sorted and paged in SQL, the total from a window count.
 * Spent counts completed orders at their final totals; the order count leaves out cancelled ones.
 */
type RawCustomerRow = Omit<CustomerRow, 'commission' | 'customPrices' | 'totalSpent' | 'orderCount'> & {
  commission: string | number | null;
  customPrices: string | number;
  totalSpent: string | number;
  orderCount: string | number;
};

function customerSources(db: Db, supplierId: number) {
  const stats = db.$with('stats').as(
    db
      .select({
        venueId: orders.venueId,
        orderCount: sql<number>`count(*) filter (where ${orders.orderStatus} <> 'CANCELLED')`.as(
          'order_count',
        ),
        totalSpent:
          sql<number>`coalesce(sum(${orders.finalTotalIncGst}) filter (where ${orders.orderStatus} = 'COMPLETED'), 0)`.as(
            'total_spent',
          ),
        lastOrdered: sql<Date>`max(${orders.dateAdded})`.as('last_ordered'),
      })
      .from(orders)
      .where(eq(orders.supplierId, supplierId))
      .groupBy(orders.venueId),
  );
  const prices = db.$with('prices').as(
    db
      .select({ venueId: customPrices.venueId, count: sql<number>`count(*)`.as('price_count') })
      .from(customPrices)
      .where(eq(customPrices.supplierId, supplierId))
      .groupBy(customPrices.venueId),
  );
  const rakes = db.$with('rakes').as(
    db
      .select({
        venueId: customCommissions.venueId,
        commission: sql<number>`${customCommissions.customCommission}`.as('commission'),
      })
      .from(customCommissions)
      .where(eq(customCommissions.supplierId, supplierId)),
  );
  const isCustomer = or(isNotNull(stats.venueId), isNotNull(prices.venueId), isNotNull(rakes.venueId));
  const from = <T extends ReturnType<ReturnType<Db['with']>['select']>>(select: T) =>
    select
      .from(venues)
      .leftJoin(stats, eq(stats.venueId, venues.id))
      .leftJoin(prices, eq(prices.venueId, venues.id))
      .leftJoin(rakes, eq(rakes.venueId, venues.id));
  return { stats, prices, rakes, isCustomer, from };
}

/** The list fields of GET /suppliers/customers (their columns come from the query's CTEs). */
export const CUSTOMER_LIST_FIELDS = {
  venueId: { type: 'number', sortable: true, textSearch: true, filterable: true },
  venueName: { type: 'text', sortable: true, textSearch: true },
  venueCRN: { type: 'text', sortable: true },
  venueGroup: { type: 'text', sortable: true },
  ownerName: { type: 'text', sortable: true },
  postcode: { type: 'text', sortable: true },
  suburb: { type: 'text', sortable: true },
  commission: { type: 'number', sortable: true, nullsLast: true },
  customCommissionExists: { type: 'boolean' },
  customPrices: { type: 'number', sortable: true },
  totalSpent: { type: 'number', sortable: true },
  orderCount: { type: 'number', sortable: true },
  lastOrdered: { type: 'date', sortable: true },
} satisfies Record<string, ListFieldKind>;

/**
 * The supplier's customers with figures computed from its orders in one query: per-venue order
 * statistics (index orders_supplier_venue_idx), custom price counts and custom rakes as CTEs,
 * joined to venues, sorted and paged in SQL, the total from a window count.
 * Spent counts completed orders at their final totals; the order count leaves out cancelled ones.
 * A customer is a venue that has ordered, or has a custom price or a custom rake with the supplier.
 */
export async function listCustomers(primary: Db, supplierId: number, query: ListQuery) {
  const db = readerOf(primary); // a list/report/export: the read replica when there is one
  const { stats, prices, rakes, isCustomer, from } = customerSources(db, supplierId);
  const spec: ListSpec = {
    fields: withColumns(CUSTOMER_LIST_FIELDS, {
      venueId: venues.id,
      venueName: venues.venue,
      venueCRN: venues.crn,
      venueGroup: venues.venueGroup,
      ownerName: venues.ownerName,
      postcode: venues.postcode,
      suburb: venues.suburb,
      commission: sql`${rakes.commission}`,
      customCommissionExists: sql`(${rakes.venueId} is not null)`,
      customPrices: sql`coalesce(${prices.count}, 0)`,
      totalSpent: sql`coalesce(${stats.totalSpent}, 0)`,
      orderCount: sql`coalesce(${stats.orderCount}, 0)`,
      lastOrdered: sql`${stats.lastOrdered}`,
    }),
    defaultOrderBy: 'venueId',
    defaultSortedBy: 'desc',
    defaultPageSize: 20,
    tieBreaker: venues.id,
  };
  const built = buildListQuery(query, spec);
  const where = and(isCustomer, built.where);

  const rows = await from(
    db.with(stats, prices, rakes).select({
      venueId: venues.id,
      venueCRN: venues.crn,
      venueName: venues.venue,
      venueGroup: venues.venueGroup,
      ownerName: venues.ownerName,
      postcode: venues.postcode,
      suburb: venues.suburb,
      commission: sql<string | null>`${rakes.commission}`,
      customCommissionExists: sql<boolean>`(${rakes.venueId} is not null)`,
      customPrices: sql<string>`coalesce(${prices.count}, 0)`,
      totalSpent: sql<string>`coalesce(${stats.totalSpent}, 0)`,
      orderCount: sql<string>`coalesce(${stats.orderCount}, 0)`,
      lastOrdered: sql<
        string | null
      >`to_char(${stats.lastOrdered} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      total: sql<string>`count(*) over ()`,
    }),
  )
    .where(where)
    .orderBy(...built.orderBy)
    .limit(built.limit)
    .offset(built.offset);

  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && built.offset > 0) {
    // A page past the end has no row to carry the window count.
    const [row] = await from(db.with(stats, prices, rakes).select({ n: sql<string>`count(*)` })).where(where);
    total = Number(row?.n ?? 0);
  }
  return {
    built,
    total,
    // Aggregates come back as text from pg and as numbers from PGlite: normalise both.
    rows: (rows as unknown as RawCustomerRow[]).map((r): CustomerRow => ({
      venueId: r.venueId,
      venueCRN: r.venueCRN,
      venueName: r.venueName,
      venueGroup: r.venueGroup,
      ownerName: r.ownerName,
      postcode: r.postcode,
      suburb: r.suburb,
      commission: r.commission === null ? null : Number(r.commission),
      customCommissionExists: r.customCommissionExists === true,
      customPrices: Number(r.customPrices),
      totalSpent: Number(r.totalSpent),
      orderCount: Number(r.orderCount),
      lastOrdered: r.lastOrdered,
    })),
  };
}

export async function findCommission(db: DbOrTx, supplierId: number, venueId: number) {
  const [row] = await db
    .select()
    .from(customCommissions)
    .where(and(eq(customCommissions.supplierId, supplierId), eq(customCommissions.venueId, venueId)))
    .limit(1);
  return row ?? null;
}

export async function insertCommission(
  db: DbOrTx,
  supplierId: number,
  venueId: number,
  customCommission: number,
) {
  const [row] = await db
    .insert(customCommissions)
    .values({ supplierId, venueId, customCommission })
    .returning();
  return row!;
}

export async function updateCommission(db: DbOrTx, id: number, customCommission: number) {
  const [row] = await db
    .update(customCommissions)
    .set({ customCommission, updatedAt: new Date() })
    .where(eq(customCommissions.id, id))
    .returning();
  return row!;
}
