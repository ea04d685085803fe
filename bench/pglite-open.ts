/**
 * Opening an embedded database, before and after the shared engine (db/engines/pglite-engine.ts), in one run.
 * "before" opens with PGlite.create as every caller did until then (PGlite compiles its engine itself);
 * "after" opens through createPglite, on the engine compiled once for the process. Each open is of a fresh
 * copy of the same data directory (made once, migrated), with the server's 32MB of shared buffers, as an API
 * test file opens its database; the two sides alternate, and each round prints wall time and the process's CPU.
 *
 *   npx tsx bench/pglite-open.ts [--rounds 10]
 *
 * The change is for a crash (V8 freeing WebAssembly code, nodejs/node#64500), not for speed: the figures
 * show that opening costs the same.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { createPglite } from '../apps/api/src/db/engines/pglite-engine.ts';

const { values: flags } = parseArgs({ options: { rounds: { type: 'string', default: '10' } } });
const ROUNDS = Number(flags.rounds);
// Copies in memory (tmpfs) where the machine has it, as the API tests make theirs.
const ROOT = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'portal-bench-open-'));
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

type Open = (dataDir: string) => Promise<PGlite>;
const SIDES: Record<'before' | 'after', Open> = {
  before: (dataDir) => PGlite.create({ dataDir, extensions: { pg_trgm }, startParams: START_PARAMS }),
  after: (dataDir) => createPglite({ dataDir, startParams: START_PARAMS }),
};

/** One open of a fresh copy of `template`: wall and CPU milliseconds until the first answer. */
async function timeOpen(open: Open, template: string): Promise<[number, number]> {
  const dir = mkdtempSync(path.join(ROOT, 'copy-'));
  cpSync(template, dir, { recursive: true });
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const db = await open(dir);
  await db.query('select 1');
  const used = process.cpuUsage(cpu);
  const result: [number, number] = [performance.now() - wall, (used.user + used.system) / 1000];
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const template = path.join(ROOT, 'template');
const database = await openDatabase({ dataDir: template });
await migrateDatabase(database);
await database.close();

const figures = { before: [] as Array<[number, number]>, after: [] as Array<[number, number]> };
// A first open of each side warms the process (module loading), and is not counted.
for (const side of ['before', 'after'] as const) await timeOpen(SIDES[side], template);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
  for (const side of order) {
    const [wall, cpu] = await timeOpen(SIDES[side], template);
    figures[side].push([wall, cpu]);
    console.log(
      `round ${round + 1} ${side.padEnd(6)} ${wall.toFixed(0).padStart(5)} ms, CPU ${cpu.toFixed(0)} ms`,
    );
  }
}
for (const side of ['before', 'after'] as const) {
  const wall = median(figures[side].map(([w]) => w));
  const cpu = median(figures[side].map(([, c]) => c));
  console.log(`${side.padEnd(6)} median of ${ROUNDS}: ${wall.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms`);
}
rmSync(ROOT, { recursive: true, force: true });
