import { timingSafeEqual } from 'node:crypto';
import { compile } from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@portal/domain';
import { bearerToken } from '../auth-hook.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const refusal = (status: number, message: string) => ({
  status,
  body: {
    errors: [{ param: '', message, code: status === 401 ? ERROR_CODES.unauthorized : ERROR_CODES.forbidden }],
  },
});

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Headers only a proxy adds: any of them says the request was relayed, whoever relayed it. */
const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

/**
 * Whether the API trusts a socket address as a proxy: the same TRUST_PROXY setting Fastify uses for
 * `request.ip` (a hop count trusts the nearest hops, a list its addresses and ranges).
 */
export function proxyTrust(trust: false | number | string[]): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = compile(trust);
  return (address) => trusted(address, 0);
}

/**
 * Who may read /metrics (docs/decisions/operations.md): with METRICS_TOKEN set, whoever sends it as a
 * bearer token, from anywhere; without it, only a scraper on this machine talking to the process
 * directly: a loopback peer that TRUST_PROXY does not name as a proxy (a trusted proxy relays others,
 * whatever headers it sends), and that sends none of the relay headers. Null: allowed.
 */
export function metricsAllowed(
  request: FastifyRequest,
  token: string | undefined,
  isProxy: (address: string) => boolean,
) {
  if (token) {
    const given = bearerToken(request);
    if (given && sameSecret(given, token)) return null;
    return refusal(401, 'Metrics need the METRICS_TOKEN bearer token');
  }
  const peer = request.socket.remoteAddress ?? '';
  const direct =
    LOOPBACK.has(peer) &&
    !isProxy(peer) &&
    RELAY_HEADERS.every((name) => request.headers[name] === undefined);
  return direct ? null : refusal(403, 'Metrics are served only on loopback unless METRICS_TOKEN is set');
}
