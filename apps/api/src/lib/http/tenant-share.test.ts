import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPglite } from '../../db/engines/pglite-engine.ts';
import { registerErrorHandler } from '../error-handler.ts';
import { meterPglite, meterQueries } from '../observability/request-cost.ts';
import { currentTrace, runInTrace } from '../observability/trace-context.ts';
import {
  SHARE_FLOOR_MS,
  SHARE_HALF_LIFE_MS,
  SHARE_MAX_WAIT_MS,
  SHARE_MAX_WAITING,
  tenantShare,
  tenantShares,
  TOO_MANY_AT_ONCE,
} from './tenant-share.ts';

describe("each supplier's share of the process", () => {
  it('holds a supplier past 1.5 times an equal share while another works, by what it is over', () => {
    const now = 0;
    const shares = tenantShares(() => now);
    shares.charge(1, 500);
    shares.charge(2, 100);
    expect(shares.excess(1)).toBe(50); // an equal share is 300; 1.5 times it, 450
    expect(shares.excess(2)).toBe(0);
    shares.charge(1, 2000);
    expect(shares.excess(1)).toBe(SHARE_MAX_WAIT_MS);
  });

  it('never holds either of two suppliers of about the same use', () => {
    const shares = tenantShares(() => 0);
    shares.charge(1, 700);
    shares.charge(2, 500);
    expect([shares.excess(1), shares.excess(2)]).toEqual([0, 0]);
  });

  it('never holds a supplier alone, or one under the floor (a person opening pages)', () => {
    const shares = tenantShares(() => 0);
    shares.charge(1, 5000);
    expect(shares.excess(1)).toBe(0); // nobody else is being served
    const small = tenantShares(() => 0);
    small.charge(1, SHARE_FLOOR_MS - 1);
    small.charge(2, 2);
    expect(small.excess(1)).toBe(0);
  });

  it('forgets half of what was used every half-life, and a quiet supplier stops counting', () => {
    let now = 0;
    const shares = tenantShares(() => now);
    shares.charge(1, 1600);
    shares.charge(2, 200);
    expect(shares.excess(1)).toBe(250); // 1,600 against 1.5 times 900
    now = SHARE_HALF_LIFE_MS;
    expect(shares.excess(1)).toBe(125); // 800 against 1.5 times 450
    now = 20 * SHARE_HALF_LIFE_MS; // supplier 2 has gone quiet: supplier 1 is alone again
    shares.charge(1, 800);
    expect(shares.excess(1)).toBe(0);
  });
});

describe('the share in the server', () => {
  const waits: number[] = [];
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    waits.length = 0;
    await app?.close();
  });

  /**
   * A server whose one route costs `ms` of metered work to the actor named by x-supplier; `wait` is the
   * share's wait (recorded, and resolved by the test when it says so).
   */
  async function server(wait: (ms: number) => Promise<unknown> = async (ms) => waits.push(ms)) {
    app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest('actor', null);
    app.addHook('onRequest', (request, _reply, done) => runInTrace(request.raw, done));
    app.addHook('onRequest', async (request) => {
      const supplierId = Number(request.headers['x-supplier'] ?? 0);
      if (supplierId) request.actor = { supplierId } as NonNullable<typeof request.actor>;
    });
    await app.register(tenantShare, { enabled: true, now: () => 0, wait });
    app.get<{ Querystring: { ms: string } }>('/work', async (request) => {
      currentTrace()?.meter?.(Number(request.query.ms));
      return { ok: true };
    });
    return (supplier: number, ms: number) =>
      app!.inject({ url: `/work?ms=${ms}`, headers: { 'x-supplier': String(supplier) } });
  }

  it("holds the costly supplier's next request while another is served, and never the other's", async () => {
    const work = await server();
    await work(1, 2000);
    await work(2, 100);
    expect(waits).toEqual([]);
    expect((await work(2, 10)).statusCode).toBe(200);
    expect(waits).toEqual([]); // under its share
    const held = await work(1, 10);
    expect(waits).toEqual([SHARE_MAX_WAIT_MS]); // 2,000 against 1.5 times an equal share of 1,055
    expect(held.statusCode).toBe(200);
    expect((await work(0, 5000)).statusCode).toBe(200); // no supplier (a sign-in): never held
    expect(waits).toHaveLength(1);
  });

  it('answers 429 in the one error shape to a supplier with too many requests waiting', async () => {
    const pending: Array<() => void> = [];
    const work = await server((ms) => {
      waits.push(ms);
      return new Promise<void>((resolve) => pending.push(resolve));
    });
    await work(1, 2000);
    await work(2, 100);
    const queued = Array.from({ length: SHARE_MAX_WAITING }, () => work(1, 0));
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await work(1, 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      errors: [{ param: '', message: TOO_MANY_AT_ONCE, code: 'rate_limited' }],
    });
    expect((await work(2, 0)).statusCode).toBe(200); // the other supplier is not queued behind it
    // Each waiting request is let through in turn, one wait after another.
    while (pending.length) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await Promise.all(queued)).every((r) => r.statusCode === 200)).toBe(true);
  });

  it('is on unless the operator turns it off', () => {
    const env = { DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).tenantShare).toBe(true);
    expect(loadConfig({ ...env, TENANT_SHARE: 'off' }).tenantShare).toBe(false);
  });
});

/** Runs `work` inside a request's trace whose meter adds to `charged[name]`. */
function within<K extends string>(charged: Record<K, number>, name: K, work: () => Promise<unknown>) {
  return new Promise((resolve, reject) =>
    runInTrace({ headers: {} } as never, () => {
      currentTrace()!.meter = (ms) => (charged[name] += ms);
      work().then(resolve, reject);
    }),
  );
}

describe("a request's database work, metered", () => {
  it("charges each statement the embedded database runs to the request that ran it, and no other's", async () => {
    const pglite = await createPglite({});
    meterPglite(pglite);
    const charged = { a: 0, b: 0 };
    await within(charged, 'a', () => pglite.query('select count(*) from generate_series(1, 200000)'));
    expect(charged.a).toBeGreaterThan(0);
    expect(charged.b).toBe(0);
    await within(charged, 'b', () => pglite.query('select 1'));
    expect(charged.b).toBeGreaterThan(0);
    await pglite.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'charges a PostgreSQL statement its time on its connection',
    async () => {
      const client = meterQueries(new pg.Client({ connectionString: process.env.TEST_DATABASE_URL }));
      await client.connect();
      const charged = { a: 0, b: 0 };
      await within(charged, 'a', () => client.query('select pg_sleep(0.05)'));
      expect(charged.a).toBeGreaterThanOrEqual(50);
      expect(charged.b).toBe(0);
      await client.end();
    },
  );
});
