import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/storage.ts';
import { contentTypeOf, publicUrlOf, safeKey, toBuffer, type FileStorage } from './types.ts';

const LIST_PAGE = 500;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Files as rows of `stored_files` (the default driver): one PostgreSQL holds everything, every API
 * process sees every file at once, and a backup of the database is a backup of the files.
 * Single statements, no transaction or session state: safe behind PgBouncer in transaction mode.
 */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(key, data, contentType) {
      const k = safeKey(key);
      const content = toBuffer(data);
      const row = { content, contentType: contentType ?? contentTypeOf(k), size: content.byteLength };
      await db
        .insert(storedFiles)
        .values({ key: k, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: { ...row, updatedAt: new Date() } });
    },
    async get(key) {
      const [row] = await db
        .select({ content: storedFiles.content })
        .from(storedFiles)
        .where(eq(storedFiles.key, safeKey(key)));
      return row ? toBuffer(row.content) : null;
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, safeKey(key)));
    },
    async *list(prefix = '') {
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(like(storedFiles.key, `${escapeLike(prefix)}%`), gt(storedFiles.key, after)))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        for (const row of rows) yield row.key;
        if (rows.length < LIST_PAGE) return;
        after = rows.at(-1)!.key;
      }
    },
    publicUrl: publicUrlOf,
  };
}
