import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listFieldNames } from './lib/list-query.ts';
import { LIST_FIELDS } from './modules/index.ts';

/**
 * The OpenAPI document is what an integrator builds against: every operation must say what it is, what it
 * takes, what it answers and how it fails. This walks the document served at /api/docs/json and then runs
 * `redocly lint` on it (redocly.yaml at the root holds the rule set).
 */

type Json = Record<string, unknown>;
type OperationDoc = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: Json;
  responses?: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ROOT = path.resolve(import.meta.dirname, '../../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');
/** The document as linted, left in place after the run for a look or a client generator. */
const DOCUMENT_FILE = path.join(ROOT, 'node_modules/.cache/openapi/openapi.json');

let t: TestApp;
let document: {
  paths: Record<string, Record<string, OperationDoc>>;
  servers?: unknown[];
  tags?: Array<{ name: string }>;
  components?: { schemas?: Record<string, { enum?: string[] }> };
};
const operations: Array<{ key: string; path: string; op: OperationDoc }> = [];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  for (const [p, methods] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = methods[method];
      if (op) operations.push({ key: `${method.toUpperCase()} ${p}`, path: p, op });
    }
  }
});
afterAll(() => t?.close());

/** Each failing operation with what it lacks, so one run lists every gap. */
function gaps(check: (op: OperationDoc, p: string) => string | null): string[] {
  return operations.flatMap(({ key, path: p, op }) => {
    const gap = check(op, p);
    return gap ? [`${key}: ${gap}`] : [];
  });
}

const isPublic = (op: OperationDoc) => Array.isArray(op.security) && op.security.length === 0;
const takesInput = (op: OperationDoc) => (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
const successStatuses = (op: OperationDoc) =>
  Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));

