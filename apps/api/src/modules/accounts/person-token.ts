import { STAFF_TOKEN_TTL_SECONDS, SUPPLIER_TOKEN_TTL_SECONDS, isRole } from '@portal/domain';
import type { users } from '../../db/schema/index.ts';
import type { Actor, AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { signToken } from '../../lib/jwt.ts';
import * as suppliers from '../../lib/entities/suppliers.repository.ts';

type UserRow = typeof users.$inferSelect;

/** The person as the actor of their own change (the audit trail names them). */
export const personActor = (user: UserRow, supplierId: number): Actor => ({
  supplierId,
  staff: user.isStaff,
  userId: user.id,
  username: user.email,
  supplierName: '',
  state: 'NSW',
  role: isRole(user.role) ? user.role : null,
  totp: user.totpEnabledAt !== null,
});

/**
 * A session token for a person: the spec's claims (sub is the supplier) plus the person (`actor`) and
 * their role. Staff get the short staff token that must still pick a supplier (sub 0).
 */
export async function personToken(ctx: AppContext, user: UserRow, nowMs = Date.now()): Promise<string> {
  if (user.isStaff) {
    return signToken(
      { sub: 0, state: 'NSW', staff: true, username: user.email, supplierName: '', actor: user.id },
      ctx.config.jwtSecret,
      STAFF_TOKEN_TTL_SECONDS,
      { nowMs },
    );
  }
  const supplier = user.supplierId ? await suppliers.findSupplier(ctx.db, user.supplierId) : null;
  if (!supplier) throw AppError.badRequest('password', 'Please check your email and password and try again');
  return signToken(
    {
      sub: supplier.id,
      state: supplier.state,
      staff: false,
      username: user.email,
      supplierName: supplier.company,
      actor: user.id,
      role: user.role,
    },
    ctx.config.jwtSecret,
    SUPPLIER_TOKEN_TTL_SECONDS,
    { nowMs },
  );
}
