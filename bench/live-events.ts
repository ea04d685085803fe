/**
 * Live order events at scale: what 1,000 open event streams (GET /api/suppliers/events) cost the other
 * requests of one API process, and how fast a new order reaches every stream.
 *
 *   npx tsx bench/live-events.ts [--streams 1000] [--orders 20] [--requests 300]
 *
 * Starts the portal on a fresh embedded database (the demo world; E2E_ENABLE_TEST_ORDERS=1 so staff can
 * place orders "from the marketplace" in this process, as the journeys do), then, in one run:
 *   1. before: `--requests` sequential orders-list pages with no stream open (p50 / p99);
 *   2. opens `--streams` streams as the demo supplier (each read as the portal reads it: fetch, Authorization);
 *   3. after: the same requests with every stream open;
 *   4. delivery: `--orders` orders placed one at a time; for each, how long until each stream had it
 *      (p50 / p99 over every stream and order), and how many streams missed one.
 * Prints the load average: the machine may be shared. Loopback only, bounded in count and time.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPortal, stopPortal } from './support/portal.ts';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    orders: { type: 'string', default: '20' },
    requests: { type: 'string', default: '300' },
    port: { type: 'string', default: '3291' },
  },
});
const STREAMS = Number(values.streams);
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');
// Every stream is a connection of its own: Node's fetch keeps no limit on connections per origin.

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'password123', role: 'supplier' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function listLatencies(token: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(`${BASE}/api/suppliers/orders?page=${1 + (i % 5)}&pageSize=20`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`orders list answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

type Stream = { received: Map<number, number>; close: () => void };

async function openStream(token: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${BASE}/api/suppliers/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`events answered ${res.status}`);
  const received = new Map<number, number>();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (data) received.set((JSON.parse(data) as { orderId: number }).orderId, performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return { received, close: () => controller.abort() };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-live-'));
process.env.E2E_ENABLE_TEST_ORDERS = '1';
const portal = await startPortal({ root: ROOT, port: PORT, dataDir, fresh: true });
try {
  const supplier = await signIn('supplier@example.com');
  const staffLogin = await signIn('staff@example.com');
  const acted = await fetch(`${BASE}/api/staff/act-as`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffLogin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ supplierId: 1 }),
  });
  const staff = ((await acted.json()) as { access_token: string }).access_token;
  const products = (await (
    await fetch(`${BASE}/api/suppliers/products?pageSize=1`, {
      headers: { authorization: `Bearer ${supplier}` },
    })
  ).json()) as { data: Array<{ id: number }> };
  const productId = products.data[0]!.id;

  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await listLatencies(supplier); // warm
  const before = await listLatencies(supplier);

  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i += 50) {
    streams.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, STREAMS - i) }, () => openStream(supplier)))),
    );
  }
  const after = await listLatencies(supplier);

  const delivery: number[] = [];
  let missed = 0;
  const deliveryDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (let n = 0; n < ORDERS; n++) {
    const sent = performance.now();
    const res = await fetch(`${BASE}/api/staff/test-orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ venueId: 1, deliveryDate, lines: [{ productId, numberOfPortions: 1 }] }),
    });
    const { orderId } = (await res.json()) as { orderId: number };
    const deadline = Date.now() + 10_000;
    while (streams.some((s) => !s.received.has(orderId)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const s of streams) {
      const at = s.received.get(orderId);
      if (at === undefined) missed += 1;
      else delivery.push(at - sent);
    }
  }
  delivery.sort((a, b) => a - b);
  for (const s of streams) s.close();

  console.log(`\n== live events: ${STREAMS} streams on one API process (embedded database) ==`);
  console.log(
    `orders list, ${REQUESTS} requests, no stream open:     p50 ${ms(before.p50)}, p99 ${ms(before.p99)}`,
  );
  console.log(
    `orders list, ${REQUESTS} requests, ${STREAMS} streams open:  p50 ${ms(after.p50)}, p99 ${ms(after.p99)} (p99 ×${(after.p99 / before.p99).toFixed(2)})`,
  );
  console.log(
    `a new order reaching every stream (${ORDERS} orders × ${STREAMS} streams): p50 ${ms(percentile(delivery, 50))}, p99 ${ms(percentile(delivery, 99))}, missed ${missed}`,
  );
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await stopPortal(portal);
}
