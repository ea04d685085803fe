import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES as M, ROLE_LABELS, type Role, type TeamMember, ERROR_CODES } from '@portal/domain';
import type { invitations, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/auth.service.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as repo from './accounts.repository.ts';
import { accountExistsMail, invitationMail, sendInBackground } from './accounts.mail.ts';
import { newLinkToken, sha256 } from './secrets.ts';

export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

type UserRow = typeof users.$inferSelect;
type InvitationRow = typeof invitations.$inferSelect;

/** `name` (older accounts) split into first and last when the columns are empty. */
function namesOf(user: UserRow) {
  if (user.firstName || user.lastName) return { firstName: user.firstName, lastName: user.lastName };
  const [first, ...rest] = (user.name ?? '').trim().split(/\s+/);
  return { firstName: first || null, lastName: rest.join(' ') || null };
}

export const memberOf = (user: UserRow): TeamMember => ({
  userId: user.id,
  invitationId: null,
  email: user.email,
  ...namesOf(user),
  role: user.role as Role,
  status: 'active',
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  totp: user.totpEnabledAt !== null,
});

const invitedOf = (row: InvitationRow): TeamMember => ({
  userId: null,
  invitationId: row.id,
  email: row.email,
  firstName: null,
  lastName: null,
  role: row.role as Role,
  status: 'invited',
  lastSignInAt: null,
  totp: false,
});

export async function listTeam(ctx: AppContext, actor: Actor): Promise<TeamMember[]> {
  const [people, invited] = await Promise.all([
    repo.listPeople(ctx.db, actor.supplierId),
    repo.listPendingInvitations(ctx.db, actor.supplierId, new Date()),
  ]);
  return [...people.map(memberOf), ...invited.map(invitedOf)];
}

/**
 * The invitation's e-mail: its link, or, when the address already has an account elsewhere, a notice
 * to that person instead (the inviting owner's answer is the same either way, so it reveals nobody).
 */
async function mailInvitation(ctx: AppContext, log: FastifyBaseLogger, row: InvitationRow, token: string) {
  const supplier = await suppliers.findSupplier(ctx.db, row.supplierId);
  const company = supplier?.company ?? 'your supplier';
  const roleLabel = ROLE_LABELS[row.role as Role];
  const existing = await repo.findAnyUserByEmail(ctx.db, row.email);
  const mail =
    existing && !invitable(existing, row.supplierId)
      ? accountExistsMail(ctx, row.email, company, roleLabel)
      : invitationMail(ctx, row.email, token, company, roleLabel);
  void sendInBackground(ctx, log, mail);
}

/** An address can take an invitation when it has no account, or is a removed person of the same team. */
const invitable = (user: UserRow, supplierId: number) =>
  user.removedAt !== null && user.supplierId === supplierId;

export async function invite(
  ctx: AppContext,
  log: FastifyBaseLogger,
  actor: Actor,
  body: { email: string; role: Role },
): Promise<TeamMember> {
  const now = new Date();
  const existing = await repo.findAnyUserByEmail(ctx.db, body.email);
  // Someone already in this team is on the owner's own list: saying so reveals nothing.
  if (existing && existing.supplierId === actor.supplierId && !existing.removedAt && !existing.isStaff) {
    throw AppError.conflict(M.alreadyInTeam, {}, ERROR_CODES.emailTaken);
  }
  if (await repo.findPendingInvitationByEmail(ctx.db, actor.supplierId, body.email, now)) {
    throw AppError.conflict(M.emailInvited, {}, ERROR_CODES.alreadyInvited);
  }
  const token = newLinkToken();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertInvitation(tx, {
      supplierId: actor.supplierId,
      email: body.email,
      role: body.role,
      tokenHash: sha256(token),
      invitedByUserId: actor.userId,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await recordAudit(tx, actor, {
      action: 'team.invite',
      entity: 'invitation',
      entityId: inserted.id,
      after: { email: body.email, role: body.role },
    });
    return inserted;
  });
  await mailInvitation(ctx, log, row, token);
  return invitedOf(row);
}

async function pendingOf(ctx: AppContext, actor: Actor, id: number) {
  const row = await repo.findPendingInvitation(ctx.db, actor.supplierId, id, new Date());
  if (!row) throw AppError.notFound('Invitation');
  return row;
}

/** A new link (the old one stops working) and 7 more days. */
export async function resend(ctx: AppContext, log: FastifyBaseLogger, actor: Actor, id: number) {
  await pendingOf(ctx, actor, id);
  const token = newLinkToken();
  const row = await ctx.db.transaction(async (tx) => {
    const renewed = await repo.renewInvitation(
      tx,
      id,
      sha256(token),
      new Date(Date.now() + INVITATION_TTL_MS),
    );
    await recordAudit(tx, actor, { action: 'team.resend-invitation', entity: 'invitation', entityId: id });
    return renewed;
  });
  await mailInvitation(ctx, log, row, token);
  return invitedOf(row);
}

export async function revoke(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const row = await pendingOf(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    await repo.revokeInvitation(tx, id, new Date());
    await recordAudit(tx, actor, {
      action: 'team.revoke-invitation',
      entity: 'invitation',
      entityId: id,
      before: { email: row.email, role: row.role },
    });
  });
}

