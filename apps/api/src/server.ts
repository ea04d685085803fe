import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { markServer } from './lib/backup/backup.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { loadReferenceData } from './db/reference/load-reference-data.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { createStorage } from './lib/storage/index.ts';
import { startWorker } from './lib/jobs.ts';
import { loggerOptions } from './lib/logging.ts';
import { memorySnapshot } from './lib/memory.ts';
import { warnAboutDemoAccounts } from './modules/auth/demo-accounts.ts';
import { JOB_LANES, jobHandlers, periodicWork } from './modules/jobs.ts';
import { startDemoOrders } from './modules/marketplace/demo-orders.ts';
import { startNotificationScheduler } from './modules/notifications/notifications.service.ts';
import { applyStartFlag, applySwitchFile } from './modules/platform/maintenance.service.ts';
import { afterRequestCommit } from './db/request-transaction.ts';
import { makePrivate, privateByDefault, privateDataDir } from './lib/private-files.ts';

privateByDefault();
const config = loadConfig();
privateDataDir(config.dataDir);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  sharedBuffers: config.pgliteSharedBuffers,
  readUrl: config.databaseReadUrl,
  listenUrl: config.databaseListenUrl,
});
// Migrations may build indexes on large tables: on PostgreSQL they get a connection of their own
// without the request statement timeout.
if (config.databaseUrl) {
  const migrator = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 1,
    statementTimeoutMs: 0,
  });
  try {
    await migrateDatabase(migrator);
  } finally {
    await migrator.close();
  }
} else {
  await migrateDatabase(database);
}
// Reference data (suburbs) is part of the product, not of the demo: loaded whenever it is missing.
await loadReferenceData(database.db);
// The demo world, with its published passwords: by default only on the embedded database (SEED_DEMO).
if (config.seedDemo) {
  await seedIfEmpty(database.db, { files: createStorage(config, database.db) });
}
// MAINTENANCE=1 switches maintenance on for every process; a switch written while no server ran applies now.
// Without it, maintenance it turned on at an earlier start ends; the command's switch stays as it was set.
await applyStartFlag(database.db, config.maintenance);
await applySwitchFile(database.db, config.dataDir);
// What opening (and on a first start, creating) the embedded database wrote, with PGlite's own modes.
makePrivate(config.dataDir);

const app = await buildApp({
  database,
  config,
  serveWeb: true,
  logger: loggerOptions(config.logLevel),
});

// Durable background work (e-mailed document batches); survives restarts because jobs are rows.
const worker = startWorker(database.db, jobHandlers(app.ctx), {
  log: app.log,
  lanes: JOB_LANES,
  periodic: periodicWork(database.db),
  // The purge and the retention sweep are whole-table statements: on the embedded database they would hold
  // the one connection while the first requests after a (re)start wait.
  firstUpkeepAfterMs: 60_000,
});
// A job enqueued by a keyed write exists once its transaction commits: the worker is woken then.
app.ctx.wakeJobs = () => afterRequestCommit(worker.wake);
// Daily summary e-mails at each supplier's time; the demo world's live orders (demo only, see demo-orders.ts).
const notificationScheduler = startNotificationScheduler(app.ctx, { log: app.log });
const demoOrders = startDemoOrders(app.ctx, { log: app.log });

/** Requests in flight get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
// `npm run backup` finds the server that owns the embedded database by its mark, made once the port is open
// (below); a start that fails before then (its port taken) has no mark to take away.
let unmark = (): void => undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.ctx.shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing requests');
  const force = setTimeout(() => {
    app.log.error('shutdown took too long: exiting with requests still open');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    // Stops accepting connections and waits for requests in flight (also those whose client has gone:
    // close() alone waits for connections only), then lets the job in hand finish.
    await app.close();
    await app.inFlight.drained();
    notificationScheduler.stop();
    demoOrders.stop();
    await worker.stop();
    await database.close();
    unmark();
    makePrivate(config.dataDir);
    app.log.info('shut down cleanly');
    // A stop asked for is a success; one forced by a fault (a port already taken, say) is not.
    process.exit(signal === 'uncaughtException' ? 1 : 0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('unhandledRejection', (err) => app.log.error({ err }, 'unhandled promise rejection'));
process.on('uncaughtException', (err) => {
  app.log.fatal({ err }, 'uncaught exception');
  void shutdown('uncaughtException');
});

await app.listen({ port: config.port, host: config.host });
// `npm run restore` waits for the mark to go.
if (database.kind === 'pglite') unmark = markServer(config.dataDir, config.port);
app.log.info(
  { memory: memorySnapshot(database.pglite), startMs: Math.round(performance.now()) },
  `Supplier portal on ${config.publicUrl} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
// Checking the demo passwords costs a password hash per account (about 0.4 s in all, one at a time so requests
// keep a core): a few seconds after the port opens, not in the way of the first requests.
setTimeout(() => {
  warnAboutDemoAccounts(database.db, app.log, database.kind === 'pglite').catch((err: unknown) =>
    app.log.error({ err }, 'could not check the demo accounts'),
  );
}, 3_000).unref();
