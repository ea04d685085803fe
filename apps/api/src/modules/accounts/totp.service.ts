import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_MESSAGES as M, ERROR_CODES } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './accounts.repository.ts';
import { newRecoveryCode, normalCode, sha256 } from './secrets.ts';

type UserRow = typeof users.$inferSelect;

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds; one step of drift allowed. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ISSUER = 'Supplier Portal';
const RECOVERY_CODES = 10;

/** The time step a current code belongs to, or null (otpauth's validate; never hand-written crypto). */
function stepOf(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    ...TOTP_OPTIONS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: nowMs,
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_OPTIONS.period, timestamp: nowMs }) + delta;
}

/** A current code not used before (its step is recorded), or an unused recovery code (used up here). */
async function acceptCode(ctx: AppContext, user: UserRow, code: string, recovery: boolean): Promise<boolean> {
  const trimmed = code.trim();
  const step = user.totpSecret ? stepOf(user.totpSecret, trimmed, Date.now()) : null;
  if (step !== null) return repo.advanceTotpStep(ctx.db, user.id, step);
  if (!recovery) return false;
  return repo.useRecoveryCode(ctx.db, user.id, sha256(normalCode(trimmed)), new Date());
}

/**
 * Sign-in's second step, once a factor is on: without `otp` a 401 naming `otp` (code `otp_required`);
 * a wrong or replayed code a 400 on `otp` (it counts against the account like a wrong password).
 */
export async function checkSecondFactor(ctx: AppContext, user: UserRow, otp: string | undefined) {
  if (!user.totpEnabledAt) return;
  if (!otp)
    throw new AppError(401, [{ param: 'otp', message: M.otpRequired, code: ERROR_CODES.otpRequired }]);
  if (!(await acceptCode(ctx, user, otp, true))) {
    throw AppError.badRequest('otp', M.otpInvalid, ERROR_CODES.invalidOtp);
  }
}

async function currentUser(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = actor.userId === null ? null : await repo.findUser(ctx.db, actor.userId);
  if (!user) throw AppError.forbidden();
  return user;
}

const audit = async (ctx: AppContext, actor: Actor, action: string) => {
  // A staff member who has not picked a supplier has no supplier's trail to write to.
  if (actor.supplierId === 0) return;
  await recordAudit(ctx.db, actor, { action, entity: 'user', entityId: actor.userId });
};

export async function enrol(ctx: AppContext, actor: Actor) {
  const user = await currentUser(ctx, actor);
  if (user.totpEnabledAt) throw AppError.conflict(M.totpAlreadyOn);
  const secret = new Secret({ size: 20 });
  await repo.setTotp(ctx.db, user.id, { totpSecret: secret.base32, totpEnabledAt: null, totpLastStep: null });
  const totp = new TOTP({ ...TOTP_OPTIONS, issuer: ISSUER, label: user.email, secret });
  return { secret: secret.base32, otpauthUrl: totp.toString() };
}

export async function confirm(ctx: AppContext, actor: Actor, code: string) {
  const user = await currentUser(ctx, actor);
  if (user.totpEnabledAt) throw AppError.conflict(M.totpAlreadyOn);
  if (!user.totpSecret) throw AppError.conflict(M.totpNotStarted);
  if (!(await acceptCode(ctx, user, code, false)))
    throw AppError.badRequest('code', M.otpInvalid, ERROR_CODES.invalidOtp);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  // The confirming code's step stays recorded (acceptCode): it cannot also sign in.
  await ctx.db.transaction(async (tx) => {
    await repo.setTotp(tx, user.id, { totpEnabledAt: new Date() });
    await repo.replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => sha256(normalCode(c))),
    );
  });
  await audit(ctx, actor, 'user.totp-on');
  return { recoveryCodes: codes };
}

export async function disable(ctx: AppContext, actor: Actor, code: string) {
  const user = await currentUser(ctx, actor);
  if (!user.totpEnabledAt) throw AppError.conflict(M.totpNotOn);
  if (!(await acceptCode(ctx, user, code, true)))
    throw AppError.badRequest('code', M.otpInvalid, ERROR_CODES.invalidOtp);
  await ctx.db.transaction(async (tx) => {
    await repo.setTotp(tx, user.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await repo.replaceRecoveryCodes(tx, user.id, []);
  });
  await audit(ctx, actor, 'user.totp-off');
}
