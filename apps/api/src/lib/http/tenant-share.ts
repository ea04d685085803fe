import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/domain';
import { AppError } from '../errors.ts';
import { currentTrace } from '../observability/trace-context.ts';

/** How fast what a supplier used is forgotten: half of it after this long. */
export const SHARE_HALF_LIFE_MS = 1000;
/** A supplier that used less than this (ms of database work, decayed) never waits: a person opening pages. */
export const SHARE_FLOOR_MS = 100;
/**
 * Over its share means above this many times an equal share of what the active suppliers used: ordinary
 * tenants of about the same use are never held for the ups and downs between them.
 */
export const SHARE_TOLERANCE = 1.5;
/** The longest one request waits for its turn; the supplier's next request waits behind it. */
export const SHARE_MAX_WAIT_MS = 250;
/** Requests of one supplier waiting at once beyond this are answered 429 instead (a client asking for dozens). */
export const SHARE_MAX_WAITING = 32;
export const TOO_MANY_AT_ONCE = 'Too many requests at once. Please try again shortly';

type Tenant = { used: number; at: number; waiting: number; turn: Promise<void> };

/**
 * What each supplier has taken of the process lately, in milliseconds of its requests' database work
 * (lib/observability/request-cost.ts), forgotten by half every SHARE_HALF_LIFE_MS, and whether its next
 * request should wait. Costly requests (a bulk edit of a whole catalogue) weigh what they cost, which a
 * count of requests or of requests at once could not tell from an ordinary tenant's pages.
 */
export function tenantShares(now: () => number = () => performance.now()) {
  const tenants = new Map<number, Tenant>();
  const decay = (t: Tenant, at: number) => {
    t.used *= 2 ** (-(at - t.at) / SHARE_HALF_LIFE_MS);
    t.at = at;
  };
  const tenant = (id: number): Tenant => {
    let t = tenants.get(id);
    if (!t) tenants.set(id, (t = { used: 0, at: now(), waiting: 0, turn: Promise.resolve() }));
    return t;
  };
  return {
    tenant,
    charge(supplierId: number, ms: number) {
      const t = tenant(supplierId);
      decay(t, now());
      t.used += ms;
    },
    /** Milliseconds the supplier's next request should wait: 0 unless it is over its share while others work. */
    excess(supplierId: number): number {
      const at = now();
      let total = 0;
      let active = 0;
      for (const [id, t] of tenants) {
        decay(t, at);
        if (t.used >= 1) [total, active] = [total + t.used, active + 1];
        else if (t.waiting === 0) tenants.delete(id);
      }
      const mine = tenants.get(supplierId)?.used ?? 0;
      if (active < 2 || mine < SHARE_FLOOR_MS) return 0;
      const fair = total / active;
      return Math.min(SHARE_MAX_WAIT_MS, Math.max(0, mine - fair * SHARE_TOLERANCE));
    },
  };
}

export type TenantShareOptions = {
  /** TENANT_SHARE: on unless the operator turns it off. */
  enabled: boolean;
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
};

/**
 * Tenant fairness for every request, by cost: one supplier's requests (a catalogue re-uploaded in a loop,
 * events as fast as they are answered, a dozen tabs of reports) may take the process while nobody else
 * needs it, but once other suppliers are being served, a supplier using more than its share waits, each of
 * its requests in turn and up to SHARE_MAX_WAIT_MS, until the others have had theirs. A supplier under its
 * share is never held. Registered after the sign-in check (the supplier is known) and before the body is
 * read. Large answers are further paced by bytes (answer-pace.ts) and exports by the heavy lane (turns.ts).
 */
export const tenantShare = fp(async (app: FastifyInstance, opts: TenantShareOptions) => {
  if (!opts.enabled) return;
  const shares = tenantShares(opts.now);
  const wait = opts.wait ?? sleep;
  app.addHook('onRequest', async (request) => {
    const supplierId = request.actor?.supplierId ?? 0;
    if (supplierId <= 0) return;
    const t = shares.tenant(supplierId);
    if (t.waiting >= SHARE_MAX_WAITING) {
      const error = { param: '', message: TOO_MANY_AT_ONCE, code: ERROR_CODES.rateLimited };
      throw new AppError(429, [error], {}, { 'retry-after': '1' });
    }
    t.waiting++;
    const mine = t.turn.then(async () => {
      const ms = shares.excess(supplierId);
      if (ms > 0) await wait(ms);
    });
    t.turn = mine;
    await mine.finally(() => t.waiting--);
    const trace = currentTrace();
    if (trace) trace.meter = (ms) => shares.charge(supplierId, ms);
  });
});
