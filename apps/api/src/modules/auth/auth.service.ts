import {
  holds,
  AUTH_MESSAGES,
  STAFF_TOKEN_TTL_SECONDS,
  SUPPLIER_TOKEN_TTL_SECONDS,
  type LoginBody,
  type SupplierDetails,
  ERROR_CODES,
} from '@portal/domain';
import { recordAudit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { signToken } from '../../lib/jwt.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';
import * as repo from './auth.repository.ts';
import { touchSignIn } from '../accounts/accounts.repository.ts';
import { personToken } from '../accounts/person-token.ts';
import { checkSecondFactor } from '../accounts/totp.service.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

// In a module of their own, so the second factor's service can check a password without a cycle.
export { hashPassword, verifyPassword } from './password-hash.ts';

// A hash to verify against when the account does not exist, so both answers take as long.
let dummyHash: Promise<string> | null = null;

/** Signs in; the route applies the sign-in rate limits (lib/rate-limit) around it. */
export async function login(ctx: AppContext, body: LoginBody): Promise<string> {
  const found = await repo.findUserByEmail(ctx.db, body.username);
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), body.password);
  if (!found || !ok) {
    // One message whether the account exists or not: no account enumeration.
    throw AppError.badRequest('password', AUTH_MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  }
  const { user, supplier } = found;
  // A person removed from a team no longer signs in; the same answer as a wrong password.
  if (user.removedAt || (!user.isStaff && !supplier)) {
    throw AppError.badRequest('password', AUTH_MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  }
  // With a second factor on, its code too (a wrong one counts like a wrong password).
  await checkSecondFactor(ctx, user, body.otp);
  await touchSignIn(ctx.db, user.id, new Date());
  // Staff first pick the supplier to act as (POST /api/staff/act-as); sub 0 reaches only that.
  return personToken(ctx, user);
}

export async function listSuppliersForStaff(ctx: AppContext, actor: Actor) {
  if (!actor.staff) throw AppError.forbidden();
  return repo.listSuppliers(ctx.db);
}

/**
 * A staff token that acts as the chosen supplier. It ends when the staff sign-in it comes from ends
 * (at most 4 hours after that sign-in): acting as another supplier never extends a staff session.
 */
export async function actAs(ctx: AppContext, actor: Actor, supplierId: number): Promise<string> {
  if (!actor.staff) throw AppError.forbidden();
  const supplier = await suppliers.findSupplier(ctx.db, supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  return signToken(
    {
      sub: supplier.id,
      state: supplier.state,
      staff: true,
      username: actor.username,
      supplierName: supplier.company,
      actor: actor.userId ?? undefined,
    },
    ctx.config.jwtSecret,
    STAFF_TOKEN_TTL_SECONDS,
    { notAfter: actor.sessionExpiresAt },
  );
}

/** The caller's token issued anew at `nowMs` with the same claims and expiry (never a longer session). */
export function reissueToken(ctx: AppContext, actor: Actor, nowMs: number): Promise<string> {
  return signToken(
    {
      sub: actor.supplierId,
      state: actor.state,
      staff: actor.staff,
      username: actor.username,
      supplierName: actor.supplierName,
      actor: actor.userId ?? undefined,
      ...(actor.role ? { role: actor.role } : {}),
    },
    ctx.config.jwtSecret,
    actor.staff ? STAFF_TOKEN_TTL_SECONDS : SUPPLIER_TOKEN_TTL_SECONDS,
    { nowMs, notAfter: actor.sessionExpiresAt },
  );
}

/**
 * 'Sign out everywhere': every token of the signed-in user (the staff member's own when staff act as a
 * supplier) issued before now stops working; the caller gets a fresh token so this tab stays signed in.
 */
export async function signOutEverywhere(ctx: AppContext, actor: Actor): Promise<string> {
  if (actor.userId === null) throw AppError.forbidden();
  const userId = actor.userId;
  const nowMs = Date.now();
  await ctx.db.transaction(async (tx) => {
    await repo.revokeSessions(tx, userId, new Date(nowMs));
    // The trail is per supplier: staff who have not chosen one yet (supplier 0) have none to write to.
    if (actor.supplierId > 0)
      await recordAudit(tx, actor, { action: 'user.sign-out-everywhere', entity: 'user', entityId: userId });
  });
  return reissueToken(ctx, actor, nowMs);
}

/** The supplier as the caller may see it: bank details only for an owner or staff, else null. */
export function toSupplierDetails(s: repo.SupplierRow, actor: Actor): SupplierDetails {
  const bank = holds('bankDetails', actor);
  return {
    id: s.id,
    isStaff: actor.staff,
    company: s.company,
    bio: s.bio,
    abn: s.abn,
    accountName: bank ? s.accountName : null,
    bsb: bank ? s.bsb : null,
    accountNumber: bank ? s.accountNumber : null,
    address: { street: s.street, suburb: s.suburb, postcode: s.postcode },
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
    state: s.state,
    availableForNewCustomers: s.availableForNewCustomers,
    substitutionPreferenceEnabled: s.substitutionPreferenceEnabled,
    backgroundImageUrl: s.backgroundImageUrl,
    image: s.image,
    isEarlyDeliveryEnabled: s.isEarlyDeliveryEnabled,
    earlyDeliveryStartTime: s.earlyDeliveryStartTime,
    earlyDeliveryEndTime: s.earlyDeliveryEndTime,
    b2cEnabled: s.b2cEnabled,
    activationDate: s.activationDate,
    thirdPartyDeliveryEnabled: s.thirdPartyDeliveryEnabled,
  };
}

export async function me(ctx: AppContext, actor: Actor): Promise<SupplierDetails> {
  const supplier = await suppliers.findSupplier(ctx.db, actor.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  return toSupplierDetails(supplier, actor);
}
