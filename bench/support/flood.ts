/**
 * The noisy tenants of bench/tenant-soak.ts, run in a process of their own, so the time this client spends
 * receiving their answers (8 MB lists, CSVs) never counts in the other tenants' figures, which the soak
 * measures from its own process. Started by the soak with SOAK_FLOOD (JSON: origin, tokens, until and the
 * flooder's order ids); prints what each loop was answered as one JSON line.
 */
import http from 'node:http';

let ORIGIN = '';

const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
export const csvUrl = (origin = ORIGIN) =>
  `${origin}/api/suppliers/orders?format=csv&from=${yearAgo()}&to=${today()}`;

/**
 * A GET whose answer is read as it comes and not decoded: the noisy tenants' browsers decode on their own
 * machines, not on the two cores the server has here (fetch would inflate every compressed answer in this
 * process). Answers the status and the bytes received.
 */
function rawGet(
  url: string,
  token: string,
  encoding = 'br, gzip',
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', () => resolve({ status: 0, bytes }));
      },
    );
    req.on('error', () => resolve({ status: 0, bytes: 0 }));
  });
}

async function exportLoop(token: string, until: number, sizes: number[]) {
  while (Date.now() < until) {
    const { status, bytes } = await rawGet(csvUrl(), token);
    sizes.push(status === 200 ? bytes : -status);
  }
}

async function batchLoop(token: string, until: number, answers: number[], orderIds: number[]) {
  while (Date.now() < until) {
    const res = await fetch(`${ORIGIN}/api/orders/purchase-orders-async`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: orderIds.slice(0, 1000), email: 'flood@example.com' }),
    }).catch(() => undefined);
    await res?.arrayBuffer().catch(() => undefined);
    answers.push(res?.status ?? 0);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** The whole 20,000-product list in a loop, compressed (`gzip`) or not (`identity`). */
async function bigCatalogueLoop(token: string, until: number, sizes: number[], encoding: string) {
  while (Date.now() < until) {
    const { status, bytes } = await rawGet(`${ORIGIN}/api/suppliers/products`, token, encoding);
    sizes.push(status === 200 ? bytes : -status);
  }
}

/**
 * Bulk edits of the flooder's whole catalogue (300 products), one after another: each product's own price
 * and the next cent by turns, so every row passes the price rules with the portions it has. The first
 * refusal is printed (a flood of 400s measures nothing).
 */
async function uploadLoop(token: string, until: number, answers: number[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${ORIGIN}/api/suppliers/products`, { headers })).json()) as {
    data: Array<{
      id: number;
      sku: string;
      unitOfPrice: { id: number };
      unitOfPortion: { id: number };
      priceInCents: number;
      gstExempt: boolean;
    }>;
  };
  let told = false;
  for (let round = 0; Date.now() < until; round++) {
    const products = list.data.map((p) => ({
      productId: p.id,
      sku: p.sku,
      unitOfPriceId: p.unitOfPrice.id,
      unitOfPortionId: p.unitOfPortion.id,
      priceInCents: p.priceInCents + (round % 2),
      gstExempt: p.gstExempt,
    }));
    const started = performance.now();
    const res = await fetch(`${ORIGIN}/api/suppliers/products/bulk-upload`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ products }),
    }).catch(() => undefined);
    const text = await res?.text().catch(() => '');
    if (process.env.SOAK_FLOOD_TIMES)
      console.error(`        bulk edit ${res?.status} ${(performance.now() - started).toFixed(1)} ms`);
    if (res && res.status !== 200 && res.status !== 429 && !told) {
      told = true;
      console.error(`        bulk edit refused: ${res.status} ${refusal(String(text))}`);
    }
    answers.push(res?.status ?? 0);
  }
}

/** A refusal's first product problems, or its start. */
function refusal(text: string): string {
  try {
    const body = JSON.parse(text) as { products?: Array<{ productErrors: unknown }> };
    return JSON.stringify(body.products?.[0]?.productErrors ?? body).slice(0, 300);
  } catch {
    return text.slice(0, 300);
  }
}

/** Usage events as fast as they are answered (the portal sends one per download). */
async function eventsLoop(token: string, until: number, answers: number[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ objectType: 'order-document', action: 'download', data: { flood: true } });
  while (Date.now() < until) {
    const res = await fetch(`${ORIGIN}/api/suppliers/events`, { method: 'POST', headers, body }).catch(
      () => undefined,
    );
    await res?.arrayBuffer().catch(() => undefined);
    answers.push(res?.status ?? 0);
  }
}

export type FloodTokens = { big: string; flooder: string };
export type FloodAnswers = Record<
  'exports' | 'batches' | 'identity' | 'gzip' | 'uploads' | 'events',
  number[]
>;

/** Every noisy loop at once until `until` (ms since the epoch); answers what each was answered. */
async function flood(tokens: FloodTokens, until: number, flooderOrders: number[]): Promise<FloodAnswers> {
  const a: FloodAnswers = { exports: [], batches: [], identity: [], gzip: [], uploads: [], events: [] };
  const loops: Record<keyof FloodAnswers, () => Array<Promise<void>>> = {
    identity: () => [bigCatalogueLoop(tokens.big, until, a.identity, 'identity')],
    gzip: () => [bigCatalogueLoop(tokens.big, until, a.gzip, 'gzip')],
    uploads: () => [uploadLoop(tokens.flooder, until, a.uploads)],
    events: () => [eventsLoop(tokens.flooder, until, a.events)],
    exports: () => [0, 1, 2].map(() => exportLoop(tokens.flooder, until, a.exports)),
    batches: () => [batchLoop(tokens.flooder, until, a.batches, flooderOrders)],
  };
  // SOAK_FLOOD_LOOPS=uploads,events: only those (to see what each costs the others); default all.
  const only = process.env.SOAK_FLOOD_LOOPS?.split(',') ?? Object.keys(loops);
  await Promise.all(only.flatMap((name) => loops[name as keyof FloodAnswers]?.() ?? []));
  return a;
}

if (process.env.SOAK_FLOOD) {
  const job = JSON.parse(process.env.SOAK_FLOOD) as {
    origin: string;
    tokens: FloodTokens;
    until: number;
    flooderOrders: number[];
  };
  ORIGIN = job.origin;
  const answers = await flood(job.tokens, job.until, job.flooderOrders);
  process.stdout.write(`${JSON.stringify(answers)}\n`);
}
