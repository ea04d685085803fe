import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDatabaseStorage, createLocalStorage, createS3Storage, type FileStorage } from './index.ts';
import type { S3StorageOptions } from './s3.ts';
import { copyFiles } from './move.ts';

/**
 * The three drivers against one contract, each on the real thing: the database driver on the test
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL), the S3 driver on s3rver (20minutes' maintained fork, an S3-compatible
 * server from npm, speaking the S3 REST protocol over HTTP), the local driver on a temporary directory.
 */
let t: TestApp;
let s3server: S3rver;
let s3dir: string;
let localDir: string;
let s3: FileStorage;
let s3Config: S3StorageOptions;
const drivers: Record<string, () => FileStorage> = {};

const staffUpload = async (png: Buffer, app: TestApp) => {
  const headers = await app.auth('staff');
  const boundary = '----storage-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="crate.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/api/suppliers/product-images',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  s3dir = mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  localDir = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    // The fork computes ListObjectsV2's canonical query string differently from the AWS SDK (every
    // list is refused as SignatureDoesNotMatch); signing is the SDK's business, not this contract's.
    allowMismatchedSignatures: true,
    directory: s3dir,
    configureBuckets: [{ name: 'portal-files', configs: [] }],
  });
  const { port } = await s3server.run();
  s3Config = {
    bucket: 'portal-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  s3 = createS3Storage(s3Config);
  drivers.database = () => createDatabaseStorage(t.database.db);
  drivers.s3 = () => s3;
  drivers.local = () => createLocalStorage(localDir);
});

