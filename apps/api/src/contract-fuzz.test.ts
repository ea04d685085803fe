import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ERROR_CODES, STATUS_ERROR_CODES, type ErrorStatus } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  buildUrl,
  encode,
  multipartBody,
  realIds,
  injectWalked,
  resolve,
  typeOf,
  validRequest,
  type DocOperation,
  type Op,
  type RequestContext,
  type Schema,
} from '../test/valid-requests.ts';

/**
 * Contract fuzz: every operation of the generated OpenAPI document gets schema-derived invalid inputs
 * (NUL, lone surrogates, 2^31, 1e10, 1.5, 1e308, impossible dates, wrong types, missing and extra
 * fields, 100k characters, malformed JSON) one field at a time, the others valid, path ids real.
 * No answer may be a 5xx: client input is a 4xx or a success, never a server error. And every 4xx answers
 * only codes the contract declares for its status (`x-error-codes`, else the status's general ones).
 */

type Identity = 'supplier' | 'staff' | 'none';
type Attempt = {
  method: string;
  url: string;
  label: string;
  payload?: string | Buffer;
  contentType?: string;
};

/** What the router answers before any operation runs (lib/http/framework-errors.ts): a path too long. */
const ROUTER_CODES: Record<number, readonly string[]> = { 414: [ERROR_CODES.uriTooLong] };

/** Operations not fuzzed, each with its reason (nothing is skipped silently). */
const EXCLUDED: Record<string, string> = {
  'POST /api/suppliers/auth/sign-out-everywhere':
    'takes no input at all; it ends every session of the account the fuzz signs in as',
};

/** Operations also fuzzed as staff acting as the demo supplier (staff-only rules and fields). */
const STAFF_TOO = [
  /^PATCH \/api\/suppliers\/auth\/me$/,
  /^(POST|PATCH) \/api\/suppliers\/custom-commission$/,
  /^POST \/api\/suppliers\/product-images$/,
  /^(POST|PATCH|DELETE) \/api\/specials/,
  /^GET \/api\/suppliers\/audit/,
  /^GET \/api\/suppliers\/notifications\/log$/,
  /^POST \/api\/suppliers\/\{id\}\/(background|logo)-image$/,
  /^PATCH \/api\/suppliers\/products\/\{id\}$/,
  /^POST \/api\/categories$/,
  /^(POST|PATCH|DELETE) \/api\/suppliers\/contacts/,
];

const LONG = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const BAD_DATES = ['2024-02-30', '9999-99-99', '0000-00-00', '2024-13-45'];

/** What a query or path parameter can be sent as: every value is text on the wire. */
/** Numbers and dates are tried where the field may hold one, to keep the run short. */
const mayBeNumber = (name: string, schema: Schema) =>
  ['integer', 'number', undefined].includes(typeOf(schema)) || /id$|page|postcode|exp/i.test(name);
const mayBeDate = (name: string, schema: Schema) =>
  /date|from|^to$|day|at$/i.test(name) || !!resolve(schema).pattern?.includes('\\d{4}');

function wireValues(name: string, schema: Schema, where: 'path' | 'query'): Array<[string, string]> {
  const values: Array<[string, string]> = [
    ['NUL', NUL],
    ['lone surrogate', SURROGATE],
    ['empty', ''],
    ['2^31', '2147483648'],
    ['word', 'abc'],
  ];
  if (mayBeNumber(name, schema))
    values.push(['1e10', '1e10'], ['1.5', '1.5'], ['1e308', '1e308'], ['-1', '-1'], ['0x10', '0x10']);
  if (mayBeDate(name, schema)) values.push(...BAD_DATES.map((d): [string, string] => [`date ${d}`, d]));
  if (where === 'query') values.push(['100k chars', LONG]);
  if (where === 'path') values.push(['255 chars', 'x'.repeat(255)]);
  if (name === 'search') {
    for (const clause of [
      'orderId:99999999999',
      'orderId:2147483648',
      'venueId:1.5',
      'venueId:1e3',
      'id:-1',
      'deliveryDate:2024-13-45',
      'deliveryDate:2024-02-30',
      'orderStatus[]:PENDING,NOPE',
      `venueName:${NUL}`,
      'orderId:1;orderId:2',
    ])
      values.push([`search ${clause}`, clause]);
  }
  if (schema.enum) values.push(['not in enum', 'NOT_A_CHOICE']);
  return values;
}

