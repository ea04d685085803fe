/**
 * `npm run files:move -- --to database|s3|local [--from local|database|s3]`: copies every stored file
 * (product and store images) from one storage driver to another under the same keys, so every
 * /files/ URL keeps working, and checks each copy. The source defaults to `local` (DATA_DIR/files, where
 * files lived before the storage drivers); the S3 driver reads S3_* and the database driver
 * DATABASE_URL (or the embedded database in DATA_DIR: stop the server first). Then set
 * STORAGE_DRIVER to the target and restart the API processes. The source is left in place.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { createStorage, STORAGE_DRIVERS, type StorageDriver } from '../lib/storage/index.ts';
import { copyFiles } from '../lib/storage/move.ts';
import { privateByDefault } from '../lib/private-files.ts';

const USAGE = 'Usage: npm run files:move -- --to database|s3|local [--from local|database|s3]';

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string', default: 'local' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const isDriver = (v: unknown): v is StorageDriver => STORAGE_DRIVERS.includes(v as StorageDriver);
if (values.help || !isDriver(values.to) || !isDriver(values.from) || values.to === values.from) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

// What it writes under DATA_DIR is the server user's alone (lib/private-files.ts).
privateByDefault();
const config = loadConfig();
const needsDb = values.to === 'database' || values.from === 'database';
const database = needsDb
  ? await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    })
  : null;
try {
  if (database) await migrateDatabase(database);
  const db = database?.db as Parameters<typeof createStorage>[1];
  const from = createStorage(config, db, values.from);
  const to = createStorage(config, db, values.to);
  const started = Date.now();
  const result = await copyFiles(from, to, (key, bytes) => {
    if (!values.quiet) console.log(`${key} (${bytes} bytes)`);
  });
  from.close?.();
  to.close?.();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Copied ${result.files} files (${result.bytes} bytes) from ${values.from} to ${values.to} in ${seconds} s.` +
      (result.missing.length ? ` ${result.missing.length} vanished while copying.` : ''),
  );
  if (result.refused.length) {
    console.log(
      `Refused ${result.refused.length} files that are not public images (for example old tax invoices ` +
        `under documents/); they stay only in the source: ${result.refused.slice(0, 5).join(', ')}` +
        (result.refused.length > 5 ? ', …' : ''),
    );
  }
  console.log(`Now set STORAGE_DRIVER=${values.to} on every API process and restart them.`);
} finally {
  await database?.close();
}
