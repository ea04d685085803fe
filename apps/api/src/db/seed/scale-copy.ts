import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, type Table } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { PreparedOrder } from '../../modules/marketplace/marketplace.service.ts';
import { orderProducts, orders } from '../schema/index.ts';

/**
 * The scale generator's writer on PostgreSQL: orders and their lines streamed with COPY, a
 * chunk per transaction, so a million orders take minutes. COPY fires the statement triggers of
 * migration 0009 like an INSERT does, so the status counts and list versions stay exact. Ids come
 * from the sequence first so lines can point at their order.
 */
export function copyOrdersWriter(pool: pg.Pool): (prepared: PreparedOrder[]) => Promise<void> {
  return async (prepared) => {
    if (!prepared.length) return;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: number }>(
        `select nextval(pg_get_serial_sequence('orders', 'id'))::int as id from generate_series(1, $1)`,
        [prepared.length],
      );
      const orderRows = prepared.map((p, i) => ({ ...p.order, id: rows[i]!.id }));
      const lineRows = prepared.flatMap((p, i) => p.lines.map((line) => ({ ...line, orderId: rows[i]!.id })));
      await copyRows(client, orders, 'orders', orderRows);
      await copyRows(client, orderProducts, 'order_products', lineRows);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

/** One value in COPY's text format: \N for null, backslash escapes for the separators. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    text = `${value}`;
  else text = JSON.stringify(value);
  return text.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

/** COPY of rows keyed by Drizzle field names (every row the keys of the first; a missing value is null). */
async function copyRows(
  client: pg.PoolClient,
  table: Table,
  name: string,
  rows: Array<Record<string, unknown>>,
) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((k) => columns[k]);
  const list = keys.map((k) => `"${columns[k]!.name}"`).join(', ');
  const stream = client.query(copyFrom(`copy "${name}" (${list}) from stdin`));
  const lines = function* () {
    for (const row of rows) yield `${keys.map((k) => copyValue(row[k])).join('\t')}\n`;
  };
  await pipeline(Readable.from(lines()), stream);
}
