import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '@portal/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  matchedPageQuery,
  nameCountTexts,
  referenceOnlyQuery,
  statusPageQuery,
  walkQuery,
} from './orders-list-plan.repository.ts';
import { nameMatchesQuery } from './orders-name-matches.repository.ts';
import { builtOrdersList, ORDER_LIST_SPEC, pageIdsQuery } from './orders.repository.ts';

/**
 * The orders list's first pages are served by indexes, not by reading every order. The demo
 * database is small, so the planner is told to avoid what the mechanism must make unnecessary (a scan
 * of the whole table; a sort of every match) and the test asserts it still finds a plan without them:
 * it fails when an index is dropped or a query's expression no longer matches its index. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of the page query of the list under these planner settings (rolled back after). */
async function planOf(
  query: ListQuery,
  settings: string[],
  {
    onlyTrigramIndexes = false,
    statuses,
    walk,
    matches,
    referenceOnly,
    venues,
  }: {
    onlyTrigramIndexes?: boolean;
    statuses?: string[];
    walk?: boolean;
    matches?: boolean;
    referenceOnly?: string[];
    /** The name search's read over these venues (its text the query's search). */
    venues?: Array<{ company: string; whole: boolean }>;
  } = {},
): Promise<PlanNode[]> {
  let nodes: PlanNode[] = [];
  await t.database.db
    .transaction(async (tx) => {
      if (onlyTrigramIndexes) await dropBtreeIndexes(tx);
      for (const setting of settings) await tx.execute(sql.raw(`set local ${setting} = off`));
      const built = builtOrdersList(1, query);
      const sortKey = ORDER_LIST_SPEC.fields[built.sort.field]!.column;
      const statusFilter = built.equalities.orderStatus as string[] | undefined;
      const named = { texts: nameCountTexts(built) ?? [], statuses: statusFilter, sortKey };
      const page = venues
        ? nameMatchesQuery(1, built, named, venues, false)
        : referenceOnly
          ? referenceOnlyQuery(tx, built, referenceOnly)
          : statuses
            ? statusPageQuery(1, built, statuses)
            : matches
              ? matchedPageQuery(built)
              : walk
                ? walkQuery(1, built, { sortKey, rows: 20_000, skip: 0 })
                : pageIdsQuery(tx, built);
      const result = (await tx.execute(sql`explain (format json) ${page}`)) as {
        rows: Array<Record<string, unknown>>;
      };
      const raw = Object.values(result.rows[0]!)[0];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      nodes = nodesOf(plan[0]!.Plan);
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error;
    });
  return nodes;
}

/**
 * Drops (inside the rolled-back transaction) the orders' btree indexes but the primary key: on the small
 * demo table the planner would otherwise rather walk one of them than the trigram index.
 */
async function dropBtreeIndexes(tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0]) {
  const found = (await tx.execute(
    sql`select indexname from pg_indexes where tablename = 'orders' and indexdef not like '%USING gin%' and indexname <> 'orders_pkey'`,
  )) as { rows: Array<{ indexname: string }> };
  for (const { indexname } of found.rows) await tx.execute(sql.raw(`drop index "${indexname}"`));
}

const SORTS = ['orderId', 'orderStatus', 'fullName', 'shippingCompany', 'dateAdded', 'deliveryDate', 'total'];
const first = (orderBy: string, sortedBy: 'asc' | 'desc', search?: string): ListQuery => ({
  page: 1,
  pageSize: 25,
  orderBy,
  sortedBy,
  ...(search ? { search } : {}),
});
const seqScans = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Seq Scan');
const sorts = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'].includes('Sort'));
/** The indexes a plan reads (the page query reads only orders; a bitmap index scan names no relation). */
const orderIndexes = (nodes: PlanNode[]) => nodes.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []));

