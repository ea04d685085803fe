import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, settingsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { signOutEverywhere } from '../auth/auth.service.ts';
import * as service from './settings.service.ts';

/** The uploaded file of the named multipart field, or null when that field is missing. */
async function fileOf(request: FastifyRequest, field: string): Promise<Buffer | null> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.fieldname === field) return data;
    }
  }
  return null;
}

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.updateMe),
      handler: async (request) => service.updateMe(ctx, actorOf(request), request.body),
    });

    // Both end every other session of the account and answer the caller's token issued anew.
    app.route({
      ...routeOf(ops.changePassword),
      preHandler: app.rateLimited('passwordChecksPerUser'),
      handler: async (request) => {
        const access_token = await service.changePassword(ctx, actorOf(request), request.body);
        // Like a sign-in: only failed checks of the current password stay counted.
        await app.clearRateLimit(request, 'passwordChecksPerUser');
        return { access_token };
      },
    });

    app.route({
      ...routeOf(ops.signOutEverywhere),
      // Staff may end their other sessions before choosing a supplier.
      config: { staffWithoutSupplier: true },
      handler: async (request) => ({ access_token: await signOutEverywhere(ctx, actorOf(request)) }),
    });

    app.route({
      ...routeOf(ops.listContactTypes),
      handler: async () => ({ data: await service.listContactTypes(ctx) }),
    });

    app.route({
      ...routeOf(ops.listContacts),
      handler: async (request) => ({ data: await service.listContacts(ctx, actorOf(request)) }),
    });

    // The body is checked again in the service (its rules depend on the contact type).
    app.route({
      ...routeOf(ops.createContact),
      handler: async (request) => service.createContact(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.updateContact),
      handler: async (request) =>
        service.updateContact(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.deleteContact),
      handler: async (request, reply) => {
        await service.deleteContact(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });

    // The documented /suppliers/me/… and the spec's /suppliers/{id}/… (hidden: ambiguous in the document).
    const uploads = [
      [ops.uploadBackgroundImage, 'header', 'backgroundImageUrl'],
      [ops.uploadLogoImage, 'logo', 'image'],
    ] as const;
    for (const [operation, kind, field] of uploads) {
      const upload = async (request: FastifyRequest, supplierId: number) =>
        service.uploadStoreImage(
          ctx,
          actorOf(request),
          supplierId,
          kind,
          field,
          request.isMultipart() ? await fileOf(request, field) : null,
        );
      const route = routeOf(operation);
      const preHandler = app.rateLimited('imageUploadsPerSupplier');
      app.route({
        ...route,
        preHandler,
        handler: async (request) => upload(request, actorOf(request).supplierId),
      });
      app.route({
        method: 'POST',
        url: route.url.replace('/me/', '/:id/'),
        preHandler,
        schema: { hide: true, params: z.object({ id: idParam() }), response: route.schema.response },
        handler: async (request) => upload(request, request.params.id),
      });
    }
  };
