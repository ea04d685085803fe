/**
 * The load of scripts/cluster.sh: a bounded mixed read/write load through the load balancer, then a
 * check that every acknowledged write is on the primary and, after replay, on the replica.
 *
 *   node --import tsx bench/cluster-load.ts --url http://127.0.0.1:8442 --seconds 30 --concurrency 12 \
 *     --primary postgres://postgres@127.0.0.1:5442/portal --replica postgres://postgres@127.0.0.1:5443/portal \
 *     [--events /tmp/kill-events.log]
 *
 * Signs in once as the demo supplier, then each of `concurrency` loops sends, one after another:
 * 30% orders list pages (the replica's queries), 5% product images (GET /files/…, from the file
 * storage), 15% one order, 10% a report, 10% the products list, 30% writes: PATCH an order's supplier reference to a value unique to this run (`cl-<run>-<n>`),
 * which the API records in `orders` and in `audit_log` in one transaction. A write is acknowledged
 * when the API answered 200. `--events` names a file the shell script appends `<epoch ms> <what>` lines
 * to (the SIGKILL, the restart), so errors can be placed against them. Prints one JSON line at the end.
 */
import { appendFileSync, readFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8442' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '12' },
    primary: { type: 'string' },
    replica: { type: 'string' },
    events: { type: 'string' },
  },
});
const BASE = values.url;
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const RUN = Date.now().toString(36);

type Kind = 'orders-list' | 'order' | 'report' | 'products' | 'image' | 'write';
type Sample = { kind: Kind; at: number; ms: number; status: number; error?: string };

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'supplier@example.com', password: 'password123', role: 'supplier' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const token = await signIn();
const auth = { authorization: `Bearer ${token}` };
const first = (await (
  await fetch(`${BASE}/api/suppliers/orders?page=1&pageSize=100`, { headers: auth })
).json()) as {
  data: Array<{ orderId: number }>;
};
const orderIds = first.data.map((o) => o.orderId);
if (orderIds.length === 0) throw new Error('the demo supplier has no orders to write to');
// Product images (seeded into the file storage, the database here) are served by whichever process answers.
const products = (await (await fetch(`${BASE}/api/suppliers/products`, { headers: auth })).json()) as {
  data: Array<{ image: { url: string } | null }>;
};
const imageUrls = [...new Set(products.data.flatMap((p) => (p.image ? [p.image.url] : [])))];
if (imageUrls.length === 0) throw new Error('the demo products have no images');

const samples: Sample[] = [];
const acknowledged: string[] = [];
const unacknowledged: string[] = [];
let sequence = 0;

function pick(): Kind {
  const r = Math.random();
  if (r < 0.3) return 'orders-list';
  if (r < 0.35) return 'image';
  if (r < 0.5) return 'order';
  if (r < 0.6) return 'report';
  if (r < 0.7) return 'products';
  return 'write';
}

/** The portal's waits before retrying a write whose connection was lost (apps/web/src/lib/api-client.ts). */
const WRITE_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 2000, 2000];
const retries = { writes: 0, reads: 0 };

/**
 * As the portal sends: a read is retried on a lost connection; a write carries an Idempotency-Key and is
 * retried under it on a lost connection, while an earlier try (HAProxy's, or one a killed process held)
 * still holds the key (409 with Retry-After), or when the server was briefly unavailable (503 with
 * Retry-After: a keyed write answered 5xx ran nothing); any other answer is final.
 */
