/**
 * A worker process for the kill -9 tests (email-batches.kill.test.ts), not used by the app. It runs
 * jobs from the database named by KILL_DATABASE_URL (PostgreSQL) or KILL_PGLITE_DIR (a PGlite data
 * directory) and, at the checkpoint KILL_PLAN names for the job in hand ({"<job id>": "<checkpoint>"}),
 * sends itself SIGKILL: no cleanup runs, exactly as when the machine or the OOM killer ends a worker. E-mail goes to KILL_SMTP_URL, else to the
 * outbox under KILL_DATA_DIR. Exits 0 when the queue is empty.
 */
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { createLocalStorage } from '../../lib/file-storage.ts';
import { runOneJob } from '../../lib/jobs.ts';
import { createMailer } from '../../lib/mail.ts';
import { jobHandlers } from '../jobs.ts';

const env = process.env;
const dataDir = env.KILL_DATA_DIR!;
const database = await openDatabase(
  env.KILL_DATABASE_URL
    ? { databaseUrl: env.KILL_DATABASE_URL, poolSize: 2 }
    : { dataDir: env.KILL_PGLITE_DIR },
);
const config = {
  ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: env.KILL_JWT_SECRET! }),
  smtpUrl: env.KILL_SMTP_URL || undefined,
  publicUrl: env.KILL_PUBLIC_URL!,
};
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: path.join(dataDir, 'outbox'),
});
const ctx = {
  db: database.db,
  database,
  config,
  files: createLocalStorage(path.join(dataDir, 'files')),
  mailer,
};
const workerId = `child-${process.pid}`;
// The children of one test run one after another on a slow machine: none takes over a batch an
// earlier child died with (that is the fresh worker's part, tested once they have all died).
const plan = JSON.parse(env.KILL_PLAN ?? '{}') as Record<string, string>;
const checkpoint = (name: string, job: { id: number }) => {
  if (plan[job.id] === name) process.kill(process.pid, 'SIGKILL');
};
while (await runOneJob(database.db, jobHandlers(ctx), workerId, { checkpoint, staleSeconds: 3600 })) {
  /* until the queue is empty or the kill */
}
await database.close();
process.exit(0);