afterAll(async () => {
  s3?.close?.();
  await s3server?.close();
  await t?.close();
  rmSync(s3dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const keysOf = async (storage: FileStorage, prefix?: string) => {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
};

describe.each(['database', 's3', 'local'])('the %s storage driver', (name) => {
  const storage = () => drivers[name]!();
  const prefix = `contract-${name}/`;

  it('keeps bytes exactly, overwrites, lists by prefix in key order and removes', async () => {
    const files = storage();
    const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await files.put(`${prefix}b/2.jpg`, binary);
    await files.put(`${prefix}a/1.png`, Buffer.from('first'));
    await files.put(`${prefix}a/1.png`, new Uint8Array(Buffer.from('second')));
    await files.put(`${prefix}a_x/3.webp`, Buffer.from('third'));

    expect((await files.get(`${prefix}b/2.jpg`))!.equals(binary)).toBe(true);
    expect((await files.get(`${prefix}a/1.png`))!.toString()).toBe('second');
    expect(await files.get(`${prefix}missing.jpg`)).toBeNull();
    expect(await keysOf(files, prefix)).toEqual([
      `${prefix}a/1.png`,
      `${prefix}a_x/3.webp`,
      `${prefix}b/2.jpg`,
    ]);
    // A prefix is literal: `_` and `%` match only themselves.
    expect(await keysOf(files, `${prefix}a_`)).toEqual([`${prefix}a_x/3.webp`]);
    expect(await keysOf(files, `${prefix}%`)).toEqual([]);

    await files.remove(`${prefix}a/1.png`);
    await files.remove(`${prefix}never-there.jpg`);
    expect(await files.get(`${prefix}a/1.png`)).toBeNull();
    expect(await keysOf(files, prefix)).toEqual([`${prefix}a_x/3.webp`, `${prefix}b/2.jpg`]);
    expect(files.publicUrl(`${prefix}b/2.jpg`)).toBe(`/files/${prefix}b/2.jpg`);
  });

  it('refuses keys that climb out of the storage or carry NUL', async () => {
    const files = storage();
    for (const key of ['../etc/passwd', 'images/../../x.jpg', 'images/\0.jpg', '', '/']) {
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    }
    // A leading slash is the same key without it.
    await files.put(`/${prefix}slash.jpg`, Buffer.from('s'));
    expect((await files.get(`${prefix}slash.jpg`))!.toString()).toBe('s');
  });
});

describe('files through the API, whatever the driver', () => {
  it.each(['database', 's3'])(
    'serves an uploaded %s image at its URL; private keys are 404 even when stored',
    async (name) => {
      // The S3 app is configured as an operator would (STORAGE_DRIVER=s3 and the S3_* variables).
      const app = name === 'database' ? t : await createTestApp({ storage: { driver: 's3', s3: s3Config } });
      expect(app.app.ctx.files.kind).toBe(name);
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36a' } })
        .png()
        .toBuffer();
      const res = await staffUpload(png, app);
      expect(res.statusCode).toBe(201);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(/^\/files\/images\/1\/[A-Za-z0-9_-]+\.jpg$/);

      const image = await app.app.inject({ url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      const stored = await drivers[name]!().get(url.slice('/files/'.length));
      expect(image.rawPayload.equals(stored!)).toBe(true);
      expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');

      const again = await app.app.inject({ url, headers: { 'if-none-match': image.headers.etag as string } });
      expect(again.statusCode).toBe(304);

      // The rule is the URL's, not the driver's: documents and anything outside the image folders stay private.
      await drivers[name]!().put('documents/1/1-invoices.pdf', Buffer.from('%PDF-1.7'));
      await drivers[name]!().put('images/1/notes.txt', Buffer.from('private'));
      for (const path of [
        '/files/documents/1/1-invoices.pdf',
        '/files/images/1/notes.txt',
        '/files/images/1/../../documents/1/1-invoices.pdf',
        '/files/images/1/%2e%2e/%2e%2e/documents/1/1-invoices.pdf',
        '/files/images/1/missing.jpg',
      ]) {
        const res404 = await app.app.inject({ url: path });
        expect({ path, status: res404.statusCode }).toEqual({ path, status: 404 });
        expect(res404.body).not.toContain('%PDF');
        expect(res404.body).not.toContain('private');
      }
      if (app !== t) await app.close();
    },
  );
});

describe('npm run files:move', () => {
  it('copies every file local → database → S3 under the same keys, checked byte for byte', async () => {
    const local = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'portal-move-')));
    const originals = new Map<string, Buffer>([
      ['images/7/a1.jpg', Buffer.from('jpeg-a')],
      ['suppliers/7/logo-b2.jpg', Buffer.from('jpeg-b')],
      ['gallery/apples.jpg', Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))],
    ]);
    for (const [key, data] of originals) await local.put(key, data);
    // A tax invoice an old build wrote: never copied where /files/ could serve it.
    await local.put('documents/9/9-invoices.pdf', Buffer.from('%PDF-1.7'));
    await local.put('images/7/notes.txt', Buffer.from('private'));
    const refused = ['documents/9/9-invoices.pdf', 'images/7/notes.txt'];
    const database = createDatabaseStorage(t.database.db);

    const toDb = await copyFiles(local, database);
    expect(toDb).toEqual({ files: 3, bytes: 1012, missing: [], refused });
    expect(await database.get('documents/9/9-invoices.pdf')).toBeNull();
    const toS3 = await copyFiles(database, s3);
    expect(toS3.files).toBeGreaterThanOrEqual(3);
    for (const [key, data] of originals) {
      expect((await database.get(key))!.equals(data)).toBe(true);
      expect((await s3.get(key))!.equals(data)).toBe(true);
    }
    // Running it again is harmless.
    expect(await copyFiles(local, database)).toEqual({ files: 3, bytes: 1012, missing: [], refused });
    rmSync(local.root!, { recursive: true, force: true });
  });
});

describe('migration 0018', () => {
  it('removes every stored key that is not a public image, such as an old build’s tax invoices', async () => {
    const database = createDatabaseStorage(t.database.db);
    await database.put('documents/8/8-invoices.pdf', Buffer.from('%PDF-1.7'));
    await database.put('images/8/kept.jpg', Buffer.from('jpeg'));
    const migration = readFileSync(
      path.resolve(import.meta.dirname, '../../db/migrations/0018_old_documents_keys.sql'),
      'utf8',
    );
    await t.database.db.execute(sql.raw(migration));
    expect(await database.get('documents/8/8-invoices.pdf')).toBeNull();
    expect((await database.get('images/8/kept.jpg'))?.toString()).toBe('jpeg');
  });
});
