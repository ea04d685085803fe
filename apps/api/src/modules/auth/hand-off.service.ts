import {
  ERROR_CODES,
  HAND_OFF_CODE_TTL_SECONDS,
  HAND_OFF_MESSAGES,
  STAFF_TOKEN_TTL_SECONDS,
  type HandOffCreateBody,
  type HandOffSession,
} from '@portal/domain';
import { originOf } from '../../config.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import { AppError } from '../../lib/errors.ts';
import { signToken } from '../../lib/jwt.ts';
import { newLinkToken, sha256 } from '../accounts/secrets.ts';
import * as repo from './hand-off.repository.ts';

/**
 * The admin portal's hand-off (login CSRF fixed). Staff make a code for one supplier; the
 * portal's /login?code=… exchanges it once, within HAND_OFF_CODE_TTL_SECONDS, for the same session
 * act-as would give. A token never travels in an address, and only staff can make a code, so no one
 * can plant their own session in another person's browser. Codes are stored as SHA-256 only.
 */
export async function createHandOffCode(
  ctx: AppContext,
  actor: Actor,
  body: HandOffCreateBody,
  now = new Date(),
): Promise<{ code: string; expiresAt: string }> {
  if (!actor.staff || actor.userId === null) throw AppError.forbidden();
  const referrer = body.referrer || null;
  if (referrer !== null && !ctx.config.adminPortalOrigins.includes(originOf(referrer) ?? '')) {
    throw AppError.badRequest('referrer', HAND_OFF_MESSAGES.referrerNotAllowed);
  }
  if (!(await suppliers.findSupplier(ctx.db, body.supplierId))) throw AppError.notFound('Supplier');
  const code = newLinkToken();
  const expiresAt = new Date(now.getTime() + HAND_OFF_CODE_TTL_SECONDS * 1000);
  await repo.insertHandOffCode(ctx.db, {
    codeHash: sha256(code),
    userId: actor.userId,
    supplierId: body.supplierId,
    referrer,
    sessionExpiresAt: actor.sessionExpiresAt ? new Date(actor.sessionExpiresAt * 1000) : null,
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

const invalid = () => AppError.badRequest('code', HAND_OFF_MESSAGES.invalidCode, ERROR_CODES.invalidHandOff);

/** Exchanges a code once for a staff session as its supplier; any failure is the same 400. */
export async function exchangeHandOffCode(
  ctx: AppContext,
  code: string,
  now = new Date(),
): Promise<HandOffSession> {
  const claimed = await repo.claimHandOffCode(ctx.db, sha256(code), now);
  if (!claimed) throw invalid();
  const user = await repo.findHandOffUser(ctx.db, claimed.userId);
  // The staff member's sessions ended since (removed, no longer staff, 'Sign out everywhere').
  const revoked = user?.sessionsValidAfter && user.sessionsValidAfter > claimed.createdAt;
  if (!user || !user.isStaff || user.removedAt || revoked) throw invalid();
  const supplier = await suppliers.findSupplier(ctx.db, claimed.supplierId);
  if (!supplier) throw invalid();
  const notAfter = claimed.sessionExpiresAt
    ? Math.floor(claimed.sessionExpiresAt.getTime() / 1000)
    : undefined;
  const token = await signToken(
    {
      sub: supplier.id,
      state: supplier.state,
      staff: true,
      username: user.email,
      supplierName: supplier.company,
      actor: claimed.userId,
    },
    ctx.config.jwtSecret,
    STAFF_TOKEN_TTL_SECONDS,
    { nowMs: now.getTime(), notAfter },
  );
  return { access_token: token, referrer: claimed.referrer };
}