async function fetchLikeThePortal(url: string, init: RequestInit): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers =
    method === 'GET'
      ? init.headers
      : { ...(init.headers as Record<string, string>), 'idempotency-key': crypto.randomUUID() };
  for (let attempt = 0; ; attempt++) {
    const delay = WRITE_RETRY_DELAYS_MS[attempt];
    try {
      const res = await fetch(url, { ...init, headers });
      // A read's answer is read here whole: a connection lost mid-answer is retried like a lost one.
      if (method === 'GET') return new Response(await res.arrayBuffer(), res);
      // As the portal's worthRetrying: a key still held (409), or briefly unavailable (503), with Retry-After.
      const again =
        (res.status === 409 || (res.status === 503 && !res.headers.has('fb-maintenance'))) &&
        res.headers.get('retry-after') !== null;
      if (!again || delay === undefined) return res;
      await res.arrayBuffer();
    } catch (error) {
      if (delay === undefined) throw error;
    }
    retries[method === 'GET' ? 'reads' : 'writes'] += 1;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function once(kind: Kind): Promise<void> {
  const id = orderIds[Math.floor(Math.random() * orderIds.length)]!;
  let url: string;
  let init: RequestInit = { headers: auth };
  let reference: string | undefined;
  if (kind === 'orders-list')
    url = `/api/suppliers/orders?page=${1 + Math.floor(Math.random() * 5)}&pageSize=20`;
  else if (kind === 'order') url = `/api/suppliers/orders/${id}`;
  else if (kind === 'report') url = '/api/suppliers/report/last-twelve-months';
  else if (kind === 'products') url = '/api/suppliers/products';
  else if (kind === 'image') {
    url = imageUrls[Math.floor(Math.random() * imageUrls.length)]!;
    init = {};
  } else {
    reference = `cl-${RUN}-${(sequence += 1)}`;
    url = `/api/suppliers/orders/${id}/supplier-reference`;
    init = {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ supplierReference: reference }),
    };
  }
  const at = Date.now();
  const started = performance.now();
  try {
    const res = await fetchLikeThePortal(`${BASE}${url}`, init);
    const body = await res.arrayBuffer();
    // An image must be a JPEG: its first bytes are FF D8.
    if (kind === 'image' && res.status === 200 && new Uint8Array(body)[0] !== 0xff)
      throw new Error('not a JPEG');
    const ms = performance.now() - started;
    samples.push({ kind, at, ms, status: res.status });
    if (reference) (res.status === 200 ? acknowledged : unacknowledged).push(reference);
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const message = [(error as Error).message, cause?.code, cause?.message].filter(Boolean).join(': ');
    samples.push({ kind, at, ms: performance.now() - started, status: 0, error: message });
    if (reference) unacknowledged.push(reference);
  }
}

/** Scans of the orders table a server ran itself (each server counts its own): where the lists went. */
async function ordersScans(url: string | undefined): Promise<number | null> {
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as n
         from pg_stat_user_tables where relname in ('orders', 'order_products')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
const scansBefore = {
  primary: await ordersScans(values.primary),
  replica: await ordersScans(values.replica),
};

const startedAt = Date.now();
// The script times its SIGKILL from this line, not from the driver's start (signing in takes a while).
if (values.events) appendFileSync(values.events, `${startedAt} load started\n`);
const deadline = startedAt + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < deadline) await once(pick());
  }),
);
const elapsed = (Date.now() - startedAt) / 1000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
const failed = samples.filter((s) => !(s.status >= 200 && s.status < 300));
const latencies = ok.map((s) => s.ms).sort((a, b) => a - b);

// Where the errors fell against the kill and the restart the script wrote down.
const events =
  values.events && existsSync(values.events)
    ? readFileSync(values.events, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [ms, ...what] = line.split(' ');
          return { at: Number(ms), what: what.join(' ') };
        })
    : [];
const killAt = events.find((e) => e.what.startsWith('SIGKILL'))?.at;

/**
 * Recovery from a backend termination (the script's pg_terminate_backend of every portal connection on
 * the primary): the first write sent after it that succeeded, counted to its answer; the longest any one
 * request took among those in flight at the termination or sent in the 2 s after it (what a user waits);
 * when the last of those was answered, counted from the termination (the earlier "slowest answer", which
 * grows with any request sent late in the window); and how many requests sent after it failed.
 */
