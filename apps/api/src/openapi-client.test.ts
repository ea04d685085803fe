import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * A third party's view: a client generated from the served document alone (openapi-typescript types,
 * openapi-fetch calls) must compile strictly and sign in, list and write against a running server.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIR = path.join(ROOT, 'node_modules/.cache/openapi-client');

const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './schema.ts';

type OrderSortField = components['schemas']['ListOrdersSortField'];
// The document names the fields: a field the list does not sort by does not compile.
// @ts-expect-error 'id' is not one of the orders list's sort fields (orderId is)
const notSortable: OrderSortField = 'id';

export async function journey(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const signIn = await client.POST('/api/auth/login', {
    body: { username: 'supplier@example.com', password: 'password123', role: 'supplier' },
  });
  if (!signIn.data) throw new Error('sign-in failed: ' + signIn.response.status);
  const headers = { authorization: 'Bearer ' + signIn.data.access_token };
  const zones = await client.GET('/api/zones', { headers });
  if (!zones.data) throw new Error('list failed: ' + zones.response.status);
  const created = await client.POST('/api/zones', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    body: { name: 'Generated Client Zone', minimumOrderTotal: 5000 },
  });
  if (!created.data) throw new Error('write failed: ' + created.response.status);
  const one = await client.GET('/api/zones/{id}', { headers, params: { path: { id: created.data.id } } });
  const orderBy: OrderSortField = 'dateAdded';
  const search: components['schemas']['ListOrdersSearchField'] = 'orderStatus';
  const orders = await client.GET('/api/suppliers/orders', {
    headers,
    params: { query: { orderBy, sortedBy: 'asc', search: search + '[]:PENDING,COMPLETED', filter: 'orderId;orderStatus;dateAdded' } },
  });
  if (!orders.data || typeof orders.data === 'string') throw new Error('orders failed: ' + orders.response.status);
  const refused = await client.GET('/api/suppliers/orders', { headers, params: { query: { orderBy: notSortable } } });
  const csv = await client.GET('/api/suppliers/orders', { headers, params: { query: { format: 'csv' } }, parseAs: 'text' });
  return {
    zones: zones.data.data.length,
    created: created.data.name,
    status: created.response.status,
    read: one.data?.name,
    orderStatuses: [...new Set(orders.data.data.map((order) => order.orderStatus))].sort(),
    ordersSorted: orders.data.data.every((o, i, all) => i === 0 || String(all[i - 1]!.dateAdded) <= String(o.dateAdded)),
    orderFields: Object.keys(orders.data.data[0] ?? {}).sort(),
    refused: refused.response.status,
    csvType: csv.response.headers.get('content-type'),
    csvRows: String(csv.data).trim().split('\\n').length,
  };
}
`;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

describe('a client generated from the OpenAPI document', () => {
  it('compiles and signs in, lists and writes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<object>();
    mkdirSync(DIR, { recursive: true });
    writeFileSync(path.join(DIR, 'schema.ts'), astToString(await openapiTS(document as never)));
    writeFileSync(path.join(DIR, 'client.ts'), CLIENT);
    // TypeScript 7's compiler (tsgo), as the repository's own type check; the file alone, not the root tsconfig.json.
    const tsc = path.join(ROOT, 'node_modules/.bin/tsgo');
    const args = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
    ];
    await promisify(execFile)(
      tsc,
      [
        ...args,
        '--lib',
        'es2022,dom',
        '--allowImportingTsExtensions',
        '--types',
        'node',
        path.join(DIR, 'client.ts'),
      ],
      {
        cwd: ROOT,
      },
    );
    const { journey } = (await import(path.join(DIR, 'client.ts'))) as {
      journey: (url: string) => Promise<Record<string, unknown>>;
    };
    const result = await journey(baseUrl);
    expect(result).toMatchObject({
      created: 'Generated Client Zone',
      status: 201,
      read: 'Generated Client Zone',
    });
    expect(result.zones).toBeGreaterThan(0);
    expect(result).toMatchObject({
      ordersSorted: true,
      orderFields: ['dateAdded', 'orderId', 'orderStatus'],
      refused: 400,
      csvType: 'text/csv; charset=utf-8',
    });
    expect(result.csvRows).toBeGreaterThan(1);
    const statuses = result.orderStatuses as string[];
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 'PENDING' && status !== 'COMPLETED')).toEqual([]);
  });
});
