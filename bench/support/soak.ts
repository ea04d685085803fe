import { signInToken } from './portal.ts';

type Sample = { rssMb: number; wasmRssMb: number };

/** The V8 heap (total and used) and memory outside it, in MB, from the server's own /metrics (loopback). */
async function heapOf(origin: string): Promise<string> {
  const text = await fetch(`${origin}/metrics`).then(
    (res) => res.text(),
    () => '',
  );
  const mb = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? '?' : String(Math.round(Number(value) / 1024 / 1024));
  };
  return `heap ${mb('nodejs_heap_size_used_bytes')}/${mb('nodejs_heap_size_total_bytes')} MB used/total, external ${mb('nodejs_external_memory_bytes')} MB`;
}

/**
 * Mixed load for `minutes` against a running portal on 127.0.0.1 (bounded: one request at a time, reads
 * of the busiest pages plus a write every tenth request), printing the server's RSS (and PGlite's
 * resident WebAssembly share of it) every 30 s, to see whether memory settles or keeps growing: the
 * last line compares the highest RSS of the first and the second half of the run.
 */
export async function soak(origin: string, minutes: number, sample: () => Sample): Promise<void> {
  const token = await signInToken(origin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const reads = [
    '/api/suppliers/orders?page=1&pageSize=50',
    '/api/suppliers/orders?page=2&pageSize=50&search=a',
    '/api/suppliers/products',
    '/api/',
  ];
  const until = Date.now() + minutes * 60_000;
  let next = Date.now();
  let requests = 0;
  let failures = 0;
  const samples: Sample[] = [];
  const print = (s: Sample) =>
    `RSS ${s.rssMb} MB (PGlite wasm ${s.wasmRssMb} MB, the rest ${s.rssMb - s.wasmRssMb} MB)`;
  console.log(`\nmixed load for ${minutes} min${minutes < 10 ? ' (shorter than the 10-minute check)' : ''}`);
  while (Date.now() < until) {
    const url = reads[requests % reads.length]!;
    const res = await fetch(`${origin}${url}`, { headers }).catch(() => undefined);
    if (!res || res.status >= 500) failures++;
    await res?.arrayBuffer();
    if (requests % 10 === 9) {
      // A write that changes nothing lasting: the supplier's own loss-leader minimum, set to what it is.
      const current = await fetch(`${origin}/api/suppliers/loss-products-minimum-spend`, { headers });
      const body = (await current.json()) as { lossProductsMinimumSpend: number };
      await fetch(`${origin}/api/suppliers/loss-products-minimum-spend`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify(body),
      }).then((r) => r.arrayBuffer());
    }
    requests++;
    if (Date.now() >= next) {
      const now = sample();
      samples.push(now);
      console.log(
        `${new Date().toISOString().slice(11, 19)}  ${print(now)}; ${await heapOf(origin)}  (${requests} requests, ${failures} failed)`,
      );
      next += 30_000;
    }
  }
  const end = sample();
  samples.push(end);
  const half = Math.ceil(samples.length / 2);
  const peak = (xs: Sample[]) => Math.max(...xs.map((x) => x.rssMb));
  console.log(`end: ${print(end)}; ${await heapOf(origin)} after ${requests} requests (${failures} failed)`);
  console.log(
    `highest RSS, first half ${peak(samples.slice(0, half))} MB, second half ${peak(samples.slice(half))} MB`,
  );
}
