import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { createPglite } from '../../db/engines/pglite-engine.ts';

/** Rows per INSERT: bounded so a large table never becomes one huge statement. */
const CHUNK = 500;

/**
 * From the embedded database to PostgreSQL: a backup (`npm run backup`) is opened in memory, the empty
 * target gets this build's migrations (the same code the server runs), then every table's rows are
 * copied as JSON (json_populate_recordset keeps every type: bytea, jsonb, arrays, time zones) with
 * foreign keys checked only at the end of the one transaction, and sequences set past the copied ids.
 */
export async function copyBackupToPostgres(file: string, url: string): Promise<Record<string, number>> {
  const source = await createPglite({ loadDataDir: new Blob([readFileSync(file)]) });
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  try {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, statementTimeoutMs: 0 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    const { rows: tables } = await source.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const copied: Record<string, number> = {};
    await target.query('begin');
    // Triggers (and with them foreign-key checks) off for this transaction's session: needs a superuser.
    await target.query('set local session_replication_role = replica');
    for (const { name } of tables) {
      const { rows: present } = await target.query(`select 1 from "${name}" limit 1`);
      if (present.length)
        throw new Error(`the target's table ${name} is not empty: copy into a new database`);
      copied[name] = await copyTable(source, target, name);
    }
    await resetSequences(target);
    await target.query('commit');
    return copied;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.end();
    await source.close();
  }
}

async function copyTable(source: PGlite, target: pg.Client, name: string): Promise<number> {
  let total = 0;
  for (let offset = 0; ; offset += CHUNK) {
    const { rows } = await source.query<{ row: unknown }>(
      `select row_to_json(t) as row from "${name}" t order by ctid limit ${CHUNK} offset ${offset}`,
    );
    if (rows.length === 0) return total;
    await target.query(
      `insert into "${name}" select * from json_populate_recordset(null::"${name}", $1::json)`,
      [JSON.stringify(rows.map((r) => r.row))],
    );
    total += rows.length;
  }
}

/** Every serial column's sequence moves past the largest id copied. */
async function resetSequences(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ tbl: string; col: string; seq: string }>(`
    select c.table_name as tbl, c.column_name as col, pg_get_serial_sequence(format('%I', c.table_name), c.column_name) as seq
      from information_schema.columns c
     where c.table_schema = 'public' and c.column_default like 'nextval(%'`);
  for (const { tbl, col, seq } of rows) {
    if (!seq) continue;
    await target.query(`select setval($1, coalesce((select max("${col}") from "${tbl}"), 0) + 1, false)`, [
      seq,
    ]);
  }
}
