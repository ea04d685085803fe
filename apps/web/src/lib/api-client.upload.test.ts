import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, recordCalls, recordUploadBodies, server, type Call } from '../test/msw.ts';
import { ApiError, onApiEvent, setTokenSource } from './api-client.ts';
import { upload } from './api-transfer.ts';

/** upload (lib/api-transfer.ts) goes through XMLHttpRequest (for progress) but must behave like every other call. */

const b64 = (o: unknown) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenExpiring = (exp: number) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 7, exp, staff: false, username: 'a@b.c' })}.sig`;
const live = tokenExpiring(4102444800);

let calls: Call[];
let bodies: unknown[];
let answer: () => Response;

/** What each upload sent: its address, method and headers as MSW saw them, its body as the page gave it. */
const sent = () =>
  calls.map((call, i) => ({
    url: call.url,
    method: call.method,
    headers: Object.fromEntries(call.headers),
    body: bodies[i],
  }));

beforeEach(() => {
  answer = () => json(201, { id: 5 });
  setTokenSource(() => live);
  server.use(http.all('/api/suppliers/*', () => answer()));
  calls = recordCalls();
  bodies = recordUploadBodies();
});
afterEach(() => setTokenSource(() => null));

const form = () => {
  const data = new FormData();
  data.append('image', new File(['png'], 'a.png', { type: 'image/png' }));
  return data;
};

describe('upload', () => {
  it('sends the form with the bearer token, reports progress, then the server’s turn, and answers the JSON', async () => {
    const progress: Array<{ loaded: number; total: number }> = [];
    const onSent = vi.fn();
    const body = form();
    const result = await upload<{ id: number }>('suppliers/product-images', body, {
      onProgress: (p) => progress.push(p),
      onSent,
    });
    expect(result).toEqual({ id: 5 });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      url: '/api/suppliers/product-images',
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${live}` },
    });
    expect(sent()[0]!.body).toBe(body);
    expect(progress.length).toBeGreaterThan(0);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('sends a JSON body with its method (the bulk edit is a PATCH)', async () => {
    answer = () => json(200, { productIds: [1] });
    await upload('suppliers/products/bulk-upload', { products: [{ productId: 1 }] }, { method: 'PATCH' });
    expect(sent()[0]).toMatchObject({
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products: [{ productId: 1 }] }),
    });
  });

  it('refuses to send with an expired token and ends the session, as every call does', async () => {
    setTokenSource(() => tokenExpiring(1));
    const expired = vi.fn();
    const off = onApiEvent('expired', expired);
    await expect(upload('suppliers/product-images', form())).rejects.toMatchObject({ status: 401 });
    off();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sent()).toHaveLength(0);
  });

  it('signs out on a 401 and rejects with the server’s errors on a 400', async () => {
    const unauthorized = vi.fn();
    const off = onApiEvent('unauthorized', unauthorized);
    answer = () =>
      json(401, { errors: [{ param: '', message: 'Invalid or expired token', code: 'unauthorized' }] });
    await expect(upload('suppliers/product-images', form())).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);

    answer = () =>
      json(400, { errors: [{ param: 'image', message: 'Image must be 8 MB or smaller', code: 'invalid' }] });
    const error = (await upload('suppliers/product-images', form()).catch((e: unknown) => e)) as ApiError;
    off();
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([
      { param: 'image', message: 'Image must be 8 MB or smaller', code: 'invalid' },
    ]);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('raises the maintenance event when the answer says so', async () => {
    const maintenance = vi.fn();
    const off = onApiEvent('maintenance', maintenance);
    answer = () => json(201, { id: 5 }, { 'fb-maintenance': 'on' });
    await upload('suppliers/product-images', form());
    off();
    expect(maintenance).toHaveBeenCalledTimes(1);
  });

  it('rejects at once when its signal is already aborted, sending nothing', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(upload('suppliers/product-images', form(), { signal: controller.signal })).rejects.toThrow(
      'left the page',
    );
    expect(sent()).toHaveLength(0);
  });
});