/** What a JSON body field can be sent as, by its declared type. */
function bodyValues(name: string, schema: Schema): Array<[string, unknown]> {
  const type = typeOf(schema);
  const wrong: Array<[string, unknown]> = [
    ['null', null],
    ['object', { a: 1 }],
  ];
  switch (type) {
    case 'integer':
    case 'number':
      return [
        ['2^31', 2_147_483_648],
        ['1e10', 1e10],
        ['1.5', 1.5],
        ['1e308', 1e308],
        ['-1', -1],
        ['0', 0],
        ['string number', '1'],
        ['word', 'abc'],
        ['true', true],
        ...wrong,
      ];
    case 'boolean':
      return [['string true', 'true'], ['1', 1], ...wrong];
    case 'array':
      return [
        ['empty array', []],
        ['string', 'x'],
        ['array of NUL', [NUL]],
        ['array of 2^31', [2_147_483_648]],
        ['array of 1e308', [1e308]],
        ['array of objects', [{}]],
        ...wrong,
      ];
    case 'object':
      return [['string', 'x'], ['array', []], ['NUL key', { [NUL]: NUL }], ...wrong];
    case 'string':
      return [
        ['NUL', NUL],
        ['lone surrogate', SURROGATE],
        ['lone low surrogate', '\udc00'],
        ['100k chars', LONG],
        ['empty', ''],
        ['number', 123],
        ...(mayBeDate(name, schema) ? BAD_DATES.map((d): [string, unknown] => [`date ${d}`, d]) : []),
        ...wrong,
      ];
    default:
      // Declared as anything (checked by the service): try every kind.
      return [
        ['NUL', NUL],
        ['lone surrogate', SURROGATE],
        ['100k chars', LONG],
        ['2^31', 2_147_483_648],
        ['1e308', 1e308],
        ['string 1e308', '1e308'],
        ['-1', -1],
        ['1.5', 1.5],
        ...wrong,
      ];
  }
}

/** Every (path, invalid value) of a JSON body: each field, then the fields of nested objects and items. */
function bodyMutations(
  schema: Schema,
  base: unknown,
  path: Array<string | number> = [],
  depth = 0,
): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const s = resolve(schema);
  const at = path.join('.') || '(body)';
  if (path.length)
    for (const [label, value] of bodyValues(String(path[path.length - 1]), s))
      out.push([`${at}=${label}`, set(base, path, value)]);
  if (depth >= 3) return out;
  const type = typeOf(s);
  if (type === 'object' && s.properties) {
    for (const [key, prop] of Object.entries(s.properties)) {
      out.push(...bodyMutations(prop, base, [...path, key], depth + 1));
      if (s.required?.includes(key))
        out.push([`${[...path, key].join('.')} missing`, unset(base, [...path, key])]);
    }
    out.push([`${at} extra field`, set(base, [...path, 'fuzzExtraField'], NUL)]);
  } else if (type === 'array' && s.items && (get(base, path) as unknown[] | undefined)?.length) {
    out.push(...bodyMutations(s.items, base, [...path, 0], depth + 1));
  }
  return out;
}

const clone = <T>(v: T): T => structuredClone(v);
function get(root: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown> | undefined)?.[k], root);
}
function set(root: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = value;
  return copy;
}
function unset(root: unknown, path: Array<string | number>): unknown {
  const copy = clone(root) as Record<string | number, unknown>;
  const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  delete parent[path[path.length - 1]!];
  return copy;
}

