import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { readSetting, writeSetting } from './platform.repository.ts';

/**
 * Maintenance mode, switched by the operator without a code change:
 * - MAINTENANCE=1 at start writes the switch on (server.ts); a start without it turns off a switch that
 *   the variable turned on, and leaves one the command turned on (applyStartFlag);
 * - `npm run maintenance -- on|off` flips the platform_settings row (PostgreSQL: directly, so every API
 *   process sees it; embedded database: through a switch file the running server applies, because a PGlite
 *   data directory must never be opened by two processes).
 * Each process reads the row at most every CACHE_MS, so a flip reaches every process within a few seconds
 * without a query per request.
 */
export const MAINTENANCE_KEY = 'maintenance';
export const MAINTENANCE_CACHE_MS = 3000;
export const SWITCH_FILE = 'maintenance-switch.json';

export type MaintenanceSetting = { on: boolean; at: string; by: string };

type State = { on: boolean; checkedAt: number; pending: Promise<boolean> | null };
const states = new WeakMap<AppContext, State>();

export function switchFilePath(dataDir: string): string {
  return path.join(dataDir, SWITCH_FILE);
}

export async function writeMaintenance(db: Db, on: boolean, by: string): Promise<void> {
  const value: MaintenanceSetting = { on, at: new Date().toISOString(), by };
  await writeSetting(db, MAINTENANCE_KEY, value);
}

/** Who the stored switch names when MAINTENANCE=1 turned it on at a start. */
export const START_FLAG_BY = 'MAINTENANCE environment flag';

/**
 * At a start: MAINTENANCE=1 turns the stored switch on. Without it, a switch the variable turned on (at an
 * earlier start) is turned off, so removing the variable ends the maintenance it began; a switch the
 * command (`npm run maintenance -- on`) turned on stays on until the command turns it off.
 */
export async function applyStartFlag(db: Db, flag: boolean): Promise<void> {
  if (flag) return writeMaintenance(db, true, START_FLAG_BY);
  const row = await readSetting<MaintenanceSetting>(db, MAINTENANCE_KEY);
  if (row?.on === true && row.by === START_FLAG_BY)
    await writeMaintenance(db, false, 'start without MAINTENANCE');
}

/** Written by the command for the embedded database; applied by the running server (or the next start). */
export function writeSwitchFile(dataDir: string, on: boolean, by: string): void {
  writeFileSync(switchFilePath(dataDir), JSON.stringify({ on, at: new Date().toISOString(), by }));
}

export async function applySwitchFile(db: Db, dataDir: string): Promise<boolean> {
  const file = switchFilePath(dataDir);
  if (!existsSync(file)) return false;
  let wanted: Partial<MaintenanceSetting>;
  try {
    wanted = JSON.parse(readFileSync(file, 'utf8')) as Partial<MaintenanceSetting>;
  } catch {
    wanted = {};
  }
  if (typeof wanted.on === 'boolean') await writeMaintenance(db, wanted.on, wanted.by ?? 'operator');
  unlinkSync(file);
  return true;
}

async function load(ctx: AppContext): Promise<boolean> {
  await applySwitchFile(ctx.db, ctx.config.dataDir).catch(() => false);
  const row = await readSetting<MaintenanceSetting>(ctx.db, MAINTENANCE_KEY);
  // The row, once written, is the operator's word; before that the start-up flag decides.
  return row ? row.on === true : ctx.config.maintenance;
}

/** Whether maintenance mode is on, read through a short cache. A failed read keeps the last answer. */
export async function isMaintenanceOn(ctx: AppContext, now = Date.now()): Promise<boolean> {
  let state = states.get(ctx);
  if (!state) {
    state = { on: ctx.config.maintenance, checkedAt: 0, pending: null };
    states.set(ctx, state);
  }
  if (now - state.checkedAt < MAINTENANCE_CACHE_MS) return state.on;
  const s = state;
  s.pending ??= load(ctx)
    .then((on) => {
      s.on = on;
      return on;
    })
    .catch(() => s.on)
    .finally(() => {
      s.checkedAt = Date.now();
      s.pending = null;
    });
  return s.pending;
}

/** Forget the cached answer (tests, and after this process wrote the switch itself). */
export function forgetMaintenanceCache(ctx: AppContext): void {
  states.delete(ctx);
}
