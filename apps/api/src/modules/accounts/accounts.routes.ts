import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, accountsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as reset from './password-reset.service.ts';
import * as team from './team.service.ts';
import * as totp from './totp.service.ts';
import { personToken } from './person-token.ts';

/** Forgotten passwords, invitations and the team, the second factor. */
export const accountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The link routes are guessed at like passwords: the sign-in limits per address apply.
    const signInLimits = [app.rateLimited('signInPerAddress')];

    app.route({
      ...routeOf(ops.requestPasswordReset),
      preHandler: [...signInLimits, app.rateLimited('passwordResetPerAccount')],
      handler: async (request) => {
        // Answered before the address is even looked up: the same answer in the same time either way.
        const { email } = request.body;
        setImmediate(() => {
          reset.requestReset(ctx, request.log, email).catch((error: unknown) => {
            request.log.error({ err: error }, 'password reset request failed');
          });
        });
        return { message: ACCOUNT_MESSAGES.resetSent };
      },
    });

    app.route({
      ...routeOf(ops.confirmPasswordReset),
      preHandler: signInLimits,
      handler: async (request) => ({
        access_token: await reset.confirmReset(ctx, request.body),
      }),
    });

    app.route({
      ...routeOf(ops.acceptInvitation),
      preHandler: signInLimits,
      handler: async (request) => ({
        access_token: await personToken(ctx, await team.accept(ctx, request.body)),
      }),
    });

    app.route({
      ...routeOf(ops.listTeam),
      handler: async (request) => ({ data: await team.listTeam(ctx, actorOf(request)) }),
    });

    app.route({
      ...routeOf(ops.invite),
      handler: async (request) => team.invite(ctx, request.log, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.resendInvitation),
      handler: async (request) => team.resend(ctx, request.log, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.revokeInvitation),
      handler: async (request, reply) => {
        await team.revoke(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });

    app.route({
      ...routeOf(ops.changeRole),
      handler: async (request) =>
        team.changeRole(ctx, actorOf(request), request.params.userId, request.body.role),
    });

    app.route({
      ...routeOf(ops.removeMember),
      handler: async (request, reply) => {
        await team.remove(ctx, actorOf(request), request.params.userId);
        return reply.send();
      },
    });

    // A staff member enrols before picking a supplier (REQUIRE_STAFF_2FA), so these need none.
    app.route({
      ...routeOf(ops.getTotp),
      config: { staffWithoutSupplier: true },
      handler: async (request) => totp.state(ctx, actorOf(request)),
    });

    // Wrong passwords and codes count against the account in the service (code-attempts.ts).
    app.route({
      ...routeOf(ops.enrolTotp),
      config: { staffWithoutSupplier: true },
      handler: async (request) => totp.enrol(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.confirmTotp),
      config: { staffWithoutSupplier: true },
      handler: async (request) => totp.confirm(ctx, actorOf(request), request.body.code),
    });

    app.route({
      ...routeOf(ops.disableTotp),
      config: { staffWithoutSupplier: true },
      handler: async (request, reply) => {
        await totp.disable(ctx, actorOf(request), request.body);
        return reply.send();
      },
    });
  };
