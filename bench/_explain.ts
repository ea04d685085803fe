import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { builtOrdersList, listOrders } from '../apps/api/src/modules/orders/orders.repository.ts';
const database = await openDatabase({ dataDir: '/tmp/orders-bench-pglite/pglite' });
const db = database.db;
const pg = database.pglite!;
const orig = pg.query.bind(pg);
const log: string[] = [];
(pg as any).query = async (q: string, p: unknown[], o: unknown) => { const t = performance.now(); const r = await orig(q, p as never, o as never); log.push(`${(performance.now() - t).toFixed(1)} ms ${q.slice(0, 150)}`); return r; };
const queries = [
  { orderBy: 'orderId', sortedBy: 'desc', page: 1, limit: 10 },
  { orderBy: 'dateAdded', sortedBy: 'asc', page: 1, limit: 10 },
  { orderBy: 'orderId', sortedBy: 'desc', page: 1, limit: 10, search: 'bistro' },
] as any[];
for (let round = 0; round < 3; round++) for (const q of queries) { log.length = 0; const t = performance.now(); await listOrders(db, 1, q, {}, null); console.log(JSON.stringify(q), (performance.now() - t).toFixed(1), 'ms'); if (round === 2) console.log(log.join('\n')); }
const { pageIdsQuery } = await import('../apps/api/src/modules/orders/orders.repository.ts');
const { eq } = await import('drizzle-orm');
const { orders } = await import('../apps/api/src/db/schema/index.ts');
for (const q of queries) {
  const built = builtOrdersList(1, q);
  const page = db.$with('page').as(pageIdsQuery(db, built));
  const full = db.with(page).select({ id: orders.id, status: orders.orderStatus }).from(orders).innerJoin(page, eq(orders.id, page.id)).where(eq(orders.supplierId, 1)).orderBy(...built.orderBy).toSQL();
  const r = await pg.query(`explain (analyze, buffers) ${full.sql}`, full.params as never);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
process.exit(0);
