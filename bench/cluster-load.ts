/**
 * The load of scripts/cluster.sh: a bounded mixed read/write load through the load balancer, then a
 * check that every acknowledged write is on the leader and, after replay, on every node.
 *
 *   node --import tsx bench/cluster-load.ts --url http://127.0.0.1:8442 --seconds 30 --concurrency 12 \
 *     --primary postgres://portal:…@127.0.0.1:5440/portal \
 *     --nodes postgres://portal:…@127.0.0.1:5442/portal,…:5443/portal,…:5444/portal [--events /tmp/events.log]
 *
 * Signs in once as the demo supplier, then each of `concurrency` loops sends, one after another:
 * 30% orders list pages (the replicas' queries), 5% product images (GET /files/…, from the file
 * storage), 15% one order, 10% a report, 10% the products list, 30% writes: PATCH an order's supplier
 * reference to a value unique to this run (`cl-<run>-<n>`), which the API records in `orders` and in
 * `audit_log` in one transaction. A write is acknowledged when the API answered 200. `--events` names a
 * file the shell script appends `<epoch ms> <what>` lines to (the faults), so errors and the write gap
 * can be placed against them. Prints one JSON line at the end.
 */
import { appendFileSync, readFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { watchStreams } from './cluster-streams.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8442' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '12' },
    primary: { type: 'string' },
    nodes: { type: 'string' },
    events: { type: 'string' },
    // The load ends early once this file exists (the script's rolling restart is done), else at --seconds.
    'stop-file': { type: 'string' },
  },
});
const BASE = values.url;
/** Every database node, each looked at directly after the load (the leader and the replicas). */
const NODES = (values.nodes ?? '').split(',').filter(Boolean);
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
const first =
  (await // Open orders only: the supplier order ID freezes once the invoice is issued (409 after).
  (
    await fetch(`${BASE}/api/suppliers/orders?page=1&pageSize=100&search=orderStatus[]:PENDING,PROCESSING`, {
      headers: auth,
    })
  ).json()) as {
    data: Array<{ orderId: number }>;
  };
const orderIds = first.data.map((o) => o.orderId);
if (orderIds.length === 0) throw new Error('the demo supplier has no open orders to write to');
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

/** Scans of the orders tables each node ran itself (each server counts its own): where the lists went. */
async function ordersScans(url: string): Promise<number | null> {
  const client = quietClient(url);
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as n
         from pg_stat_user_tables where relname in ('orders', 'order_products')`,
    );
    return Number(rows[0]!.n);
  } catch {
    return null; // a node that is down or restarting
  } finally {
    await client.end().catch(() => undefined);
  }
}
/**
 * A client whose lost connection (a node restarting in a switchover) fails its query instead of
 * crashing the driver with an unhandled 'error' event.
 */
function quietClient(url: string): pg.Client {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  return client;
}
const nodeName = (url: string) => `:${new URL(url).port}`;
const scansBefore = await Promise.all(NODES.map(ordersScans));

// Live order events followed through the faults (every write below publishes one): bench/cluster-streams.ts.
const streams = values.primary
  ? await watchStreams({ base: BASE, auth, email: 'supplier@example.com', primary: values.primary, count: 3 })
  : null;

const startedAt = Date.now();
// The script times its SIGKILL from this line, not from the driver's start (signing in takes a while).
if (values.events) appendFileSync(values.events, `${startedAt} load started\n`);
const deadline = startedAt + SECONDS * 1000;
const stopFile = values['stop-file'];
const going = () => Date.now() < deadline && !(stopFile && existsSync(stopFile));
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (going()) await once(pick());
  }),
);
const elapsed = (Date.now() - startedAt) / 1000;
const liveEvents = streams ? await streams.finish() : null;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
const failed = samples.filter((s) => !(s.status >= 200 && s.status < 300));
const latencies = ok.map((s) => s.ms).sort((a, b) => a - b);
const statuses: Record<string, number> = {};
for (const s of samples) statuses[s.status || 'no answer'] = (statuses[s.status || 'no answer'] ?? 0) + 1;

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
const acknowledgedWrites = samples
  .filter((s) => s.kind === 'write' && s.status === 200)
  .map((s) => ({ sent: s.at, answered: s.at + s.ms }));

/**
 * The write gap: the longest time in which no write was acknowledged (answers in order), and where it
 * began against the load's start.
 */
function writeGap() {
  const answers = acknowledgedWrites.map((w) => w.answered).sort((a, b) => a - b);
  let gap = { ms: 0, fromSecond: 0 };
  for (let i = 1; i < answers.length; i++) {
    const ms = answers[i]! - answers[i - 1]!;
    if (ms > gap.ms) gap = { ms, fromSecond: Number(((answers[i - 1]! - startedAt) / 1000).toFixed(1)) };
  }
  return { ms: Math.round(gap.ms), fromSecond: gap.fromSecond };
}

/** For each fault: the first write sent after it that was acknowledged, counted to its answer. */
function writesResumed() {
  return events
    .filter((e) => e.what !== 'load started')
    .map((e) => {
      const first = acknowledgedWrites
        .filter((w) => w.sent >= e.at)
        .sort((a, b) => a.answered - b.answered)[0];
      return { after: e.what, firstWriteOkMs: first ? Math.round(first.answered - e.at) : null };
    });
}

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
  const client = quietClient(url);
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until a node has replayed everything the leader had flushed when the load ended (a node that
 * rejoins after a failover may take a while: up to 150 s), then looks for every acknowledged write on it.
 */
async function checkNode(url: string, lsn: string) {
  const started = Date.now();
  for (;;) {
    const client = quietClient(url);
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        `select case when pg_is_in_recovery() then coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false)
                     else pg_current_wal_flush_lsn() >= $1::pg_lsn end as ok`,
        [lsn],
      );
      if (rows[0]!.ok) {
        await client.end();
        return {
          node: nodeName(url),
          replayWaitMs: Date.now() - started,
          ...(await present(url, acknowledged)),
        };
      }
    } catch {
      // down or still starting: look again
    }
    await client.end().catch(() => undefined);
    if (Date.now() - started > 150_000) return { node: nodeName(url), replayWaitMs: null, unreachable: true };
    await sleep(250);
  }
}

// Statistics reach the views within about a second (stats_fetch_consistency, the flush interval).
await sleep(1500);
const scansAfter = await Promise.all(NODES.map(ordersScans));
const onPrimary = await present(values.primary, acknowledged);
let leaderLsn: string | null = null;
if (values.primary) {
  const client = quietClient(values.primary);
  await client.connect();
  leaderLsn = (await client.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn')).rows[0]!
    .lsn;
  await client.end();
}
const onNodes = leaderLsn ? await Promise.all(NODES.map((url) => checkNode(url, leaderLsn!))) : [];
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
    statuses,
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
    acknowledgedOnNodes: onNodes,
    unacknowledgedButCommitted: unacknowledgedCommitted
      ? unacknowledgedCommitted.checked - unacknowledgedCommitted.missing
      : 0,
    ordersTableScans: Object.fromEntries(
      NODES.map((url, i) => [
        nodeName(url),
        // null where a node restarted meanwhile (its counts began again).
        scansAfter[i] == null || scansBefore[i] == null || scansAfter[i]! < scansBefore[i]!
          ? null
          : scansAfter[i]! - scansBefore[i]!,
      ]),
    ),
    writeGap: writeGap(),
    writesResumed: writesResumed(),
    events: shown.map((e) => ({ what: e.what, atSecond: Number(((e.at - startedAt) / 1000).toFixed(1)) })),
    terminationRecovery: terminationRecovery(),
    liveEvents,
  }),
);
