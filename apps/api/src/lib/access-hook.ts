import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES, holds, type Permission } from '@portal/domain';
import { AppError } from './errors.ts';

/** The operations a staff member without a second factor may still call under REQUIRE_STAFF_2FA. */
const ENROLMENT_OPERATIONS = new Set(['getTotp', 'enrolTotp', 'confirmTotp']);

/**
 * The one place an operation's permission is enforced. The permission comes from the operation's
 * contract (`access`), carried on the route's schema as `x-permissions` (routeOf); the caller's role is
 * read with the session on every request (auth-hook), so a change of role holds at once. Runs after the
 * auth hook and before validation, so a role without the permission gets 403 whatever it sends.
 */
export const accessHook = fp(async (app: FastifyInstance, opts: { requireStaff2fa: boolean }) => {
  app.addHook('onRequest', async (request) => {
    const actor = request.actor;
    const schema = request.routeOptions.schema as
      | { operationId?: string; 'x-permissions'?: { permission: Permission } }
      | undefined;
    const permission = schema?.['x-permissions']?.permission;
    if (!actor || !permission || permission === 'public') return;
    if (actor.staff && opts.requireStaff2fa && !actor.totp) {
      if (!ENROLMENT_OPERATIONS.has(schema?.operationId ?? '')) {
        throw AppError.forbidden(ACCOUNT_MESSAGES.staffMustEnrol);
      }
      return;
    }
    if (!holds(permission, { role: actor.role, staff: actor.staff })) {
      throw AppError.forbidden(actor.staff ? ACCOUNT_MESSAGES.notForStaff : ACCOUNT_MESSAGES.roleForbidden);
    }
  });
});