function terminationRecovery() {
  const at = events.find((e) => e.what.startsWith('terminated'))?.at;
  if (at === undefined) return null;
  const after = samples.filter((s) => s.at >= at);
  const firstWrite = after
    .filter((s) => s.kind === 'write' && s.status === 200)
    .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0];
  const affected = samples.filter((s) => s.at < at + 2000 && s.at + s.ms >= at);
  return {
    firstWriteOkMs: firstWrite ? Math.round(firstWrite.at + firstWrite.ms - at) : null,
    longestRequestMs: Math.round(Math.max(0, ...affected.map((s) => s.ms))),
    lastAnswerMs: Math.round(Math.max(0, ...affected.filter((s) => s.at >= at).map((s) => s.at + s.ms - at))),
    failedAfter: after.filter((s) => !(s.status >= 200 && s.status < 300)).length,
  };
}
const shown = events.filter((e) => e.what !== 'load started');

async function present(url: string | undefined, references: string[]) {
  if (!url || references.length === 0) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const inAudit = await client.query<{ v: string }>(
      `select after->>'supplierReference' as v from audit_log
        where entity = 'order' and after->>'supplierReference' = any($1::text[])`,
      [references],
    );
    const found = new Set(inAudit.rows.map((r) => r.v));
    return {
      checked: references.length,
      missing: references.filter((r) => !found.has(r)).length,
      // A write the idempotency key should have kept to one run, run twice.
      appliedTwice: inAudit.rows.length - found.size,
    };
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary had flushed when the load ended. */
async function waitForReplay(primaryUrl: string, replicaUrl: string) {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const replica = new pg.Client({ connectionString: replicaUrl });
  await primary.connect();
  await replica.connect();
  try {
    const lsn = (await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn'))
      .rows[0]!.lsn;
    const started = Date.now();
    for (;;) {
      const { rows } = await replica.query<{ ok: boolean }>(
        'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as ok',
        [lsn],
      );
      if (rows[0]!.ok) return Date.now() - started;
      if (Date.now() - started > 30_000) throw new Error('the replica did not replay within 30 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await primary.end();
    await replica.end();
  }
}

// Statistics reach the views within about a second (stats_fetch_consistency, the flush interval).
await new Promise((r) => setTimeout(r, 1500));
const scansAfter = { primary: await ordersScans(values.primary), replica: await ordersScans(values.replica) };
const onPrimary = await present(values.primary, acknowledged);
const replayMs =
  values.primary && values.replica ? await waitForReplay(values.primary, values.replica) : null;
const onReplica = await present(values.replica, acknowledged);
// Writes that got no 200 (the killed process held them, or they failed) but committed anyway.
const unacknowledgedCommitted = await present(values.primary, unacknowledged);

const byKind = Object.fromEntries(
  (['orders-list', 'order', 'report', 'products', 'image', 'write'] as Kind[]).map((kind) => [
    kind,
    {
      requests: samples.filter((s) => s.kind === kind).length,
      errors: failed.filter((s) => s.kind === kind).length,
    },
  ]),
);

console.log(
  JSON.stringify({
    seconds: Number(elapsed.toFixed(1)),
    concurrency: CONCURRENCY,
    requests: samples.length,
    requestsPerSecond: Math.round(samples.length / elapsed),
    errors: failed.length,
    errorDetail: failed.slice(0, 50).map((s) => ({
      kind: s.kind,
      status: s.status,
      msAfterKill: killAt === undefined ? null : s.at - killAt,
      tookMs: Math.round(s.ms),
      error: s.error,
    })),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    byKind,
    writesAcknowledged: acknowledged.length,
    writeRetries: retries.writes,
    readRetries: retries.reads,
    writesNotAcknowledged: unacknowledged.length,
    acknowledgedOnPrimary: onPrimary,
    replicaReplayWaitMs: replayMs,
    acknowledgedOnReplica: onReplica,
    unacknowledgedButCommitted: unacknowledgedCommitted
      ? unacknowledgedCommitted.checked - unacknowledgedCommitted.missing
      : 0,
    ordersTableScans: {
      primary: scansAfter.primary === null ? null : scansAfter.primary - scansBefore.primary!,
      replica: scansAfter.replica === null ? null : scansAfter.replica - scansBefore.replica!,
    },
    events: shown.map((e) => ({ what: e.what, atSecond: Number(((e.at - startedAt) / 1000).toFixed(1)) })),
    terminationRecovery: terminationRecovery(),
  }),
);
