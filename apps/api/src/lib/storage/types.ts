import path from 'node:path';

export const STORAGE_DRIVERS = ['database', 's3', 'local'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/**
 * Files (uploaded and seeded images) go through this one interface, whatever holds their bytes: the
 * database (default), an S3-compatible bucket or a local directory. Keys are relative paths such as
 * `images/1/ab12.jpg`, identical in every driver, so a file keeps its URL when it moves between them.
 * Public files are served by the API at /files/<key>, and only the image folders are public
 * (lib/http/web-app.ts), whichever driver holds them.
 */
export type FileStorage = {
  kind: StorageDriver;
  put: (key: string, data: Buffer | Uint8Array, contentType?: string) => Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removing a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /** Every key under a prefix (all keys without one), in key order: for `npm run files:move`. */
  list: (prefix?: string) => AsyncIterable<string>;
  /** The URL a browser uses for a public file. */
  publicUrl: (key: string) => string;
  /** The directory of the local driver (absent for the others). */
  root?: string;
  close?: () => void;
};

/** A normalised relative key; `..`, NUL and empty keys are refused. */
export function safeKey(key: string): string {
  const normal = path.posix.normalize(key).replace(/^\/+/, '');
  if (!normal || normal === '.' || normal.startsWith('..') || normal.includes('\0')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
  return normal;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** The only keys a storage serves or moves: images under images/, suppliers/ or gallery/. */
const PUBLIC_KEY =
  /^(images|suppliers|gallery)\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.(jpg|jpeg|png|webp)$/;

export const isPublicImageKey = (key: string) => PUBLIC_KEY.test(key) && !key.split('/').includes('..');

export const publicUrlOf = (key: string) => `/files/${safeKey(key)}`;

export const toBuffer = (data: Buffer | Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
