import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../db/schema/index.ts';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { listBuilds } from '../../modules/products/products-list.repository.ts';
import { compressedCopies, copiesMade, KEPT_COPY_MIN_BYTES, preferredEncoding } from './compressed-copies.ts';

describe('the encoding an Accept-Encoding header asks for', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.1', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = (encoding: string, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();

async function get(who: 'supplier' | 'supplier2', encoding?: string) {
  return t.app.inject({
    url: '/api/suppliers/products',
    headers: { ...(await t.auth(who)), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
}

describe('the kept compressed copy of a large list', () => {
  it('is the very text of its version, for its supplier only, and follows a write', async () => {
    const plain = await get('supplier');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(KEPT_COPY_MIN_BYTES);

    for (const encoding of ['br', 'gzip']) {
      const made = copiesMade.count;
      const first = await get('supplier', encoding);
      const again = await get('supplier', encoding);
      expect(copiesMade.count - made).toBe(1); // the second answer is the kept copy
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
      expect(decode(encoding, first.rawPayload)).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }

    // Another supplier's list under the same encoding is its own.
    const other = await get('supplier2', 'br');
    expect(decode('br', other.rawPayload)).toBe((await get('supplier2')).body);
    expect(decode('br', other.rawPayload)).not.toBe(plain.body);

    // A write makes a new version: the copy is made again from the new text.
    const [first] = (plain.json() as { data: Array<{ id: number }> }).data;
    await t.database.db
      .update(products)
      .set({ name: 'Compressed copy rename' })
      .where(eq(products.id, first!.id));
    const made = copiesMade.count;
    const after = await get('supplier', 'br');
    expect(copiesMade.count - made).toBe(1);
    expect(after.headers.etag).not.toBe(plain.headers.etag);
    expect(decode('br', after.rawPayload)).toContain('Compressed copy rename');
    expect(decode('br', after.rawPayload)).toBe((await get('supplier')).body);
  });

  it('answers a revalidation with 304 and no body, encoded or not', async () => {
    const first = await get('supplier', 'br');
    const res = await t.app.inject({
      url: '/api/suppliers/products',
      headers: {
        ...(await t.auth('supplier')),
        'accept-encoding': 'br',
        'if-none-match': String(first.headers.etag),
      },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('the kept uncompressed copy of a large list', () => {
  it('answers every client refusing compression from the kept bytes, the list built once', async () => {
    // A write first: a new version, whose copies are all made in this test.
    const [first] = ((await get('supplier')).json() as { data: Array<{ id: number }> }).data;
    await t.database.db.update(products).set({ name: 'Identity copy' }).where(eq(products.id, first!.id));
    const made = copiesMade.count;
    const builds = listBuilds.whole + listBuilds.patched;
    const answers = [];
    for (const encoding of [undefined, 'identity', 'gzip;q=0, br;q=0', undefined, 'identity']) {
      answers.push(await get('supplier', encoding));
    }
    expect(copiesMade.count - made).toBe(1); // one copy of the plain bytes for all five
    expect(listBuilds.whole + listBuilds.patched - builds).toBe(1); // the list was brought up to date once
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.body).toContain('Identity copy');
      expect(res.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    // The very text the compressed copy holds.
    expect(decode('gzip', (await get('supplier', 'gzip')).rawPayload)).toBe(answers[0]!.body);
  });
});

describe('what is never given a compressed copy', () => {
  it('an image, a PDF, a small answer, or one without an ETag', async () => {
    const app = Fastify();
    await app.register(compressedCopies);
    const big = Buffer.alloc(KEPT_COPY_MIN_BYTES + 1, 'a');
    const send =
      (type: string, body: Buffer, etag = true) =>
      async (_: FastifyRequest, reply: FastifyReply) => {
        if (etag) reply.header('etag', '"t"');
        return reply.type(type).send(body);
      };
    app.get('/png', send('image/png', big));
    app.get('/pdf', send('application/pdf', big));
    app.get('/small', send('application/json', Buffer.from('{}')));
    app.get('/untagged', send('application/json', big, false));
    app.get('/json', send('application/json; charset=utf-8', big));
    const encodingOf = async (url: string) =>
      (await app.inject({ url, headers: { 'accept-encoding': 'br' } })).headers['content-encoding'];
    expect(await encodingOf('/png')).toBeUndefined();
    expect(await encodingOf('/pdf')).toBeUndefined();
    expect(await encodingOf('/small')).toBeUndefined();
    expect(await encodingOf('/untagged')).toBeUndefined();
    expect(await encodingOf('/json')).toBe('br');
    await app.close();
  });
});