describe('the OpenAPI document', () => {
  it('names a server and declares every tag it uses', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    const declared = new Set(document.tags?.map((tag) => tag.name));
    expect(
      gaps((op) => (op.tags?.length === 1 && declared.has(op.tags[0]!) ? null : 'one declared tag')),
    ).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(gaps((op) => (op.operationId ? null : 'no operationId'))).toEqual([]);
    expect(gaps((op) => (op.summary?.trim() ? null : 'no summary'))).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('documents one success answer per operation, with its body or media type', () => {
    expect(
      gaps((op) => {
        const statuses = successStatuses(op);
        if (statuses.length !== 1) return `success statuses ${statuses.join(',') || 'none'}`;
        const status = statuses[0]!;
        if (status === '204') return op.responses![status]!.content ? '204 with a body' : null;
        const content = op.responses![status]!.content;
        if (!content || Object.keys(content).length === 0) return `${status} without content`;
        const empty = Object.entries(content).filter(
          ([, media]) => !media.schema || Object.keys(media.schema).length === 0,
        );
        return empty.length ? `${status} ${empty.map(([type]) => type).join(',')} without a schema` : null;
      }),
    ).toEqual([]);
  });

  it('documents 401 and 429 on every operation that needs a session, and 400 wherever input is taken', () => {
    expect(gaps((op) => (isPublic(op) || op.responses?.['401'] ? null : 'no 401'))).toEqual([]);
    // A supplier over its share with too many requests waiting is answered 429 (tenant-share.ts).
    expect(gaps((op) => (isPublic(op) || op.responses?.['429'] ? null : 'no 429'))).toEqual([]);
    expect(
      gaps((op) => (!takesInput(op) || op.responses?.['400'] ? null : 'takes input but no 400')),
    ).toEqual([]);
  });

  it('gives every error answer the errors schema', () => {
    expect(
      gaps((op) => {
        const bad = Object.entries(op.responses ?? {}).filter(
          ([status, response]) =>
            /^[45]\d\d$/.test(status) && !response.content?.['application/json']?.schema,
        );
        return bad.length ? `errors without a schema: ${bad.map(([s]) => s).join(',')}` : null;
      }),
    ).toEqual([]);
  });

  it('declares every path parameter, and no path differs from another only by a parameter name', () => {
    expect(
      gaps((op, p) => {
        const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        const declared = (op.parameters ?? [])
          .filter((param) => param.in === 'path')
          .map((param) => param.name);
        return inPath.every((name) => declared.includes(name!)) ? null : `undeclared path parameter in ${p}`;
      }),
    ).toEqual([]);
    const shapes = Object.keys(document.paths).map((p) => p.replace(/\{\w+\}/g, '{}'));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    expect(Object.keys(document.paths).filter((p) => p.length > 1 && p.endsWith('/'))).toEqual([]);
  });

  it('names the real sign-in, describes every answer and every tag', () => {
    const doc = document as typeof document & { info: { description: string } };
    expect(doc.info.description).toContain('`POST /api/auth/login`');
    expect(document.paths['/api/auth/login']?.post).toBeDefined();
    expect(
      gaps((op) => {
        const vague = Object.entries(op.responses ?? {}).filter(
          ([, r]) =>
            !(r as { description?: string }).description ||
            (r as { description?: string }).description === 'Default Response',
        );
        return vague.length ? `undescribed ${vague.map(([s]) => s).join(', ')}` : null;
      }),
    ).toEqual([]);
    const tags = (document.tags ?? []) as Array<{ name: string; description?: string }>;
    expect(tags.filter((tag) => !tag.description || tag.description.startsWith('Operations on'))).toEqual([]);
  });

  it('types every path parameter named like an id as an integer, as its contract declares it', () => {
    const ids = operations.flatMap(({ key, op }) =>
      (op.parameters ?? [])
        .filter((p) => p.in === 'path' && /^id$|Id$/.test(p.name))
        .map((p) => ({ key, name: p.name, schema: (p as { schema?: Json }).schema })),
    );
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.some((p) => p.name === 'userId')).toBe(true);
    expect(
      ids.filter(({ schema }) => schema?.type !== 'integer' || schema.minimum !== 1 || schema.pattern),
    ).toEqual([]);
  });

  it('describes every property of every request body, nested ones too', () => {
    const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
    const resolve = (schema: Json): Json => {
      const ref = schema.$ref as string | undefined;
      return ref ? resolve(schemas[decodeURIComponent(ref.split('/').pop()!)] ?? {}) : schema;
    };
    const undescribed = (schema: Json, at: string, seen: Set<Json>): string[] => {
      const s = resolve(schema);
      if (seen.has(s)) return [];
      seen.add(s);
      const parts = [...((s.anyOf ?? s.oneOf ?? s.allOf ?? []) as Json[])];
      const nested = parts.flatMap((part) => undescribed(part, at, seen));
      if (s.items) nested.push(...undescribed(s.items as Json, `${at}[]`, seen));
      for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
        if (!property.description && !resolve(property).description) nested.push(`${at}.${name}`);
        nested.push(...undescribed(property, `${at}.${name}`, seen));
      }
      return nested;
    };
    const bodies = operations.flatMap(({ op }) =>
      Object.values((op.requestBody?.content ?? {}) as Record<string, { schema?: Json }>).map((media) => ({
        id: op.operationId!,
        schema: media.schema ?? {},
      })),
    );
    expect(bodies.length).toBeGreaterThan(40);
    expect(bodies.flatMap(({ id, schema }) => undescribed(schema, id, new Set()))).toEqual([]);
  });

  it("lists the field names each list's orderBy, search and filter accept, from the specs the lists validate with", () => {
    const schemas = document.components?.schemas ?? {};
    const listing = operations.filter(({ op }) => op.parameters?.some((p) => p.name === 'orderBy'));
    expect(listing.map(({ op }) => op.operationId).sort()).toEqual(Object.keys(LIST_FIELDS).sort());
    for (const [operationId, fields] of Object.entries(LIST_FIELDS)) {
      const names = listFieldNames(fields);
      const id = operationId[0]!.toUpperCase() + operationId.slice(1);
      expect(schemas[`${id}SortField`]?.enum).toEqual(names.orderBy);
      expect(schemas[`${id}SearchField`]?.enum).toEqual(names.search);
      expect(schemas[`${id}Field`]?.enum).toEqual(names.filter);
      const { op } = listing.find((l) => l.op.operationId === operationId)!;
      const orderBy = op.parameters!.find((p) => p.name === 'orderBy') as { schema?: Json };
      expect(orderBy.schema).toEqual({ $ref: `#/components/schemas/${id}SortField` });
    }
    expect(schemas.ListOrdersSortField?.enum).toEqual([
      'orderId',
      'orderStatus',
      'fullName',
      'shippingCompany',
      'dateAdded',
      'deliveryDate',
      'total',
    ]);
  });

  it("documents the orders list's CSV answer beside its JSON page, under the one 200", () => {
    const listOrders = operations.find(({ op }) => op.operationId === 'listOrders')!;
    expect(listOrders.key).toBe('GET /api/suppliers/orders');
    const success = listOrders.op.responses!['200']!;
    expect(Object.keys(success.content ?? {})).toEqual(['application/json', 'text/csv']);
    expect(success.content!['application/json']!.schema).toMatchObject({
      properties: { data: { type: 'array' } },
    });
    expect(success.content!['text/csv']!.schema).toEqual({
      type: 'string',
      format: 'binary',
      description: 'With `format=csv`: every matching order, one a row, with a header row',
    });
    const format = listOrders.op.parameters!.find((p) => p.name === 'format') as { schema?: Json };
    expect(format.schema).toMatchObject({ enum: ['json', 'csv'] });
  });

  it('passes redocly lint with no errors', async () => {
    // A fixed place, so the ignore file beside redocly.yaml can name the one problem it accepts.
    mkdirSync(path.dirname(DOCUMENT_FILE), { recursive: true });
    writeFileSync(DOCUMENT_FILE, JSON.stringify(document, null, 2));
    const config = path.join(ROOT, 'redocly.yaml');
    const run = promisify(execFile);
    const result = await run(REDOCLY, ['lint', DOCUMENT_FILE, '--config', config, '--format', 'summary'], {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
      failed: true,
    }));
    const failed = 'failed' in result;
    expect({ failed, output: failed ? `${result.stdout}${result.stderr}` : '' }).toEqual({
      failed: false,
      output: '',
    });
  });
});
