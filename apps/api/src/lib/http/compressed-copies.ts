import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are compressed per request by @fastify/compress, as before. */
export const KEPT_COPY_MIN_BYTES = 32 * 1024;
/** Text answers only: images and PDFs are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]+\+)?json)/i;
/**
 * Copies kept per process: a 20,000-product list is about 0.8 MB once compressed, 8 MB uncompressed (a
 * few at most: clients that refuse compression are rare).
 */
export const KEPT_COPIES = 32;
/** And at most this many bytes of them (the least recently used go first). */
const KEPT_COPY_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip' | 'identity';
/** Copies made since start (tests count them: a kept copy is sent again without compressing). */
export const copiesMade = { count: 0 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The same quick brotli level as the per-request compression (app.ts). */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzip(body),
  // The text's own bytes: a kept Buffer goes to the socket as it is, with no encoding of the text again.
  identity: async (body) => body,
};

/** What the kept copy sent for a request was: the plain answer's size, and whether it was made for it. */
export type KeptCopyUse = { plainBytes: number; made: boolean };
const KEPT_COPY_USE = Symbol('kept copy use');
type WithKeptCopy = FastifyRequest & { [KEPT_COPY_USE]?: KeptCopyUse };
/** The kept copy an answer went out as, if it did (the answer pace counts what it costs). */
export const keptCopyUse = (request: FastifyRequest) => (request as WithKeptCopy)[KEPT_COPY_USE];

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
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
 * version rather than once per request, and the uncompressed one as bytes, so a client refusing
 * compression is sent the kept bytes rather than the text encoded again (under a soak, a 20,000-product list read in a loop compressed
 * 7.9 MB each time, on the cores every tenant shares). The key is the tag with the encoding: a route's tag
 * names its supplier and version, a content tag (lib/http/etag.ts) the bytes themselves, so a copy is
 * only ever sent for the very text it was made from. Registered after the ETag hook and before
 * @fastify/compress, which leaves an answer already encoded as it is.
 */
export const compressedCopies = fp(async (app: FastifyInstance) => {
  /** Each copy, with the size of the text it was made from (a hit never measures the text again). */
  const kept = new Map<string, Promise<{ copy: Buffer; plainBytes: number }>>();
  /** Bytes of the copies made so far, by key: past KEPT_COPY_BYTES the least recently used go. */
  const sizes = new Map<string, number>();
  let keptBytes = 0;
  const forget = (key: string) => {
    kept.delete(key);
    keptBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };

  function copyOf(key: string, encoding: Encoding, body: string | Buffer, use: KeptCopyUse) {
    const found = kept.get(key);
    if (found) {
      kept.delete(key); // most recently used last
      kept.set(key, found);
      return found;
    }
    copiesMade.count += 1;
    use.made = true;
    // A turn of its own for the text's bytes (8 MB for a 20,000-product list): not on top of the answer's.
    const made = yieldToOthers().then(async () => {
      const plain = Buffer.isBuffer(body) ? body : Buffer.from(body);
      return { copy: await compressors[encoding](plain), plainBytes: plain.length };
    });
    kept.set(key, made);
    made.then(
      ({ copy }) => {
        if (kept.get(key) !== made) return;
        sizes.set(key, copy.length);
        keptBytes += copy.length;
        while (keptBytes > KEPT_COPY_BYTES && kept.size > 1) forget(kept.keys().next().value!);
      },
      () => forget(key),
    );
    if (kept.size > KEPT_COPIES) forget(kept.keys().next().value!);
    return made;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const tag = reply.getHeader('etag');
    if (reply.statusCode !== 200 || typeof tag !== 'string' || reply.getHeader('content-encoding')) {
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Its length, not its bytes, for the threshold and the key: a hit never reads an 8 MB text again.
    // A text of 32K characters has at least as many bytes; the tag names the text, the length guards it.
    if (payload.length < KEPT_COPY_MIN_BYTES) return payload;
    // Uncompressed too (identity, or no encoding this process makes): the kept bytes, not the text again.
    const encoding = preferredEncoding(request.headers['accept-encoding']) ?? 'identity';
    const use: KeptCopyUse = { plainBytes: 0, made: false };
    const { copy, plainBytes } = await copyOf(`${encoding} ${payload.length} ${tag}`, encoding, payload, use);
    use.plainBytes = plainBytes;
    (request as WithKeptCopy)[KEPT_COPY_USE] = use;
    const vary = reply.getHeader('vary');
    if (
      !String(vary ?? '')
        .toLowerCase()
        .includes('accept-encoding')
    ) {
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.header('content-length', copy.length);
    return copy;
  });
});