describe('the orders list query plans', () => {
  for (const orderBy of SORTS)
    for (const sortedBy of ['asc', 'desc'] as const)
      it(`reads a first page sorted by ${orderBy} ${sortedBy} in index order, sorting nothing`, async () => {
        const nodes = await planOf(first(orderBy, sortedBy), ['enable_seqscan', 'enable_sort']);
        expect(seqScans(nodes)).toEqual([]);
        expect(sorts(nodes)).toEqual([]);
        expect(orderIndexes(nodes)).toHaveLength(1);
      });

  it('filters by status through an index in every sort', async () => {
    for (const orderBy of SORTS) {
      const nodes = await planOf(first(orderBy, 'desc', 'orderStatus[]:PENDING,PROCESSING'), [
        'enable_seqscan',
      ]);
      expect(seqScans(nodes)).toEqual([]);
      expect(orderIndexes(nodes).length).toBeGreaterThan(0);
    }
  });

  it('reads each status of a status-only list from its own index in the sort it holds, sorting none of it', async () => {
    const held = {
      orderId: 'orders_supplier_status_id_idx',
      orderStatus: 'orders_supplier_status_id_idx',
      dateAdded: 'orders_supplier_status_added_idx',
      deliveryDate: 'orders_supplier_status_delivery_idx',
    };
    for (const [orderBy, index] of Object.entries(held))
      for (const sortedBy of ['asc', 'desc'] as const) {
        const statuses = ['PENDING', 'PROCESSING'];
        const nodes = await planOf(
          first(orderBy, sortedBy, 'orderStatus[]:PENDING,PROCESSING'),
          ['enable_seqscan', 'enable_bitmapscan'],
          { statuses },
        );
        expect(seqScans(nodes)).toEqual([]);
        expect(orderIndexes(nodes), `${orderBy} ${sortedBy}`).toEqual([index, index]);
        // Sorted at most once, above each status's limited first orders, never under them.
        for (const limit of nodes.filter((n) => n['Node Type'] === 'Limit').slice(1))
          expect(sorts(nodesOf(limit)), `${orderBy} ${sortedBy}`).toEqual([]);
      }
  });

  it('walks a sort index for a narrowed list in its order, stopping at the page, sorting nothing', async () => {
    for (const orderBy of SORTS)
      for (const sortedBy of ['asc', 'desc'] as const) {
        const nodes = await planOf(first(orderBy, sortedBy, 'bistro'), ['enable_seqscan', 'enable_sort'], {
          walk: true,
        });
        expect(seqScans(nodes), `${orderBy} ${sortedBy}`).toEqual([]);
        expect(sorts(nodes), `${orderBy} ${sortedBy}`).toEqual([]);
      }
  });

  it('reads a status filter’s matches through the status index alone, never every order', async () => {
    for (const orderBy of SORTS) {
      const nodes = await planOf(
        first(orderBy, 'desc', 'orderStatus[]:PENDING,PROCESSING'),
        ['enable_seqscan'],
        {
          matches: true,
        },
      );
      expect(seqScans(nodes), orderBy).toEqual([]);
      for (const index of orderIndexes(nodes)) expect(index, orderBy).toMatch(/^orders_supplier_status_/);
    }
  });

  it('finds free-text matches through the trigram indexes of the search text and the supplier order ID, in every sort', async () => {
    for (const orderBy of SORTS) {
      const nodes = await planOf(
        first(orderBy, 'asc', 'bistro'),
        ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
        { onlyTrigramIndexes: true },
      );
      expect(seqScans(nodes)).toEqual([]);
      expect(orderIndexes(nodes)).toEqual([
        'orders_search_text_trgm_idx',
        'orders_supplier_reference_trgm_idx',
      ]);
    }
  });

  it('reads a name search’s matches from the venue’s index alone in every sort, not from the orders’ pages', async () => {
    // Vacuumed, so the planner knows the table's pages are all visible (as they are at a million orders): an
    // index-only scan then reads no page of the table. It is only possible while the index holds every
    // column the search and the sort read.
    await t.database.db.execute(sql`vacuum analyze orders`);
    const [venue] = await t.database.db
      .execute(sql`select shipping_company from orders limit 1`)
      .then((r) => (r as { rows: Array<{ shipping_company: string }> }).rows);
    const word = venue!.shipping_company.split(' ')[0]!;
    // A venue whose name holds the text (all of its orders match), and one where the customer's name may.
    for (const whole of [true, false])
      for (const orderBy of SORTS)
        for (const statuses of [undefined, 'orderStatus[]:PENDING,COMPLETED'] as const) {
          const search = statuses ? `keyword:${word};${statuses}` : word;
          const nodes = await planOf(
            first(orderBy, 'desc', search),
            ['enable_seqscan', 'enable_bitmapscan'],
            { venues: [{ company: venue!.shipping_company, whole }] },
          );
          const reads = nodes.filter((n) => n['Relation Name'] === 'orders' || n['Index Name']);
          expect(
            reads.map((n) => [n['Node Type'], n['Index Name']]),
            `${orderBy} ${search} ${whole}`,
          ).toEqual([['Index Only Scan', 'orders_supplier_company_idx']]);
        }
  });

  it('counts the matches only a supplier order ID finds through its trigram index, never every order', async () => {
    for (const text of ['bistro', 'o']) {
      const nodes = await planOf(
        first('orderId', 'desc', text),
        ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
        { onlyTrigramIndexes: true, referenceOnly: [text] },
      );
      expect(seqScans(nodes), text).toEqual([]);
      expect(orderIndexes(nodes), text).toContain('orders_supplier_reference_trgm_idx');
    }
  });
});
