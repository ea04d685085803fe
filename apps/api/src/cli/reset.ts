/**
 * `npm run reset`: starts the embedded database over without starting the server. Deletes DATA_DIR/pglite
 * and the files made from the data (DATA_DIR/files: uploads and generated images; DATA_DIR/outbox; a
 * pending maintenance switch), then migrates, loads the reference data and seeds the demo world
 * (SEED_DEMO=0 leaves it empty). DATA_DIR/jwt-secret is configuration and stays.
 *
 * Stop the server first: a PGlite data directory must never be opened by two processes.
 * `--dry-run` only says what would be deleted. With DATABASE_URL it refuses: drop and create that
 * PostgreSQL database yourself; the next start migrates it (and seeds the demo world with SEED_DEMO=1).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { loadReferenceData } from '../db/reference/load-reference-data.ts';
import { seedDemo } from '../db/seed/index.ts';
import { DEMO_ACCOUNTS } from '../db/seed/world.ts';
import { createStorage } from '../lib/storage/index.ts';
import { switchFilePath } from '../modules/platform/maintenance.service.ts';
import { makePrivate, privateByDefault } from '../lib/private-files.ts';

const USAGE = 'Usage: npm run reset [-- --dry-run]   (stop the server first)';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// What it writes under DATA_DIR is the server user's alone (lib/private-files.ts).
privateByDefault();
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'npm run reset only resets the embedded database; DATABASE_URL is set. Drop and create that ' +
      'database yourself (dropdb/createdb); the next start migrates it (SEED_DEMO=1 also seeds the demo world).',
  );
  process.exit(2);
}

const pgliteDir = path.join(config.dataDir, 'pglite');
const filesDir = path.join(config.dataDir, 'files');
const doomed = [pgliteDir, filesDir, path.join(config.dataDir, 'outbox'), switchFilePath(config.dataDir)];
const present = doomed.filter((p) => existsSync(p));

if (values['dry-run']) {
  console.log(
    present.length
      ? `Would delete:\n${present.map((p) => `  ${p}`).join('\n')}`
      : `Nothing to delete in ${config.dataDir}`,
  );
  console.log(`Would then migrate, load reference data${config.seedDemo ? ' and seed the demo world' : ''}.`);
  process.exit(0);
}

const started = Date.now();
for (const p of present) rmSync(p, { recursive: true, force: true });
mkdirSync(config.dataDir, { recursive: true });

const database = await openDatabase({ dataDir: pgliteDir });
try {
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  if (config.seedDemo) await seedDemo(database.db, { files: createStorage(config, database.db) });
} finally {
  await database.close();
}
makePrivate(config.dataDir);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Reset ${config.dataDir} in ${seconds} s: ${config.seedDemo ? 'demo world seeded' : 'empty (SEED_DEMO=0)'}.`,
);
if (config.seedDemo) {
  console.log(`Demo accounts: ${Object.values(DEMO_ACCOUNTS).join(', ')} (passwords in README.md).`);
}
