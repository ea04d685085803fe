import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clearAll as clearRateLimits } from '../../lib/rate-limit/rate-limit.repository.ts';

/** Image uploads are bounded (pixels, damage, rate) and an upload never saved is deleted. */
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(() => clearRateLimits(t.database.db));

function multipart(field: string, data: Buffer) {
  const boundary = '----store-images-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

/** The three upload routes: the store's header and logo (supplier), a gallery image (staff). */
const ROUTES = [
  { url: '/api/suppliers/me/background-image', field: 'backgroundImageUrl', who: 'supplier' },
  { url: '/api/suppliers/me/logo-image', field: 'image', who: 'supplier' },
  { url: '/api/suppliers/product-images', field: 'image', who: 'staff' },
] as const;

async function upload(route: (typeof ROUTES)[number], data: Buffer) {
  const { payload, 'content-type': type } = multipart(route.field, data);
  return t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...(await t.auth(route.who)), 'content-type': type },
    payload,
  });
}

/** A PNG whose header claims width × height over a few bytes of data: what a decompression bomb announces. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const refusal = (param: string, message: string) => ({
  errors: [{ param, message, code: 'invalid_parameter' }],
});

describe('image uploads', () => {
  it('answer 400, not 500, to a truncated PNG on all three routes', async () => {
    const truncated = png.subarray(0, png.length - 30);
    for (const route of ROUTES) {
      const res = await upload(route, truncated);
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 400 });
      expect(res.json()).toEqual(
        refusal(route.field, 'Image could not be read; it may be damaged or incomplete'),
      );
    }
  });

  it('refuse more than 40 megapixels from the header, before decoding', async () => {
    for (const route of ROUTES) {
      const res = await upload(route, pngHeader(16_000, 16_000));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(route.field, 'Image must be at most 40 megapixels'));
    }
  });

  it('are limited to 20 per supplier in 10 minutes, with 429 and its message', async () => {
    const route = ROUTES[1];
    for (let i = 0; i < 20; i++) expect((await upload(route, png)).statusCode).toBe(200);
    const res = await upload(route, png);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      errors: [
        { param: '', message: 'Too many image uploads. Please try again later', code: 'rate_limited' },
      ],
    });
  });

  it('delete an upload never saved once the next one arrives; the saved image stays', async () => {
    const keys = async () => {
      const found: string[] = [];
      for await (const key of t.app.ctx.files.list('suppliers/1/header-')) found.push(key);
      return found;
    };
    const route = ROUTES[0];
    const first = (await upload(route, png)).json<{ imageUrl: string }>().imageUrl;
    const second = (await upload(route, png)).json<{ imageUrl: string }>().imageUrl;
    expect(await keys()).toEqual([second.slice('/files/'.length)]);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/suppliers/auth/me',
      headers: await t.auth('staff'),
      payload: { backgroundImageUrl: second },
    });
    expect(saved.statusCode).toBe(200);
    const third = (await upload(route, png)).json<{ imageUrl: string }>().imageUrl;
    expect((await keys()).sort()).toEqual([second, third].map((u) => u.slice('/files/'.length)).sort());
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
  });
});
