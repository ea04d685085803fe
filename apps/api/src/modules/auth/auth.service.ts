import { hash, verify } from '@node-rs/argon2';
import {
  AUTH_MESSAGES,
  STAFF_TOKEN_TTL_SECONDS,
  SUPPLIER_TOKEN_TTL_SECONDS,
  type LoginBody,
} from '@portal/domain';
import { AppError } from '../../lib/errors.ts';
import { signToken } from '../../lib/jwt.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import * as repo from './auth.repository.ts';
import type { SupplierDetails } from './auth.schemas.ts';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// A hash to verify against when the account does not exist, so both answers take as long.
let dummyHash: Promise<string> | null = null;

const perIp = new RateLimiter(30, 60_000);
const perAccount = new RateLimiter(8, 15 * 60_000);

export function resetLoginLimits(): void {
  (perIp as unknown as { hits: Map<string, unknown> }).hits.clear();
  (perAccount as unknown as { hits: Map<string, unknown> }).hits.clear();
}

const tooMany = () =>
  new AppError(429, [
    {
      param: '',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again',
      code: 'rate_limited',
    },
  ]);

export async function login(ctx: AppContext, body: LoginBody, ip: string): Promise<string> {
  const accountKey = `${ip}|${body.username.toLowerCase()}`;
  if (!perIp.hit(ip) || !perAccount.hit(accountKey)) throw tooMany();

  const found = await repo.findUserByEmail(ctx.db, body.username);
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), body.password);
  if (!found || !ok) {
    // One message whether the account exists or not: no account enumeration.
    throw AppError.badRequest('password', AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  perAccount.reset(accountKey);
  const { user, supplier } = found;
  if (user.isStaff) {
    // Staff first pick the supplier to act as (POST /api/staff/act-as); sub 0 reaches only that.
    return signToken(
      { sub: 0, state: 'NSW', staff: true, username: user.email, supplierName: '', actor: user.id },
      ctx.config.jwtSecret,
      STAFF_TOKEN_TTL_SECONDS,
    );
  }
  if (!supplier)
    throw AppError.badRequest('password', AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  return signToken(
    {
      sub: supplier.id,
      state: supplier.state,
      staff: false,
      username: user.email,
      supplierName: supplier.company,
      actor: user.id,
    },
    ctx.config.jwtSecret,
    SUPPLIER_TOKEN_TTL_SECONDS,
  );
}

export async function listSuppliersForStaff(ctx: AppContext, actor: Actor) {
  if (!actor.staff) throw AppError.forbidden();
  return repo.listSuppliers(ctx.db);
}

/** A short-lived staff token that acts as the chosen supplier. */
export async function actAs(ctx: AppContext, actor: Actor, supplierId: number): Promise<string> {
  if (!actor.staff) throw AppError.forbidden();
  const supplier = await repo.findSupplier(ctx.db, supplierId);
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
  );
}

export function toSupplierDetails(s: repo.SupplierRow, isStaff: boolean): SupplierDetails {
  return {
    id: s.id,
    isStaff,
    company: s.company,
    bio: s.bio,
    abn: s.abn,
    accountName: s.accountName,
    bsb: s.bsb,
    accountNumber: s.accountNumber,
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
  const supplier = await repo.findSupplier(ctx.db, actor.supplierId);
  if (!supplier) throw AppError.notFound('Supplier');
  return toSupplierDetails(supplier, actor.staff);
}
