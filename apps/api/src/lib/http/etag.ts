import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routedPath } from './canonical-url.ts';

/**
 * The large lists a page loads whole or page by page: products, orders, customers
 * (venues), reviews and custom prices. Matched on the path alone; the query string (page, sort,
 * search) is part of what the answer's tag covers, since the tag is taken from the answer itself.
 */
export const REVALIDATED_LISTS = [
  '/api/suppliers/products',
  '/api/suppliers/orders',
  '/api/suppliers/venues',
  '/api/suppliers/reviews',
  '/api/custom-pricing',
];

/**
 * These answers are private to the signed-in supplier and change with any write, so they are never
 * reused without asking (`private, no-cache`, not `no-store`): the browser keeps the last answer and
 * sends its tag back, and an unchanged list costs a 304 with no body instead of the whole list.
 */
export const LIST_CACHE_CONTROL = 'private, no-cache';

const isList = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && REVALIDATED_LISTS.includes(routedPath(request));

/** A weak tag: the same JSON may go out brotli, gzip or plain, so the bytes differ by encoding. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this tag (or any tag, with *). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.slice(2);
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate === tag || candidate === bare || candidate === `W/${bare}`;
  });
}

/**
 * The JSON (and tag) last sent for a list's `data` array. A repository that keeps a list (the products
 * list under its catalogue version) answers the very same array until the list changes, so the same
 * array always serializes to the same text: it is not serialized (nor hashed) again. Weak: an array
 * nobody keeps any more takes its text with it.
 */
const sentBodies = new WeakMap<object, { body: string; tag: string }>();
const LIST_DATA = Symbol('list data');
type WithListData = FastifyRequest & { [LIST_DATA]?: object };

/** The `data` array of a `{ data }` answer (a whole list, not a page with a total). */
function wholeListData(payload: unknown): object | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const keys = Object.keys(payload);
  const data = (payload as { data?: unknown }).data;
  return keys.length === 1 && Array.isArray(data) ? data : undefined;
}

/**
 * ETag and 304 on the large lists, for every route that answers one of those paths, without the
 * routes knowing. Registered before @fastify/compress, so the tag is taken from the JSON text and a
 * 304 skips compressing it. The answer's own tag (a route that set one) is kept.
 */
export const listRevalidation = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request: WithListData, reply, payload) => {
    if (!isList(request) || reply.statusCode !== 200) return payload;
    const data = wholeListData(payload);
    if (!data) return payload;
    const sent = sentBodies.get(data);
    if (sent) {
      reply.serializer(() => sent.body);
      reply.header('etag', sent.tag);
    } else request[LIST_DATA] = data;
    return payload;
  });
  app.addHook('onSend', async (request: WithListData, reply, payload) => {
    if (!isList(request) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const tag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
    const data = request[LIST_DATA];
    if (data && typeof payload === 'string') sentBodies.set(data, { body: payload, tag });
    reply.header('etag', tag);
    reply.header('cache-control', LIST_CACHE_CONTROL);
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
});
