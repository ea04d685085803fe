import { existsSync, readFileSync, renameSync } from 'node:fs';
import { createPglite } from '../../db/engines/pglite-engine.ts';

/** A backup opened in memory: it must be a PGlite data directory that holds the portal's migrations. */
export async function checkBackup(file: string): Promise<{ migrations: number }> {
  if (!existsSync(file)) throw new Error(`${file}: no such file`);
  const db = await createPglite({ loadDataDir: new Blob([readFileSync(file)]) }).catch((error: unknown) => {
    throw new Error(`${file} is not a backup of the embedded database (${String(error)})`);
  });
  try {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return { migrations: rows[0]!.n };
  } finally {
    await db.close();
  }
}

/**
 * Puts a backup in place of the data directory `dir` (the server must be stopped): the current one is
 * kept beside it as `<dir>.before-restore-<time>`, never deleted.
 */
export async function restoreInto(file: string, dir: string): Promise<{ keptAs: string | null }> {
  await checkBackup(file);
  let keptAs: string | null = null;
  if (existsSync(dir)) {
    keptAs = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAs);
  }
  const db = await createPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
  await db.close();
  return { keptAs };
}
