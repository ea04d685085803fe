import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

let t: TestApp;
let h: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  h = await t.auth('supplier');
});
afterAll(() => t.close());

const createZone = (name: string, key?: string, auth = h) =>
  t.app.inject({
    method: 'POST',
    url: '/api/zones',
    headers: { ...auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { name, minimumOrderTotal: 5000 },
  });

async function zonesNamed(name: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from delivery_zones where name = ${name}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

describe('Idempotency-Key on writes', () => {
  it('applies a retried write once and answers the retry with the first answer', async () => {
    const key = randomUUID();
    const first = await createZone('Idempotent Zone', key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await createZone('Idempotent Zone', key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toContain('application/json');
    expect(retry.json()).toEqual(first.json());
    expect(await zonesNamed('Idempotent Zone')).toBe(1);
  });

  it('runs a write again under a new key, and without one (zone names are unique: the rerun is refused with 400)', async () => {
    expect((await createZone('Twice Zone', randomUUID())).statusCode).toBe(201);
    for (const rerun of [await createZone('Twice Zone', randomUUID()), await createZone('Twice Zone')]) {
      expect(rerun.statusCode).toBe(400);
      expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await zonesNamed('Twice Zone')).toBe(1);
  });

  it('refuses the same key with another body (409), running nothing', async () => {
    const key = randomUUID();
    expect((await createZone('Key Owner Zone', key)).statusCode).toBe(201);
    const other = await createZone('Key Thief Zone', key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      errors: [
        { param: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.reused, code: 'idempotency_key_reused' },
      ],
    });
    expect(await zonesNamed('Key Thief Zone')).toBe(0);
  });

  it('tells two uploads of the same size apart by their bytes: another image under the key is refused', async () => {
    // Two PNGs of exactly the same length whose pixels differ.
    const image = (r: number) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background: { r, g: 0, b: 0 } } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    const [red, blue] = await Promise.all([image(250), image(5)]);
    expect(red.length).toBe(blue.length);
    expect(red.equals(blue)).toBe(false);
    const boundary = 'idempotency-upload';
    const upload = (png: Buffer, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/suppliers/me/logo-image',
        headers: {
          ...h,
          'idempotency-key': key,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const key = randomUUID();
    const first = await upload(red, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await upload(red, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    const other = await upload(blue, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0].code).toBe('idempotency_key_reused');
  });

  it('answers 409 with Retry-After while the first run holds the key, and runs a retry once its holder died', async () => {
    const key = randomUUID();
    const first = await createZone('Held Zone', key);
    // As if a process had claimed the key and died before answering: the row holds no answer yet.
    await t.database.db.execute(
      sql`update idempotency_keys set status = null, body = null, lease_until = now() + interval '1 minute'
           where key = ${key}`,
    );
    await t.database.db.execute(sql`delete from delivery_zones where name = 'Held Zone'`);
    const busy = await createZone('Held Zone', key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().errors[0]).toEqual({
      param: 'Idempotency-Key',
      message: IDEMPOTENCY_MESSAGES.inProgress,
      code: 'idempotency_in_progress',
    });
    // The holder's lease has run out: the retry runs (once) and its answer is kept.
    await t.database.db.execute(
      sql`update idempotency_keys set lease_until = now() - interval '1 second' where key = ${key}`,
    );
    const retried = await createZone('Held Zone', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().id).not.toBe(first.json().id);
    expect((await createZone('Held Zone', key)).headers['idempotent-replayed']).toBe('true');
    expect(await zonesNamed('Held Zone')).toBe(1);
  });

  it("keeps each caller's keys apart: another supplier's same key is a write of its own", async () => {
    const key = randomUUID();
    await createZone('Shared Key Zone', key);
    const other = await createZone('Shared Key Zone', key, await t.auth('supplier2'));
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await zonesNamed('Shared Key Zone')).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await createZone('Bad Key Zone', 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { param: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalid, code: 'invalid_parameter' },
      ],
    });
  });

  it('forgets answers after 24 hours: the key then names a new write', async () => {
    const key = randomUUID();
    await createZone('Old Key Zone', key);
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    await t.database.db.execute(sql`delete from delivery_zones where name = 'Old Key Zone'`);
    const again = await createZone('Old Key Zone', key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await zonesNamed('Old Key Zone')).toBe(1);
  });
});
