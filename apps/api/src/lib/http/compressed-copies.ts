import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are compressed per request by @fastify/compress, as before. */
export const KEPT_COPY_MIN_BYTES = 32 * 1024;
/** Text answers only: images and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?json)/i;
/** Copies kept per process: a 20,000-product list is about 0.8 MB once compressed. */
export const KEPT_COPIES = 32;

type Encoding = 'br' | 'gzip';
/** Copies made since start (tests count them: a kept copy is sent again without compressing). */
export const copiesMade = { count: 0 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same quick brotli level as the per-request compression (app.ts). */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzip(body),
};

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), weight ? Number(weight.slice(2)) : 1);
  }
  const accepts = (name: Encoding) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/**
 * Keeps the compressed copy of large answers that carry an ETag, so the same list is compressed once per
 * version rather than once per request (issue 32's soak: a 20,000-product list read in a loop compressed
 * 7.9 MB each time, on the cores every tenant shares). The key is the tag with the encoding: a route's tag
 * names its supplier and version, a content tag (lib/http/etag.ts) the bytes themselves, so a copy is
 * only ever sent for the very text it was made from. Registered after the ETag hook and before
 * @fastify/compress, which leaves an answer already encoded as it is.
 */
export const compressedCopies = fp(async (app: FastifyInstance) => {
  const kept = new Map<string, Promise<Buffer>>();

  function copyOf(key: string, encoding: Encoding, body: string | Buffer): Promise<Buffer> {
    const found = kept.get(key);
    if (found) {
      kept.delete(key); // most recently used last
      kept.set(key, found);
      return found;
    }
    copiesMade.count += 1;
    const made = compressors[encoding](Buffer.isBuffer(body) ? body : Buffer.from(body));
    kept.set(key, made);
    made.catch(() => kept.delete(key));
    if (kept.size > KEPT_COPIES) kept.delete(kept.keys().next().value!);
    return made;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const tag = reply.getHeader('etag');
    if (reply.statusCode !== 200 || typeof tag !== 'string' || reply.getHeader('content-encoding')) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < KEPT_COPY_MIN_BYTES) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const copy = await copyOf(`${encoding} ${bytes} ${tag}`, encoding, payload);
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-encoding')
    ) {
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    reply.header('content-encoding', encoding).header('content-length', copy.length);
    return copy;
  });
});
