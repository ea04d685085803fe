import { timingSafeEqual } from 'node:crypto';
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

/**
 * Who may read /metrics (docs/decisions/operations.md): with METRICS_TOKEN set, whoever sends it as a
 * bearer token, from anywhere; without it, only a scraper on this machine talking to the process
 * directly (loopback socket and no X-Forwarded-For, so nothing relayed by a local proxy). Null: allowed.
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined) {
  if (token) {
    const given = bearerToken(request);
    if (given && sameSecret(given, token)) return null;
    return refusal(401, 'Metrics need the METRICS_TOKEN bearer token');
  }
  const direct =
    LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
  return direct ? null : refusal(403, 'Metrics are served only on loopback unless METRICS_TOKEN is set');
}
