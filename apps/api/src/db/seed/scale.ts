/**
 * Scale generator (DESIGN.md section 6): adds many orders and products to the demo supplier in the
 * configured database, for benchmarks.
 *
 *   npm run seed:scale -- --orders 100000 --products 5000
 *
 * Uses DATABASE_URL when set, otherwise PGlite in DATA_DIR (./data). Seeds the demo world first when the
 * database is empty. Orders are priced by the marketplace module (real prices and GST), then written in
 * batched inserts on PGlite and with COPY on PostgreSQL (a million orders in minutes).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { dayInZone, type OrderStatus } from '@portal/domain';
import { loadConfig } from '../../config.ts';
import { migrateDatabase, openDatabase, type Db } from '../client.ts';
import { products, suppliers, venues } from '../schema/index.ts';
import {
  prepareOrders,
  saveOrders,
  type PlaceOrderInput,
  type PreparedOrder,
} from '../../modules/marketplace/marketplace.service.ts';
import { seedIfEmpty } from './index.ts';
import { copyOrdersWriter } from './scale-copy.ts';
import { addDays, finishOrder } from './orders.seed.ts';
import { createRandom } from './random.ts';

export async function addScaleProducts(db: Db, supplierId: number, count: number, seed = 7): Promise<number> {
  const rnd = createRandom(seed);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), like(products.sku, 'SCALE-%')))) as [{ n: number }];
  const rows: Array<typeof products.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
    const k = n + i + 1;
    const mass = rnd.chance(0.3);
    rows.push({
      supplierId,
      sku: `SCALE-${String(k).padStart(6, '0')}`,
      name: `Scale product ${k}`,
      priceInCents: rnd.int(150, 9000),
      gstExempt: rnd.chance(0.5),
      unitOfPriceId: mass ? 1 : 4,
      unitOfPortionId: mass ? 2 : 4,
      portions: mass ? [250, 500, 1000] : [1],
    });
  }
  for (let i = 0; i < rows.length; i += 2000) await db.insert(products).values(rows.slice(i, i + 2000));
  return rows.length;
}

type OrdersWriter = (prepared: PreparedOrder[]) => Promise<unknown>;

export async function addScaleOrders(
  db: Db,
  supplierId: number,
  count: number,
  seed = 11,
  write: OrdersWriter = (prepared) => saveOrders(db, prepared),
): Promise<number> {
  const rnd = createRandom(seed);
  const venueIds = (await db.select({ id: venues.id }).from(venues).where(eq(venues.status, 'active'))).map(
    (v) => v.id,
  );
  const productIds = (
    await db.select({ id: products.id }).from(products).where(eq(products.supplierId, supplierId))
  ).map((p) => p.id);
  const [supplier] = await db
    .select()
    .from(suppliers)
    .where(inArray(suppliers.id, [supplierId]));
  if (!supplier || !productIds.length || !venueIds.length) throw new Error('Seed the demo world first');
  const today = dayInZone(new Date(), 'Australia/Sydney');
  const CHUNK = 10_000;
  let done = 0;
  while (done < count) {
    const n = Math.min(CHUNK, count - done);
    const inputs: PlaceOrderInput[] = [];
    for (let i = 0; i < n; i++) {
      const back = rnd.int(-6, 730);
      const deliveryDate = addDays(today, -back);
      const status: OrderStatus =
        back <= 0
          ? rnd.chance(0.9)
            ? 'PENDING'
            : 'PROCESSING'
          : rnd.chance(0.07)
            ? 'CANCELLED'
            : 'COMPLETED';
      const lines = [];
      const count = rnd.int(1, 6);
      for (let j = 0; j < count; j++)
        lines.push({ productId: rnd.pick(productIds), numberOfPortions: rnd.int(1, 5) });
      const unique = [...new Map(lines.map((l) => [l.productId, l])).values()];
      inputs.push({
        supplierId,
        venueId: rnd.pick(venueIds),
        deliveryDate,
        dateAdded: new Date(`${addDays(deliveryDate, -1)}T0${rnd.int(0, 9)}:00:00Z`),
        orderStatus: status,
        lines: unique,
        orderedBefore: true,
        substitutionAllowed: rnd.chance(0.4),
        parentOrderId: rnd.chance(0.03) ? rnd.int(1, 1000) : null,
        standingOrderId: rnd.chance(0.05) ? 9000 + rnd.int(1, 20) : null,
        customerAlert: rnd.chance(0.02) ? 'Updated delivery details' : null,
      });
    }
    const prepared = await prepareOrders(db, inputs);
    prepared.forEach((p, i) => finishOrder(p, done + i, rnd));
    await write(prepared);
    done += n;
    if (done % 100_000 === 0) console.log(`${done} orders ...`);
  }
  return done;
}

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '0' },
      products: { type: 'string', default: '0' },
      supplier: { type: 'string', default: '1' },
    },
  });
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? // COPY of a million orders' lines is one long statement: no request statement timeout here.
        { databaseUrl: config.databaseUrl, statementTimeoutMs: 0 }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  const started = Date.now();
  await migrateDatabase(database);
  await seedIfEmpty(database.db);
  const supplierId = Number(values.supplier);
  const p = await addScaleProducts(database.db, supplierId, Number(values.products));
  const writer = database.pool ? copyOrdersWriter(database.pool) : undefined;
  const o = await addScaleOrders(database.db, supplierId, Number(values.orders), 11, writer);
  // Fresh visibility maps let the list queries use index-only scans, as autovacuum would in time.
  await database.db.execute(sql`vacuum analyze orders`);
  await database.db.execute(sql`analyze order_products`);
  console.log(
    `Added ${p} products and ${o} orders to supplier ${supplierId} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
  );
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
