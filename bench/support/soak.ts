import { signInToken } from './portal.ts';

/**
 * Mixed load for `minutes` against a running portal on 127.0.0.1 (bounded: one request at a time, reads
 * of the busiest pages plus a write every tenth request), printing the server's RSS every 30 s, to see
 * whether memory settles or keeps growing.
 */
export async function soak(origin: string, minutes: number, rssMb: () => number): Promise<void> {
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
  console.log(`\nmixed load for ${minutes} min: RSS (MB) every 30 s`);
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
      console.log(
        `${new Date().toISOString().slice(11, 19)}  RSS ${rssMb()} MB  (${requests} requests, ${failures} failed)`,
      );
      next += 30_000;
    }
  }
  console.log(`end: RSS ${rssMb()} MB after ${requests} requests (${failures} failed)`);
}
