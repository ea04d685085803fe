import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicUrlOf, safeKey, type FileStorage } from './types.ts';

/** Files under a directory (DATA_DIR/files): one machine only, or a shared mount. */
export function createLocalStorage(root: string): FileStorage {
  return {
    kind: 'local',
    root,
    async put(key, data) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(path.join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
    async *list(prefix = '') {
      let entries: string[];
      try {
        entries = (await readdir(root, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile())
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
      } catch {
        return;
      }
      for (const key of entries.filter((k) => k.startsWith(prefix)).sort()) yield key;
    },
    publicUrl: publicUrlOf,
  };
}
