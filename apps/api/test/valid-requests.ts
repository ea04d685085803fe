import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ADMIN_PORTALS, DEFAULT_SUMMARY_TIME } from '@portal/domain';
import type { TestApp } from './test-app.ts';

/*
 * Valid requests for every operation of the OpenAPI document: real path ids of the demo supplier, required
 * query parameters, and a body built from the operation's JSON schema (by field name where the name tells,
 * else by type), or a known-valid base where the generic one would be refused. The contract fuzz mutates
 * them one field at a time; the access matrix sends them as they are, as every role.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
};
export type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
export type DocOperation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  consumes?: string[];
  /** The codes the contract declares, by status (lib/http/operation.ts). */
  'x-error-codes'?: Record<string, string[]>;
};
export type Op = { method: string; path: string; op: DocOperation };

export type Ids = Record<string, number>;
export type BaseContext = {
  ids: Ids;
  today: string;
  /** Who sends it: staff acting as the supplier may send the staff-only fields. */
  identity: string;
  inDays: (n: number) => string;
  /** The signed-in person's real password, where a valid request must prove it (else a wrong one). */
  password?: string;
};

/**
 * Valid bodies where the generic one (from the schema and the field names) would be refused, so that
 * each invalid field is the only thing wrong and the request gets as far into the service as it can.
 */
export const BASES: Record<string, (c: BaseContext) => unknown> = {
  // A real change (sessions end, a new token comes back); the caller puts the old password back.
  'PATCH /api/suppliers/auth/change-password': ({ password }) =>
    password
      ? { oldPassword: password, newPassword: 'Matrix-kiwi-lantern-42' }
      : { oldPassword: 'not-the-password', newPassword: 'new-password-123' },
  'PATCH /api/suppliers/auth/me': ({ today, identity }) => ({
    firstName: 'Fuzz',
    lastName: 'Tester',
    email: 'fuzz@example.com',
    phone: '0412 345 678',
    address: { street: '1 George St', suburb: 'Sydney', postcode: '2000' },
    availableForNewCustomers: true,
    ...(identity === 'staff'
      ? {
          company: 'Fuzz Co',
          bio: 'Fresh produce',
          accountName: 'Fuzz Co',
          bsb: '062-000',
          accountNumber: '12345678',
          substitutionPreferenceEnabled: false,
          isEarlyDeliveryEnabled: true,
          earlyDeliveryStartTime: '04:00:00',
          earlyDeliveryEndTime: '06:00:00',
          b2cEnabled: false,
          activationDate: today,
          thirdPartyDeliveryEnabled: false,
        }
      : {}),
  }),
  'POST /api/suppliers/contacts': () => ({
    contactTypeId: 4,
    firstName: 'Fuzz',
    lastName: 'Tester',
    email: 'fuzz@example.com',
    phone: '0412345678',
    contactHours: '9-5',
    contactDays: 'Mon-Fri',
  }),
  'PATCH /api/suppliers/contacts/{id}': () => ({ firstName: 'Fuzz', phone: '0412345678' }),
  // The warehouse may change only the stock switch (productChangeAllowed).
  'PATCH /api/suppliers/products/{id}': ({ ids, identity }) =>
    identity === 'warehouse'
      ? { outOfStock: false }
      : {
          name: 'Fuzz product',
          sku: `FUZZ-${ids.product}`,
          priceInCents: 1100,
          gstExempt: false,
          enabled: true,
          outOfStock: false,
          portions: [1, 2],
          categories: [ids.topCategory],
          unitOfPriceId: 1,
          unitOfPortionId: 1,
        },
  'PUT /api/zones/{id}/suburbs': () => [
    { suburb: { name: 'Sydney', postcode: '2000', state: 'NSW' }, enabled: true },
  ],
  'PUT /api/zones/{id}/days': () => [{ deliveryDay: 2, newCustomerOrderBy: 1, existingCustomerOrderBy: 1 }],
  'PUT /api/suppliers/orders/{id}/process': ({ ids }) => ({
    modifiedOrderProducts: [{ id: ids.pendingLine, suppliedQuantity: 1.5, reason: null }],
    substitutions: [{ sku: 'FZ-1', name: 'Fuzz sub', priceIncGST: 100, gstExempt: 0, suppliedQuantity: 1 }],
  }),
  'POST /api/orders/{id}/cancel': () => ({ reason: 'Other: fuzzed' }),
  // One cent of the completed order's largest line: every holder of the permission raises a note.
  'POST /api/suppliers/orders/{id}/credit-notes': ({ ids }) => ({
    lines: [{ orderProductId: ids.completedLine, amountInCents: 1, reason: 'Other', comment: 'Fuzzed' }],
    note: null,
  }),
  'POST /api/specials': ({ ids, inDays }) => ({
    productId: ids.product,
    priceInCents: Math.max(20, Math.floor(ids.productPrice! / 2)),
    startDate: inDays(40),
    endDate: inDays(45),
    isBanner: false,
  }),
  'POST /api/suppliers/products/bulk-upload': ({ ids }) => ({
    products: [{ ...productBody(ids), sku: 'FUZZ-BULK' }],
  }),
  'PATCH /api/suppliers/products/bulk-upload': ({ ids }) => ({
    products: [
      { productId: ids.product, sku: null, unitOfPriceId: 1, unitOfPortionId: 1, name: 'Fuzz bulk' },
    ],
  }),
  'POST /api/orders/invoices-async': ({ ids }) => ({
    orderIds: [ids.completedOrder],
    email: 'fuzz@example.com',
  }),
  'POST /api/suppliers/products': ({ ids }) => productBody(ids),
  'POST /api/zones': ({ ids }) => ({ name: 'Fuzz zone', minimumOrderTotal: 5000, duplicateFromId: ids.zone }),
};