/** Whether taking `userId` out of the owners leaves the team without one (owners locked meanwhile). */
async function wouldLeaveNoOwner(
  tx: Parameters<typeof repo.lockOwners>[0],
  supplierId: number,
  userId: number,
) {
  const owners = await repo.lockOwners(tx, supplierId);
  return owners.every((o) => o.id === userId);
}

export async function changeRole(ctx: AppContext, actor: Actor, userId: number, role: Role) {
  return ctx.db.transaction(async (tx) => {
    const person = await repo.findPerson(tx, actor.supplierId, userId);
    if (!person) throw AppError.notFound('Person');
    if (
      person.role === 'owner' &&
      role !== 'owner' &&
      (await wouldLeaveNoOwner(tx, actor.supplierId, userId))
    ) {
      throw AppError.conflict(M.lastOwner, {}, ERROR_CODES.lastOwner);
    }
    await repo.setRole(tx, userId, role);
    await recordAudit(tx, actor, {
      action: 'team.change-role',
      entity: 'user',
      entityId: userId,
      before: { role: person.role },
      after: { role },
    });
    return memberOf({ ...person, role });
  });
}

/** Removes a person: they never sign in again and every session of theirs ends at once. */
export async function remove(ctx: AppContext, actor: Actor, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const person = await repo.findPerson(tx, actor.supplierId, userId);
    if (!person) throw AppError.notFound('Person');
    if (person.role === 'owner' && (await wouldLeaveNoOwner(tx, actor.supplierId, userId))) {
      throw AppError.conflict(M.lastOwner, {}, ERROR_CODES.lastOwner);
    }
    await repo.removeUser(tx, userId, new Date());
    await recordAudit(tx, actor, {
      action: 'team.remove',
      entity: 'user',
      entityId: userId,
      before: { email: person.email, role: person.role },
    });
  });
}

/** Accepting an invitation from its link: the person's login, signed in at once. */
export async function accept(
  ctx: AppContext,
  body: { token: string; firstName: string; lastName: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const invitation = await repo.claimInvitation(tx, sha256(body.token), now);
    if (!invitation) throw AppError.badRequest('token', M.invitationInvalid, ERROR_CODES.invalidToken);
    if (invitation.expiresAt <= now)
      throw AppError.badRequest('token', M.invitationExpired, ERROR_CODES.expiredToken);
    const existing = await repo.findAnyUserByEmail(tx, invitation.email);
    const values = {
      email: invitation.email,
      passwordHash,
      supplierId: invitation.supplierId,
      role: invitation.role,
      firstName: body.firstName,
      lastName: body.lastName,
      name: `${body.firstName} ${body.lastName}`,
      sessionsValidAfter: now,
      // Accepting signs the person in: the team's list shows it at once.
      lastSignInAt: now,
    };
    let user: UserRow;
    if (!existing) user = await repo.insertUser(tx, values);
    else if (existing.removedAt && existing.supplierId === invitation.supplierId) {
      user = await repo.reinstateUser(tx, existing.id, {
        ...values,
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
      });
    } else throw AppError.conflict(M.emailHasAccount, {}, ERROR_CODES.emailTaken);
    const actor = {
      supplierId: invitation.supplierId,
      staff: false,
      userId: user.id,
      username: user.email,
      supplierName: '',
      state: '',
      role: invitation.role as Role,
      totp: false,
    };
    await recordAudit(tx, actor, { action: 'team.accept-invitation', entity: 'user', entityId: user.id });
    return user;
  });
}
