/**
 * The operator's switch: `npm run maintenance -- on|off|status`, while the server runs or not.
 * PostgreSQL (DATABASE_URL): writes the platform_settings row; every API process sees it within seconds.
 * Embedded database: writes a switch file into DATA_DIR that the running server applies on its next check
 * (or at its next start), because a PGlite data directory must not be opened by a second process.
 */
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import {
  MAINTENANCE_CACHE_MS,
  MAINTENANCE_KEY,
  writeMaintenance,
  writeSwitchFile,
  type MaintenanceSetting,
} from '../modules/platform/maintenance.service.ts';
import { readSetting } from '../modules/platform/platform.repository.ts';
import { privateByDefault } from '../lib/private-files.ts';

const arg = process.argv[2];
if (arg !== 'on' && arg !== 'off' && arg !== 'status') {
  console.error('Usage: npm run maintenance -- on|off|status');
  process.exit(2);
}
// What it writes under DATA_DIR is the server user's alone (lib/private-files.ts).
privateByDefault();
const config = loadConfig();
const by = `command line (${process.env.USER ?? 'operator'})`;

if (config.databaseUrl) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    if (arg !== 'status') await writeMaintenance(database.db, arg === 'on', by);
    const row = await readSetting<MaintenanceSetting>(database.db, MAINTENANCE_KEY);
    const on = row ? row.on : config.maintenance;
    console.log(
      `Maintenance mode is ${on ? 'ON' : 'off'}${row ? ` (set ${row.at} by ${row.by})` : ''}` +
        (arg === 'status' ? '' : `; every API process follows within ${MAINTENANCE_CACHE_MS / 1000} s.`),
    );
  } finally {
    await database.close();
  }
} else {
  if (arg === 'status') {
    console.log(
      `Ask the running server: curl -s http://localhost:${config.port}/api/ (field "maintenance").`,
    );
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    writeSwitchFile(config.dataDir, arg === 'on', by);
    console.log(
      `Maintenance mode ${arg === 'on' ? 'ON' : 'off'} requested in ${config.dataDir}; ` +
        `the running server applies it within ${MAINTENANCE_CACHE_MS / 1000} s (or at its next start).`,
    );
  }
}