/** Every invalid request for one operation, built from its parameters and body schema. */
type FuzzContext = RequestContext;

function attemptsFor(o: Op, c: FuzzContext): Attempt[] {
  const { method, path, op } = o;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const { validPath, validQuery, jsonSchema, multipart, body } = validRequest(o, c);
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const validBody = jsonSchema ? json(body) : {};

  const attempts: Attempt[] = [];
  const add = (label: string, url: string, extra: Partial<Attempt> = validBody) =>
    attempts.push({ method, url, label, ...extra });

  for (const p of pathParams)
    for (const [label, value] of wireValues(p.name, p.schema, 'path'))
      add(`path ${p.name}=${label}`, buildUrl(path, { ...validPath, [p.name]: value }, validQuery));
  for (const p of queryParams) {
    for (const [label, value] of wireValues(p.name, p.schema, 'query'))
      add(`query ${p.name}=${label}`, buildUrl(path, validPath, { ...validQuery, [p.name]: value }));
    if (p.required) {
      const { [p.name]: _, ...rest } = validQuery;
      add(`query ${p.name} missing`, buildUrl(path, validPath, rest));
    }
  }
  const url = buildUrl(path, validPath, validQuery);
  add('query extra parameter', `${url}${url.includes('?') ? '&' : '?'}fuzzExtra=${encode(NUL)}`);

  if (jsonSchema) {
    // Missing or extra fields may leave a valid body that changes the row: those go after the rest.
    const mutations = bodyMutations(jsonSchema, body);
    const mayPass = ([label]: [string, unknown]) => /missing|extra field/.test(label);
    for (const [label, value] of [...mutations.filter((m) => !mayPass(m)), ...mutations.filter(mayPass)])
      add(`body ${label}`, url, json(value));
    add('body valid', url);
    add('body malformed JSON', url, { payload: '{"a":', contentType: 'application/json' });
    add('body empty JSON', url, { payload: '', contentType: 'application/json' });
    add('body wrong kind', url, json(Array.isArray(body) ? { a: 1 } : [body]));
    add('body text/plain', url, { payload: NUL, contentType: 'text/plain' });
  } else if (multipart) {
    for (const [label, name, description] of [
      ['NUL file name', `a${NUL}.png`, 'ok'],
      ['lone surrogate file name', `a${SURROGATE}.png`, 'ok'],
      ['100k file name', `${LONG}.png`, 'ok'],
      ['NUL description', 'a.png', NUL],
      ['lone surrogate description', 'a.png', SURROGATE],
      ['100k description', 'a.png', LONG],
    ] as const) {
      const field = path.includes('background') ? 'backgroundImageUrl' : 'image';
      const form = multipartBody(field, name, description, c.png);
      add(`multipart ${label}`, url, form);
    }
    add('multipart malformed', url, {
      payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nno end',
      contentType: 'multipart/form-data; boundary=x',
    });
    add('body malformed JSON', url, { payload: '{"a":', contentType: 'application/json' });
  } else if (method !== 'GET' && method !== 'DELETE') {
    add('body malformed JSON', url, { payload: '{"a":', contentType: 'application/json' });
  }
  return attempts;
}

/** The codes of an error answer (none when it is not the JSON envelope). */
function errorCodesIn(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { errors?: Array<{ code: string }> };
    return (parsed.errors ?? []).map((e) => e.code);
  } catch {
    return [];
  }
}

/** Operations in an order that keeps the real rows alive as long as possible: deletions last. */
function ordered(ops: Op[]): Op[] {
  const rank = (m: string) => (m === 'DELETE' ? 2 : m === 'GET' ? 0 : 1);
  return [...ops].sort((a, b) => rank(a.method) - rank(b.method));
}

