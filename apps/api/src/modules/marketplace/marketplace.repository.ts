import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  customPrices,
  orderProducts,
  orders,
  products,
  specials,
  units,
  venues,
} from '../../db/schema/index.ts';
import { supplierState } from '../../lib/entities/suppliers.repository.ts';

export type PricingProduct = {
  id: number;
  supplierId: number;
  sku: string | null;
  name: string;
  priceInCents: number;
  gstExempt: boolean;
  unitOfPriceId: number;
  unitOfPortionId: number;
  portions: number[];
};

/** Everything the marketplace needs to price orders of one supplier for some venues. */
export async function loadPricing(db: DbOrTx, supplierId: number, venueIds: number[]) {
  const state = await supplierState(db, supplierId);
  const productRows: PricingProduct[] = await db
    .select({
      id: products.id,
      supplierId: products.supplierId,
      sku: products.sku,
      name: products.name,
      priceInCents: products.priceInCents,
      gstExempt: products.gstExempt,
      unitOfPriceId: products.unitOfPriceId,
      unitOfPortionId: products.unitOfPortionId,
      portions: products.portions,
    })
    .from(products)
    .where(eq(products.supplierId, supplierId));
  const venueRows = venueIds.length ? await db.select().from(venues).where(inArray(venues.id, venueIds)) : [];
  const customRows = venueIds.length
    ? await db
        .select({
          productId: customPrices.productId,
          venueId: customPrices.venueId,
          price: customPrices.priceInCents,
        })
        .from(customPrices)
        .where(and(eq(customPrices.supplierId, supplierId), inArray(customPrices.venueId, venueIds)))
    : [];
  const specialRows = await db
    .select({
      productId: specials.productId,
      startDate: specials.startDate,
      endDate: specials.endDate,
      price: specials.specialPriceInCents,
    })
    .from(specials)
    .where(and(eq(specials.supplierId, supplierId), isNull(specials.archivedAt)));
  const unitRows = await db.select().from(units);
  const specialsByProduct = new Map<number, typeof specialRows>();
  for (const s of specialRows)
    specialsByProduct.set(s.productId, [...(specialsByProduct.get(s.productId) ?? []), s]);
  return {
    supplierState: state,
    productById: new Map(productRows.map((p) => [p.id, p])),
    venueById: new Map(venueRows.map((v) => [v.id, v])),
    customByKey: new Map(customRows.map((c) => [`${c.productId}:${c.venueId}`, c.price])),
    specialsByProduct,
    unitById: new Map(unitRows.map((u) => [u.id, u.unit])),
  };
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderProduct = Omit<typeof orderProducts.$inferInsert, 'orderId'>;

type AnyTable = typeof orders | typeof orderProducts;

/**
 * Many rows in one statement: the rows travel as one JSON parameter and json_populate_recordset turns
 * them into rows (far faster than thousands of bind parameters, on PGlite especially). Every row must
 * carry the same keys; keys are the Drizzle field names.
 */
async function insertJsonRows(
  db: DbOrTx,
  table: AnyTable,
  tableName: string,
  rows: Array<Record<string, unknown>>,
) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
  const names = keys.map((k) => columns[k]!.name);
  const payload = JSON.stringify(
    rows.map((r): Record<string, unknown> =>
      Object.fromEntries(keys.map((k, i): [string, unknown] => [names[i]!, r[k] ?? null])),
    ),
  );
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  await db.execute(
    sql`insert into ${sql.identifier(tableName)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(tableName)}, ${payload}::json)`,
  );
}

/** Saves prepared orders with their lines in chunks; ids are taken from the sequence first so lines can point at them. */
export async function insertOrders(
  db: DbOrTx,
  items: Array<{ order: NewOrder; lines: NewOrderProduct[] }>,
): Promise<number[]> {
  const ids: number[] = [];
  const CHUNK = 5000;
  for (let i = 0; i < items.length; i += CHUNK) {
    const slice = items.slice(i, i + CHUNK);
    const result = await db.execute(
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, ${slice.length})`,
    );
    const sliceIds = (result as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
    const orderRows: Array<Record<string, unknown>> = [];
    const lineRows: Array<Record<string, unknown>> = [];
    slice.forEach((s, j) => {
      const id = sliceIds[j]!;
      ids.push(id);
      orderRows.push({ ...s.order, id });
      for (const line of s.lines) lineRows.push({ ...line, orderId: id });
    });
    await insertJsonRows(db, orders, 'orders', orderRows);
    for (let k = 0; k < lineRows.length; k += 20_000)
      await insertJsonRows(db, orderProducts, 'order_products', lineRows.slice(k, k + 20_000));
  }
  return ids;
}
