/**
 * The live order events of the cluster run: streams (GET /api/suppliers/events) held open through the load
 * balancer while the faults happen, each read and resumed as the portal reads it (fetch with the
 * Authorization header; on an end or an error, a second's wait and a reconnect naming the last id seen
 * in `Last-Event-ID`). Afterwards every event the leader recorded for the supplier during the load must
 * have reached every stream exactly once: none lost across an API process killed or restarted, nor across
 * a failover of the database, none shown twice.
 */
import pg from 'pg';

const RECONNECT_MS = 1000;

type Stream = { ids: number[]; reconnects: number; lastId: number | undefined };

export type StreamsResult = {
  streams: number;
  expected: number;
  /** Per stream: events recorded by the leader that never reached it. */
  missed: number[];
  /** Per stream: events it received more than once. */
  doubled: number[];
  reconnects: number;
};

/** Reads one stream until `going()` is false, reconnecting from its last id. */
async function follow(base: string, auth: Record<string, string>, stream: Stream, going: () => boolean) {
  while (going()) {
    const controller = new AbortController();
    const stop = setInterval(() => !going() && controller.abort(), 200);
    try {
      const headers = {
        ...auth,
        ...(stream.lastId === undefined ? {} : { 'last-event-id': String(stream.lastId) }),
      };
      const res = await fetch(`${base}/api/suppliers/events`, { headers, signal: controller.signal });
      if (res.status === 200 && res.body) await readEvents(res.body, stream);
      else await res.arrayBuffer().catch(() => undefined);
    } catch {
      // a process killed or restarted, the balancer's retry exhausted, or our own abort: reconnect
    } finally {
      clearInterval(stop);
    }
    if (!going()) break;
    stream.reconnects += 1;
    await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}

async function readEvents(body: ReadableStream<Uint8Array>, stream: Stream) {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const idLine = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('id:'));
      buffer = buffer.slice(end + 2);
      if (!idLine) continue;
      const id = Number(idLine.slice(3).trim());
      stream.ids.push(id);
      stream.lastId = id;
    }
  }
}

async function leaderEventIds(primary: string, supplierId: number, after: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: primary });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id::text from live_events where supplier_id = $1 and id > $2 order by id',
      [supplierId, after],
    );
    return rows.map((r) => Number(r.id));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function supplierOf(primary: string, email: string): Promise<{ supplierId: number; lastId: number }> {
  const client = new pg.Client({ connectionString: primary });
  await client.connect();
  try {
    const { rows } = await client.query<{ supplier_id: number; last: string }>(
      `select u.supplier_id, coalesce((select max(id) from live_events e where e.supplier_id = u.supplier_id), 0)::text as last
         from users u where u.email = $1`,
      [email],
    );
    return { supplierId: rows[0]!.supplier_id, lastId: Number(rows[0]!.last) };
  } finally {
    await client.end();
  }
}

/**
 * Opens `count` streams as the signed-in supplier; `finish()` (once the load is over) waits until each
 * stream has caught up with the leader's events (60 s at most) and compares.
 */
export async function watchStreams(opts: {
  base: string;
  auth: Record<string, string>;
  email: string;
  primary: string;
  count: number;
}): Promise<{ finish: () => Promise<StreamsResult> }> {
  const { supplierId, lastId } = await supplierOf(opts.primary, opts.email);
  let open = true;
  const streams: Stream[] = Array.from({ length: opts.count }, () => ({ ids: [], reconnects: 0, lastId }));
  const running = streams.map((s) => follow(opts.base, opts.auth, s, () => open));
  return {
    async finish() {
      const expected = await leaderEventIds(opts.primary, supplierId, lastId);
      const last = expected.at(-1) ?? lastId;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && streams.some((s) => (s.lastId ?? 0) < last))
        await new Promise((resolve) => setTimeout(resolve, 100));
      open = false;
      await Promise.all(running);
      return {
        streams: streams.length,
        expected: expected.length,
        missed: streams.map((s) => {
          const got = new Set(s.ids);
          return expected.filter((id) => !got.has(id)).length;
        }),
        doubled: streams.map((s) => s.ids.length - new Set(s.ids).size),
        reconnects: streams.reduce((n, s) => n + s.reconnects, 0),
      };
    },
  };
}
