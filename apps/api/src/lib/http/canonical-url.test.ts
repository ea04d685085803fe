import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetMaintenanceCache, writeMaintenance } from '../../modules/platform/maintenance.service.ts';
import { canonicalPathOf, NON_CANONICAL_MESSAGE } from './canonical-url.ts';

/**
 * One URL for every check. `app.inject` normalises a URL before the app sees it, so these
 * requests go over a real socket with the request target exactly as written.
 */

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

let t: TestApp;
let port: number;
const operations: Array<{ method: string; path: string; isPublic: boolean }> = [];

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'canonical-')) });
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  }>();
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const concrete = p.replace(/\{[^}]+\}/g, '1');
      operations.push({ method: method.toUpperCase(), path: concrete, isPublic: op.security?.length === 0 });
    }
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  await t.app.ctx.files.put('documents/1/1-invoices.pdf', Buffer.from('%PDF-1.7 Venue Name, 1 Street'));
  await t.app.ctx.files.put('private.txt', Buffer.from('private'));
});
afterAll(() => t.close());

function send(method: string, target: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: target, agent: false, headers: { host: 'localhost' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Encoded, mixed-case, dot-segment, double-slash and absolute-form spellings of one path. */
function variants(p: string): string[] {
  const [, first, rest] = /^\/(\w+)(\/.*)?$/.exec(p)!;
  const tail = rest ?? '';
  const hex = first!.charCodeAt(1).toString(16);
  // A later segment's first letter escaped too (`/api/%76enues`), not only the first segment's.
  const later = /^\/[A-Za-z]/.test(tail)
    ? [`/${first}/%${tail.charCodeAt(1).toString(16).toUpperCase()}${tail.slice(2)}`]
    : [];
  return [
    ...later,
    `/%${first!.charCodeAt(0).toString(16)}${first!.slice(1)}${tail}`,
    `/${first![0]}%${hex.toUpperCase()}${first!.slice(2)}${tail}`,
    `/${first}/./${tail.slice(1)}`,
    `/${first}/x/..${tail}`,
    `/${first}/x/%2e%2e${tail}`,
    `/${first}/x/%2E%2E${tail}`,
    `/${first}/x/%2E.${tail}`,
    `/${first}/${tail.slice(1)}`.replace(`/${first}/`, `/${first}//`),
    `http://localhost${p}`,
    `HTTP://x${p}`,
  ];
}

const REFUSED = { errors: [{ param: '', message: NON_CANONICAL_MESSAGE, code: 'non_canonical_url' }] };

function expectRefused(target: string, res: Raw) {
  expect({ target, status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
    target,
    status: 400,
    body: REFUSED,
  });
  expect(res.headers['cache-control']).toBe('no-store');
}

describe('canonicalPathOf', () => {
  it('accepts the canonical path and refuses every other spelling of it', () => {
    expect(canonicalPathOf('/api/venues?search=a%20b')).toBe('/api/venues');
    expect(canonicalPathOf('/api/')).toBe('/api/');
    expect(canonicalPathOf('/orders/caf%C3%A9')).toBe('/orders/café');
    expect(canonicalPathOf('/orders/a%20b')).toBe('/orders/a b');
    for (const target of [
      '/%61pi/venues',
      '/api/venues/%2e%2e/x',
      '/api//venues',
      '/api/./venues',
      '/api/a/../venues',
      '/orders/caf%c3%a9',
      '/api/a%2Fb',
      '/api/a%5Cb',
      '/api/a\\b',
      '/api/%25',
      '/api/%zz',
      '/api/%C3',
      'http://x/api/venues',
      '*',
    ]) {
      expect({ target, path: canonicalPathOf(target) }).toEqual({ target, path: null });
    }
  });
});

describe('the canonical URL at the edge', () => {
  it('refuses every operation of the document in every other spelling, signed out or in maintenance', async () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const maintenance of [false, true]) {
      await writeMaintenance(t.database.db, maintenance, 'test');
      forgetMaintenanceCache(t.app.ctx);
      for (const op of operations) {
        for (const target of variants(op.path)) expectRefused(target, await send(op.method, target));
      }
    }
    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
  });

  it('in its canonical form, every operation needs a token unless its contract says public', async () => {
    const open = operations.filter((op) => op.isPublic).map((op) => `${op.method} ${op.path}`);
    expect(open.sort()).toEqual([
      'GET /api',
      'GET /api/downloads/1',
      'GET /api/health/live',
      'GET /api/health/ready',
      'POST /api/auth/hand-off',
      'POST /api/auth/invitations/accept',
      'POST /api/auth/login',
      'POST /api/auth/password-reset',
      'POST /api/auth/password-reset/confirm',
      'POST /api/client-errors',
    ]);
    for (const op of operations.filter((o) => !o.isPublic)) {
      const res = await send(op.method, op.path);
      expect({ op: `${op.method} ${op.path}`, status: res.status }).toEqual({
        op: `${op.method} ${op.path}`,
        status: 401,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves no stored file but a public image, whatever the spelling, signed out or in maintenance', async () => {
    for (const maintenance of [false, true]) {
      await writeMaintenance(t.database.db, maintenance, 'test');
      forgetMaintenanceCache(t.app.ctx);
      for (const target of [
        '/%66iles/../documents/1/1-invoices.pdf',
        '/f%69les/../private.txt',
        '/F%49LES/../private.txt',
        '/files/images/../../documents/1/1-invoices.pdf',
        '/files/images/1/%2e%2e/%2e%2e/documents/1/1-invoices.pdf',
        '/files/images/1/%2E%2E/%2E%2E/documents/1/1-invoices.pdf',
        '/files/images/1/..%2f..%2fdocuments/1/1-invoices.pdf',
        '/files/images/1/..%5C..%5Cdocuments/1/1-invoices.pdf',
        '/files/%64ocuments/1/1-invoices.pdf',
        '/files/./documents/1/1-invoices.pdf',
        '/files//documents/1/1-invoices.pdf',
        'http://x/files/../../documents/1/1-invoices.pdf',
        'http://x/files/documents/1/1-invoices.pdf',
      ]) {
        const res = await send('GET', target);
        expectRefused(target, res);
        expect(res.body).not.toContain('PDF');
      }
      for (const target of ['/files/documents/1/1-invoices.pdf', '/files/private.txt']) {
        const res = await send('GET', target);
        expect({ target, status: res.status }).toEqual({ target, status: 404 });
        expect(res.body).not.toContain('PDF');
      }
    }
    await writeMaintenance(t.database.db, false, 'test');
    forgetMaintenanceCache(t.app.ctx);
  });
});