const productBody = (ids: Ids) => ({
  name: 'Fuzz product',
  sku: 'FUZZ-NEW',
  priceInCents: 1100,
  unitOfPriceId: 1,
  gstExempt: false,
  categories: [ids.topCategory],
  unitOfPortionId: 1,
  portions: [1],
  enabled: true,
});

/** Path ids of a particular row where the operation needs one in a given state. */
export const PATH_IDS: Array<[RegExp, string]> = [
  [/^PUT \/api\/suppliers\/orders\/\{id\}\/process$/, 'pendingOrder'],
  [/^POST \/api\/orders\/\{id\}\/cancel$/, 'pendingOrder2'],
  [/invoice/, 'completedOrder'],
  [/^POST \/api\/suppliers\/orders\/\{id\}\/credit-notes$/, 'completedOrder'],
  [/^POST \/api\/suppliers\/reviews\/\{id\}\/replies$/, 'openReview'],
  [/^(PATCH|DELETE) \/api\/suppliers\/contacts\/\{id\}$/, 'contact'],
];

/** Bodies declared as 'anything' that really are a known shape: fuzz that shape's fields. */
export const ITEM_SCHEMAS: Record<string, string> = {
  'POST /api/suppliers/products/bulk-upload': 'POST /api/suppliers/products',
  'PATCH /api/suppliers/products/bulk-upload': 'POST /api/suppliers/products',
};

export function typeOf(schema: Schema): string | undefined {
  const s = resolve(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (s.enum?.length) return typeof s.enum[0] === 'number' ? 'number' : 'string';
  return undefined;
}

/** The first concrete alternative of anyOf/oneOf/allOf. */
export function resolve(schema: Schema): Schema {
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!alt) return schema;
  const first = alt.find((s) => s.type !== 'null') ?? alt[0]!;
  return resolve({ ...first, ...(schema.allOf ? Object.assign({}, ...schema.allOf) : {}) });
}

/** A valid value for a field, by name where the name tells (real ids), else by schema. */
export function validValue(name: string, schema: Schema, ids: Ids, today: string): unknown {
  const s = resolve(schema);
  const byName: Record<string, unknown> = {
    productId: ids.product,
    venueId: ids.venue,
    supplierId: 1,
    categories: [ids.topCategory],
    unitOfPriceId: 1,
    unitOfPortionId: 1,
    portions: [1],
    orderIds: [ids.order],
    email: 'fuzz@example.com',
    deliveryDate: today,
    startDate: today,
    endDate: today,
    from: today,
    to: today,
    contactTypeId: 3,
    postcode: '2000',
    timeZone: 'Australia/Sydney',
    cutoff: '23:00:00',
    username: 'fuzz@example.com',
    password: 'not-the-password',
    oldPassword: 'not-the-password',
    newPassword: 'new-password-123',
    imageId: null,
    duplicateFromId: ids.zone,
    referrer: `${ADMIN_PORTALS.local}/suppliers`,
    dailySummaryTime: DEFAULT_SUMMARY_TIME,
  };
  if (name in byName) return byName[name];
  if (s.const !== undefined) return s.const;
  // An array gets one item even when it may be empty, so the item's fields are fuzzed too.
  if (typeOf(s) === 'array' && s.items) return [validValue('', s.items, ids, today)];
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return s.items ? [validValue('', s.items, ids, today)] : [];
    case 'object':
      return validObject(s, ids, today);
    case 'string':
      if (s.format === 'email') return 'fuzz@example.com';
      return 'Fuzz text'.padEnd(s.minLength ?? 1, 'x');
    default:
      return 1;
  }
}

