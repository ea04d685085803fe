import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import {
  MIGRATIONS_DIR,
  migrateDatabase,
  openDatabase,
  readerOf,
  replicaStats,
  type Database,
} from './client.ts';

/**
 * DATABASE_READ_URL: list, report and export queries go to the replica only when it has replayed every
 * write acknowledged before the query; otherwise (lagging, not a replica at all, or down) to the
 * primary. The real streaming replica is exercised by scripts/cluster.sh; here the fallbacks are.
 */
const url = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
/** The rows of a raw `execute` (its result type is the driver's, unknown to the shared Db type). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
afterAll(async () => {
  for (const d of opened) await d.close();
});

describe('the read pool', () => {
  it('is the primary itself on the embedded database, and a transaction always reads itself', async () => {
    const database = await openDatabase({});
    opened.push(database);
    expect(database.readDb).toBe(database.db);
    expect(readerOf(database.db)).toBe(database.db);
    await database.db.transaction(async (tx) => {
      expect(readerOf(tx)).toBe(tx);
    });
  });

  it.skipIf(!url)('sends reads to the primary while the read server is not a caught-up replica', async () => {
    const database = await openDatabase({ databaseUrl: url, readUrl: url, poolSize: 2 });
    opened.push(database);
    expect(readerOf(database.db)).toBe(database.readDb);
    const before = { ...replicaStats };
    const rows = rowsOf<{ standby: boolean }>(
      await readerOf(database.db).execute(sql`select pg_is_in_recovery() as standby`),
    );
    // Answered by the primary: the "replica" here is not in recovery, so it cannot prove it has replayed.
    expect(rows[0]!.standby).toBe(false);
    expect(replicaStats.primary - before.primary).toBe(1);
    expect(replicaStats.replica - before.replica).toBe(0);
  });

  it.skipIf(!url)('falls back to the primary when the replica cannot be reached', async () => {
    const down = new URL(url!);
    down.port = '1'; // nothing listens there
    const database = await openDatabase({ databaseUrl: url, readUrl: down.toString(), poolSize: 2 });
    opened.push(database);
    const before = replicaStats.primary;
    const rows = rowsOf<{ answer: number }>(
      await readerOf(database.db).execute(sql`select 41 + 1 as answer`),
    );
    expect(rows[0]!.answer).toBe(42);
    expect(replicaStats.primary - before).toBe(1);
    // For the next few seconds reads do not even try the replica.
    const started = Date.now();
    await readerOf(database.db).execute(sql`select 1`);
    expect(replicaStats.primary - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('migrations', () => {
  it.skipIf(!url)('run once when several processes start together', async () => {
    const admin = await openDatabase({ databaseUrl: url, poolSize: 1 });
    opened.push(admin);
    const name = `portal_migrate_${Date.now().toString(36)}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    try {
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString(), poolSize: 2 })),
      );
      await Promise.all(processes.map((database) => migrateDatabase(database)));
      const rows = rowsOf<{ applied: number; distinct: number }>(
        await processes[0]!.db.execute(
          sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      );
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
      expect(rows[0]).toEqual({ applied: files, distinct: files });
      for (const database of processes) await database.close();
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    }
  });
});