describe('contract fuzz: no 5xx for any invalid input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      deliveryDayCsvSupplierIds: [1],
      pendingOrdersExportSupplierIds: [1],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks every operation of the OpenAPI document', { timeout: 600_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, DocOperation>> };
    const ops: Op[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    expect(ops.length).toBeGreaterThan(90);
    for (const key of Object.keys(EXCLUDED))
      expect(
        ops.map((o) => `${o.method} ${o.path}`),
        `excluded ${key} exists`,
      ).toContain(key);

    const headers = { supplier: await t.auth('supplier'), staff: await t.auth('staff'), none: {} };
    const ids = await realIds(t, headers.supplier);
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const bodySchemaOf = (key: string) => {
      const [method, path] = key.split(' ');
      return doc.paths[path!]?.[method!.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
    };
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();

    const failures: string[] = [];
    const undeclaredCodes: string[] = [];
    const covered = new Set<string>();
    let requests = 0;
    const timings: Array<[string, number]> = [];
    const statuses: Record<string, Record<number, number>> = {};
    for (const op of ordered(ops)) {
      const key = `${op.method} ${op.path}`;
      if (EXCLUDED[key]) continue;
      if (process.env.FUZZ_ONLY && !new RegExp(process.env.FUZZ_ONLY).test(key)) {
        covered.add(key);
        continue;
      }
      const who: Identity[] = op.path.startsWith('/api/staff/')
        ? ['staff']
        : STAFF_TOO.some((re) => re.test(key))
          ? ['supplier', 'staff']
          : ['supplier'];
      const started = Date.now();
      for (const identity of who) {
        for (const attempt of attemptsFor(op, { ids, today, inDays, identity, png, bodySchemaOf })) {
          const res = await injectWalked(t, {
            method: attempt.method as 'GET',
            url: attempt.url,
            headers: {
              ...headers[identity],
              ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
            },
            ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
          });
          requests += 1;
          const seen = (statuses[key] ??= {});
          seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
          covered.add(key);
          if (process.env.FUZZ_DEBUG && attempt.label === 'body valid' && res.statusCode >= 400)
            console.log(
              `valid body refused: ${key} as ${identity}: ${res.statusCode} ${res.body.slice(0, 400)}`,
            );
          if (res.statusCode >= 400 && res.statusCode < 500) {
            const declared: readonly string[] =
              op.op['x-error-codes']?.[res.statusCode] ??
              STATUS_ERROR_CODES[res.statusCode as ErrorStatus] ??
              ROUTER_CODES[res.statusCode] ??
              [];
            const codes = errorCodesIn(res.body);
            const undeclared = codes.filter((code) => !declared.includes(code));
            if (undeclared.length > 0)
              undeclaredCodes.push(
                `${res.statusCode} ${key} as ${identity} (${attempt.label}): undeclared ${undeclared.join(', ')}`,
              );
          }
          if (res.statusCode >= 500) {
            const shown = typeof attempt.payload === 'string' ? attempt.payload.slice(0, 300) : '';
            failures.push(
              `${res.statusCode} ${attempt.method} ${attempt.url.slice(0, 300)} as ${identity}\n` +
                `  input: ${attempt.label}${shown ? `\n  body: ${shown}` : ''}\n  answer: ${res.body.slice(0, 500)}`,
            );
          }
        }
      }
      timings.push([key, Date.now() - started]);
    }
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 8);
    // FUZZ_DEBUG=1 shows the slowest operations and the statuses each answered.
    if (process.env.FUZZ_DEBUG) {
      console.log(slowest.map(([k, ms]) => `${ms} ms ${k}`).join('\n'));
      console.log(
        Object.entries(statuses)
          .map(([k, s]) => `${k} ${JSON.stringify(s)}`)
          .join('\n'),
      );
    }
    console.log(
      `contract fuzz: ${requests} requests over ${covered.size} operations ` +
        `(${Object.keys(EXCLUDED).length} excluded), ${failures.length} 5xx`,
    );
    expect(covered.size).toBe(ops.length - Object.keys(EXCLUDED).length);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(undeclaredCodes, undeclaredCodes.join('\n')).toEqual([]);
  });
});