function validObject(schema: Schema, ids: Ids, today: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {}))
    out[key] = validValue(key, prop, ids, today);
  return out;
}

/** encodeURIComponent, with a lone surrogate sent as its (invalid) UTF-8 bytes instead of throwing. */
export function encode(value: string): string {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

export function buildUrl(
  path: string,
  pathValues: Record<string, string>,
  query: Record<string, string>,
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(pathValues[name] ?? '1'));
  const qs = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/** A real id for a path parameter: the row the path names, of the demo supplier. */
export function pathId(path: string, name: string, ids: Ids): number {
  if (name === 'productId') return ids.product!;
  if (name === 'venueId') return ids.venue!;
  if (name === 'postcode') return 2000;
  const table: Array<[RegExp, string]> = [
    [/\/orders\//, 'order'],
    [/\/zones\//, 'zone'],
    [/\/suppliers\/products\/bulk-upload/, 'upload'],
    [/\/suppliers\/products\//, 'product'],
    [/\/reviews\//, 'review'],
    [/\/specials\//, 'special'],
    [/\/contacts\//, 'contact'],
    [/\/custom-pricing\//, 'customPrice'],
    [/\/loss-products\//, 'lossProduct'],
    [/\/loss-venues\//, 'lossVenue'],
    [/\/suppliers\/\{id\}\//, 'supplier'],
  ];
  const key = table.find(([re]) => re.test(path))?.[1];
  return (key && ids[key]) || 1;
}

/** A multipart body: a small PNG under `field` with the given file name, and a description. */
export function multipartBody(field: string, fileName: string, description: string, png: Buffer) {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n`,
    ),
  ];
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from('\r\n'),
  );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Ids of real rows of the demo supplier, so a valid path id reaches the code behind the 404. */
export async function realIds(t: TestApp, headers: { authorization: string }): Promise<Ids> {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const first = (body: Record<string, unknown>, key = 'data', field = 'id') =>
    ((body[key] as Array<Record<string, number>>)[0] ?? {})[field] ?? 1;
  const specials = (await get('/api/specials')) as Record<string, Array<{ id: number }>>;
  const orders = async (status: string) =>
    (await get(`/api/suppliers/orders?pageSize=2&search=orderStatus:${status}`)).data as Array<{
      orderId: number;
    }>;
  const pending = await orders('PENDING');
  const completed = await orders('COMPLETED');
  const detail = (await get(`/api/suppliers/orders/${pending[0]!.orderId}`)) as {
    orderProducts: Array<{ orderProductId: number }>;
  };
  const completedLines = (
    (await get(`/api/suppliers/orders/${completed[0]!.orderId}`)) as {
      orderProducts: Array<{ orderProductId: number; finalTotalIncGST: number | null }>;
    }
  ).orderProducts.sort((a, b) => (b.finalTotalIncGST ?? 0) - (a.finalTotalIncGST ?? 0));
  const reviews = (await get('/api/suppliers/reviews?pageSize=100')).data as Array<{
    id: number;
    isArchived: boolean;
    supplierReply: unknown;
  }>;
  const contacts = (await get('/api/suppliers/contacts')).data as Array<{
    id: number;
    contactTypeId: number;
  }>;
  const categories = (await get('/api/categories')).data as Array<{
    id: number;
    parentCategoryId: number | null;
  }>;
  const products = (await get('/api/suppliers/products')).data as Array<{ id: number; priceInCents: number }>;
  return {
    pendingOrder: pending[0]!.orderId,
    pendingOrder2: pending[1]!.orderId,
    pendingLine: detail.orderProducts[0]!.orderProductId,
    completedOrder: completed[0]!.orderId,
    completedLine: completedLines[0]!.orderProductId,
    openReview: reviews.find((r) => !r.isArchived && !r.supplierReply)?.id ?? 1,
    topCategory: categories.find((c) => c.parentCategoryId === null)!.id,
    productPrice: products[0]!.priceInCents,
    order: first(await get('/api/suppliers/orders?pageSize=1'), 'data', 'orderId'),
    product: products[0]!.id,
    venue: first(await get('/api/venues'), 'venues'),
    category: first(await get('/api/categories')),
    zone: first(await get('/api/zones')),
    review: first(await get('/api/suppliers/reviews?pageSize=1')),
    special: [...specials.active!, ...specials.scheduled!, ...specials.archived!][0]?.id ?? 1,
    contact: contacts.find((c) => ![1, 3].includes(c.contactTypeId))?.id ?? contacts[0]?.id ?? 1,
    customPrice: first(await get('/api/custom-pricing')),
    lossProduct: first(await get('/api/suppliers/loss-products')),
    lossVenue: first(await get('/api/suppliers/loss-venues')),
    supplier: 1,
    upload: 1,
  };
}

/** What a valid request needs besides the ids: the sample image and the document's body schemas. */
export type RequestContext = BaseContext & {
  png: Buffer;
  bodySchemaOf: (key: string) => Schema | undefined;
};

/** One operation's valid request: its path and query values, URL, JSON body (or multipart form). */
export type ValidRequest = {
  validPath: Record<string, string>;
  validQuery: Record<string, string>;
  url: string;
  jsonSchema: Schema | undefined;
  body: unknown;
  multipart: boolean;
  payload?: string | Buffer;
  contentType?: string;
};

export function validRequest({ method, path, op }: Op, c: RequestContext): ValidRequest {
  const { ids, today } = c;
  const key = `${method} ${path}`;
  const params = op.parameters ?? [];
  const validPath: Record<string, string> = {};
  for (const p of params.filter((q) => q.in === 'path'))
    validPath[p.name] =
      p.name === 'name'
        ? 'Sydney'
        : p.name === 'token'
          ? 'abc'
          : p.name === 'sheet'
            ? 'pick-sheet'
            : String(ids[PATH_IDS.find(([re]) => re.test(key))?.[1] ?? ''] ?? pathId(path, p.name, ids));
  const validQuery: Record<string, string> = {};
  for (const p of params.filter((q) => q.in === 'query' && q.required))
    validQuery[p.name] = String(
      p.name === 'orderIds'
        ? /invoice/.test(path)
          ? ids.completedOrder
          : ids.order
        : ((validValue(p.name, p.schema, ids, today) as string | number | undefined) ?? 'x'),
    );
  if (path.endsWith('/zone-suburbs')) validQuery.suburb = 'Sydney';
  if (path.endsWith('/csv/order-summary')) {
    validQuery.from = `${today}T00:00:00.000Z`;
    validQuery.to = `${today}T23:59:59.999Z`;
  }
  let jsonSchema = c.bodySchemaOf(key);
  if (jsonSchema && ITEM_SCHEMAS[key]) {
    const items = c.bodySchemaOf(ITEM_SCHEMAS[key]);
    const products = { ...jsonSchema.properties!.products!, items };
    jsonSchema = { ...jsonSchema, properties: { ...jsonSchema.properties, products } };
  }
  const multipart = !jsonSchema && method === 'POST' && /image/.test(path);
  const body = jsonSchema ? (BASES[key]?.(c) ?? validValue('', jsonSchema, ids, today)) : undefined;
  const url = buildUrl(path, validPath, validQuery);
  const sent = jsonSchema
    ? { payload: JSON.stringify(body), contentType: 'application/json' }
    : multipart
      ? multipartBody(path.includes('background') ? 'backgroundImageUrl' : 'image', 'a.png', 'ok', c.png)
      : {};
  return { validPath, validQuery, url, jsonSchema, body, multipart, ...sent };
}

/** What the walkers read of an answer: its status, headers and body (empty for an event stream). */
export type WalkedAnswer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: () => unknown;
};

/**
 * Sends one request of a walk over every operation. An answer that is an event stream (GET
 * /api/suppliers/events) never ends: its status and headers are taken and the stream let go; any other
 * answer is read whole, as `inject` would.
 */
export async function injectWalked(t: TestApp, options: InjectOptions): Promise<WalkedAnswer> {
  const res = await t.app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) as unknown };
}
