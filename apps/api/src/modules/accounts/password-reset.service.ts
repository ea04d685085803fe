import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES as M, ERROR_CODES } from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/auth.service.ts';
import * as repo from './accounts.repository.ts';
import { resetMail, sendInBackground } from './accounts.mail.ts';
import { newLinkToken, sha256 } from './secrets.ts';
import { personActor, personToken } from './person-token.ts';
import { checkSecondFactor } from './totp.service.ts';

export const RESET_TTL_MS = 60 * 60_000;

/**
 * Forgotten password: when the address is a person's (not removed), stores the hash of a new random
 * token and e-mails the link. The route runs it after answering the same 202, so neither the answer nor
 * its timing says whether the address has an account.
 */
export async function requestReset(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await repo.findActiveUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newLinkToken();
  const tokenHash = sha256(token);
  const now = Date.now();
  await repo.insertPasswordReset(ctx.db, user.id, tokenHash, new Date(now), new Date(now + RESET_TTL_MS));
  void sendInBackground(ctx, log, resetMail(ctx, user.email, token));
}

/**
 * A link asked for before the account's last password change (or reset, or 'Sign out everywhere': each
 * moves the sessions' cut-off) is spent, whichever path changed it.
 */
const spentBy = (reset: { createdAt: Date }, user: { sessionsValidAfter: Date | null }) =>
  user.sessionsValidAfter !== null && reset.createdAt.getTime() <= user.sessionsValidAfter.getTime();

const invalid = () => AppError.badRequest('token', M.resetLinkInvalid, ERROR_CODES.invalidToken);

/** Sets the new password with a reset token (once, within 60 minutes); every earlier session ends. */
export async function confirmReset(
  ctx: AppContext,
  body: { token: string; newPassword: string; otp?: string },
): Promise<string> {
  const { token, newPassword } = body;
  // A link from the mailbox alone never passes a second factor: with one on, its code is asked for too.
  const pending = await repo.findPasswordReset(ctx.db, sha256(token));
  const owner = pending && !pending.usedAt ? await repo.findUser(ctx.db, pending.userId) : null;
  if (owner && pending && pending.expiresAt.getTime() > Date.now() && !spentBy(pending, owner))
    await checkSecondFactor(ctx, owner, body.otp);
  const passwordHash = await hashPassword(newPassword);
  const nowMs = Date.now();
  const user = await ctx.db.transaction(async (tx) => {
    const reset = await repo.claimPasswordReset(tx, sha256(token), new Date(nowMs));
    if (!reset) throw invalid();
    if (reset.expiresAt.getTime() <= nowMs) {
      throw AppError.badRequest('token', M.resetLinkExpired, ERROR_CODES.expiredToken);
    }
    const person = await repo.findUser(tx, reset.userId);
    if (!person || person.removedAt || spentBy(reset, person)) throw invalid();
    await repo.setPassword(tx, person.id, passwordHash, new Date(nowMs));
    await repo.spendPasswordResets(tx, person.id, new Date(nowMs));
    if (person.supplierId) {
      const actor = personActor(person, person.supplierId);
      await recordAudit(tx, actor, { action: 'user.reset-password', entity: 'user', entityId: person.id });
    }
    return person;
  });
  return personToken(ctx, user, nowMs);
}
