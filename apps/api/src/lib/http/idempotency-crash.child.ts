/**
 * An API process for idempotency-crash.test.ts, not used by the app: the app on the PGlite data
 * directory CRASH_PGLITE_DIR, listening on a free loopback port (printed as `port <n>`). With
 * CRASH_AT it SIGKILLs itself during the first keyed write (no cleanup runs, as when the machine or the
 * OOM killer ends it): `store` after the write, as its answer is about to be stored (before COMMIT);
 * `commit` right after the COMMIT of the write and its answer, before the answer is sent.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';

const env = process.env;
const crashAt = env.CRASH_AT ?? '';
const database = await openDatabase({ dataDir: env.CRASH_PGLITE_DIR });
const pglite = database.pglite!;
const die = () => process.kill(process.pid, 'SIGKILL');

const transaction = pglite.transaction.bind(pglite) as PGlite['transaction'];
pglite.transaction = async <T>(body: (tx: Transaction) => Promise<T>) => {
  let storesAnswer = false;
  const result = await transaction(async (tx) => {
    const query = tx.query.bind(tx);
    tx.query = ((text: string, ...rest: unknown[]) => {
      if (/^\s*update idempotency_keys\s+set status/i.test(text)) {
        storesAnswer = true;
        if (crashAt === 'store') die();
      }
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof tx.query;
    return body(tx);
  });
  if (storesAnswer && crashAt === 'commit') die();
  return result;
};

const config = loadConfig({ DATA_DIR: env.CRASH_DATA_DIR!, JWT_SECRET: env.CRASH_JWT_SECRET! });
const app = await buildApp({ database, config });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`port ${(app.server.address() as { port: number }).port}`);
process.once('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
