import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_MESSAGES as M, ERROR_CODES } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './accounts.repository.ts';
import { newRecoveryCode, normalCode, sha256 } from './secrets.ts';
import { countedCode, countedPassword } from './code-attempts.ts';
import { verifyPassword } from '../auth/password-hash.ts';

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

/** acceptCode as one attempt against the account's limit on wrong codes (429 once it is spent). */
const acceptCounted = (ctx: AppContext, user: UserRow, code: string, recovery: boolean) =>
  countedCode(ctx, user.id, () => acceptCode(ctx, user, code, recovery));

const wrongCode = (param: string) => AppError.badRequest(param, M.otpInvalid, ERROR_CODES.invalidOtp);

/**
 * Sign-in's second step, once a factor is on: without `otp` a 401 naming `otp` (code `otp_required`);
 * a wrong or replayed code a 400 on `otp`, counted against the account (a password reset's code too).
 */
export async function checkSecondFactor(ctx: AppContext, user: UserRow, otp: string | undefined) {
  if (!user.totpEnabledAt) return;
  if (!otp)
    throw new AppError(401, [{ param: 'otp', message: M.otpRequired, code: ERROR_CODES.otpRequired }]);
  if (!(await acceptCounted(ctx, user, otp, true))) throw wrongCode('otp');
}

async function currentUser(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = actor.userId === null ? null : await repo.findUser(ctx.db, actor.userId);
  if (!user) throw AppError.forbidden();
  return user;
}

/** The current password, as changing the password asks for it: a stolen session alone is not enough. */
async function requirePassword(ctx: AppContext, user: UserRow, password: string) {
  if (!(await countedPassword(ctx, user.id, () => verifyPassword(user.passwordHash, password))))
    throw AppError.badRequest('password', M.passwordWrong, ERROR_CODES.invalidPassword);
}

/** Staff under REQUIRE_STAFF_2FA keep a factor: they may replace it, never remove it. */
const mustKeep = (ctx: AppContext, user: UserRow) => user.isStaff && ctx.config.requireStaff2fa;

const audit = async (ctx: AppContext, actor: Actor, action: string) => {
  // A staff member who has not picked a supplier has no supplier's trail to write to.
  if (actor.supplierId === 0) return;
  await recordAudit(ctx.db, actor, { action, entity: 'user', entityId: actor.userId });
};

export async function state(ctx: AppContext, actor: Actor) {
  const user = await currentUser(ctx, actor);
  const enabled = user.totpEnabledAt !== null;
  return {
    enabled,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    removable: enabled && !mustKeep(ctx, user),
  };
}

/**
 * Starts setting up a factor, or its replacement when one is on (then a current code is needed too). The
 * new secret waits beside the one in use, which keeps working until a code from the new one confirms it.
 */
export async function enrol(ctx: AppContext, actor: Actor, body: { password: string; code?: string }) {
  const user = await currentUser(ctx, actor);
  await requirePassword(ctx, user, body.password);
  if (user.totpEnabledAt) {
    if (!body.code) throw AppError.badRequest('code', M.totpCodeToReplace, ERROR_CODES.invalidOtp);
    if (!(await acceptCounted(ctx, user, body.code, true))) throw wrongCode('code');
  }
  const secret = new Secret({ size: 20 });
  await repo.setTotp(ctx.db, user.id, { totpPendingSecret: secret.base32 });
  const totp = new TOTP({ ...TOTP_OPTIONS, issuer: ISSUER, label: user.email, secret });
  return { secret: secret.base32, otpauthUrl: totp.toString() };
}

/** A code from the secret being set up: it becomes the factor in use, with 10 new recovery codes. */
export async function confirm(ctx: AppContext, actor: Actor, code: string) {
  const user = await currentUser(ctx, actor);
  const pendingSecret = user.totpPendingSecret;
  if (!pendingSecret) throw AppError.conflict(M.totpNotStarted);
  let step: number | null = null;
  const right = await countedCode(ctx, user.id, async () => {
    step = stepOf(pendingSecret, code.trim(), Date.now());
    return step !== null;
  });
  if (!right || step === null) throw wrongCode('code');
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const replaced = user.totpEnabledAt !== null;
  // The confirming code's step is recorded: it cannot also sign in.
  await ctx.db.transaction(async (tx) => {
    await repo.setTotp(tx, user.id, {
      totpSecret: pendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: new Date(),
      totpLastStep: step,
    });
    await repo.replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => sha256(normalCode(c))),
    );
  });
  await audit(ctx, actor, replaced ? 'user.totp-replaced' : 'user.totp-on');
  return { recoveryCodes: codes };
}

export async function disable(ctx: AppContext, actor: Actor, body: { code: string; password: string }) {
  const user = await currentUser(ctx, actor);
  if (!user.totpEnabledAt) throw AppError.conflict(M.totpNotOn);
  if (mustKeep(ctx, user)) throw AppError.forbidden(M.totpRequiredForStaff);
  await requirePassword(ctx, user, body.password);
  if (!(await acceptCounted(ctx, user, body.code, true))) throw wrongCode('code');
  await ctx.db.transaction(async (tx) => {
    await repo.setTotp(tx, user.id, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
    await repo.replaceRecoveryCodes(tx, user.id, []);
  });
  await audit(ctx, actor, 'user.totp-off');
}
