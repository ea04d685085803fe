import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files (uploaded images, generated documents) go through this one interface. Local disk under
 * DATA_DIR/files by default; an S3-compatible store is the scale-out target behind the same calls.
 * Keys are relative paths such as `images/1/abc.jpg`; public files are served at /files/<key>.
 */
export type FileStorage = {
  put: (key: string, data: Buffer | Uint8Array) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** The URL a browser uses for a public file. */
  publicUrl: (key: string) => string;
  root: string;
};

function safeKey(key: string): string {
  const normal = path.posix.normalize(key).replace(/^\/+/, '');
  if (normal.startsWith('..') || normal.includes('\0')) throw new Error(`Unsafe storage key: ${key}`);
  return normal;
}

export function createLocalStorage(root: string): FileStorage {
  return {
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
    publicUrl: (key) => `/files/${safeKey(key)}`,
  };
}
