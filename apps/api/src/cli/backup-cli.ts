import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createPglite } from '../db/engines/pglite-engine.ts';
import { BACKUP_KEY_HEADER, BACKUP_PATH, backupKey, runningServer } from '../lib/backup/backup.ts';
import { checkBackup, restoreInto } from '../lib/backup/restore.ts';
import { copyBackupToPostgres } from '../lib/backup/to-postgres.ts';
import { makePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, privateByDefault } from '../lib/private-files.ts';

/**
 * npm run backup -- <file>   the embedded database (DATA_DIR/pglite) to a gzipped tarball, also while the
 *                            server runs (it dumps between two statements, see lib/backup/backup.ts)
 * npm run restore -- <file>  puts a backup in place (refused while a server runs on DATA_DIR)
 * npm run db:to-postgres -- <file> <postgres-url>   a backup into an empty PostgreSQL database
 * With DATABASE_URL set backup and restore refuse: PostgreSQL is backed up with pg_dump or base backups (README).
 */
const [command, file, url] = process.argv.slice(2);
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};
if (command === 'to-postgres') {
  if (!file || !url)
    fail('usage: npm run db:to-postgres -- <backup file> <postgres url of an empty database>');
  const copied = await copyBackupToPostgres(path.resolve(file!), url!);
  const rows = Object.values(copied).reduce((a, b) => a + b, 0);
  console.log(`copied ${rows} rows of ${Object.keys(copied).length} tables into PostgreSQL`);
  process.exit(0);
}
if ((command !== 'backup' && command !== 'restore') || !file) {
  fail('usage: npm run backup -- <file> | npm run restore -- <file>');
}
// A backup holds every secret of the database; a restore writes the data directory.
privateByDefault();
const config = loadConfig();
if (config.databaseUrl) {
  fail('DATABASE_URL is set: back PostgreSQL up with pg_dump or a base backup (README.md, Backups)');
}
const dir = path.join(config.dataDir, 'pglite');
const target = path.resolve(file!);
const server = runningServer(config.dataDir);

async function dump(): Promise<Uint8Array> {
  if (server) {
    const res = await fetch(`http://127.0.0.1:${server.port}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { [BACKUP_KEY_HEADER]: backupKey(config.jwtSecret) },
    });
    if (res.status !== 200) fail(`the running server (pid ${server.pid}) answered ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }
  const db = await createPglite({ dataDir: dir });
  try {
    return new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await db.close();
  }
}

if (command === 'backup') {
  const bytes = await dump();
  mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
  // Complete or absent: written aside, checked, then renamed into place.
  const partial = `${target}.partial`;
  writeFileSync(partial, bytes, { mode: PRIVATE_FILE_MODE });
  chmodSync(partial, PRIVATE_FILE_MODE); // a partial left by an earlier run keeps its mode otherwise
  const { migrations } = await checkBackup(partial);
  renameSync(partial, target);
  console.log(
    `backup of ${dir} written to ${target} (${bytes.length} bytes, ${migrations} migrations${server ? `, taken by the running server, pid ${server.pid}` : ''})`,
  );
} else {
  if (server) fail(`a server (pid ${server.pid}) is running on ${config.dataDir}: stop it, then restore`);
  const { keptAs } = await restoreInto(target, dir);
  makePrivate(config.dataDir);
  console.log(
    `restored ${target} into ${dir}${keptAs ? `; the previous database is kept in ${keptAs}` : ''}`,
  );
}
