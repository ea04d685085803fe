import { ACCOUNT_MESSAGES as M, AUTH_MESSAGES, ERROR_CODES } from '@portal/domain';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { countHit, forgiveHit } from '../../lib/rate-limit/rate-limit.repository.ts';

/**
 * Wrong answers per account in 15 minutes, counted in the rate_limits table so every API process shares
 * them: second-factor codes wherever one is taken (sign-in, turning the factor off or replacing it,
 * confirming an enrolment, a password reset), and current passwords (the key of changing the password's limit).
 */
export const CODE_ATTEMPTS = { max: 8, windowMs: 15 * 60_000 } as const;

const LIMITS = {
  code: { key: 'secondFactorPerUser', message: M.tooManyCodes },
  password: { key: 'passwordChecksPerUser', message: AUTH_MESSAGES.tooManyAttempts },
} as const;

/**
 * Runs `check` (true when the answer is right) as one counted attempt. The attempt is counted before the
 * check, so parallel guesses cannot pass the limit together; a right answer takes its count back. Over the
 * limit: 429 with Retry-After, and the answer is not even checked.
 */
async function counted(
  ctx: AppContext,
  kind: keyof typeof LIMITS,
  userId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const key = `${LIMITS[kind].key}:${userId}`;
  const state = await countHit(ctx.db, key, CODE_ATTEMPTS.windowMs);
  if (state.hits > CODE_ATTEMPTS.max) {
    throw new AppError(
      429,
      [{ param: '', message: LIMITS[kind].message, code: ERROR_CODES.rateLimited }],
      {},
      { 'retry-after': String(Math.max(1, Math.ceil(state.ttlMs / 1000))) },
    );
  }
  const right = await check();
  if (right) await forgiveHit(ctx.db, key);
  return right;
}

export const countedCode = (ctx: AppContext, userId: number, check: () => Promise<boolean>) =>
  counted(ctx, 'code', userId, check);

export const countedPassword = (ctx: AppContext, userId: number, check: () => Promise<boolean>) =>
  counted(ctx, 'password', userId, check);
