import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function readSetting<T>(db: Db, key: string): Promise<T | null> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key)).limit(1);
  return (row?.value as T | undefined) ?? null;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value: value as never })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: value as never, updatedAt: new Date() },
    });
}
