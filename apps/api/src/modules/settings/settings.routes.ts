import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changePasswordBodySchema, contactPatchSchema, idParam, supplierUpdateSchema } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { supplierDetails, tokenResponse } from '../auth/auth.schemas.ts';
import { signOutEverywhere } from '../auth/auth.service.ts';
import * as service from './settings.service.ts';

const contact = z.object({
  id: z.number(),
  contactTypeId: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  contactHours: z.string().nullable(),
  contactDays: z.string().nullable(),
});
const idParams = z.object({ id: idParam() });
const imageUrl = z.object({ imageUrl: z.string() });

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
    app.patch(
      '/suppliers/auth/me',
      { schema: { tags: ['settings'], body: supplierUpdateSchema, response: { 200: supplierDetails } } },
      async (request) => service.updateMe(ctx, actorOf(request), request.body),
    );

    // Both end every other session of the account and answer the caller's token issued anew.
    app.patch(
      '/suppliers/auth/change-password',
      { schema: { tags: ['settings'], body: changePasswordBodySchema, response: { 200: tokenResponse } } },
      async (request) => ({
        access_token: await service.changePassword(ctx, actorOf(request), request.body),
      }),
    );

    app.post(
      '/suppliers/auth/sign-out-everywhere',
      { schema: { tags: ['settings'], response: { 200: tokenResponse } } },
      async (request) => ({ access_token: await signOutEverywhere(ctx, actorOf(request)) }),
    );

    app.get(
      '/suppliers/contact-types',
      {
        schema: {
          tags: ['settings'],
          response: {
            200: z.object({
              data: z.array(z.object({ id: z.number(), name: z.string(), label: z.string() })),
            }),
          },
        },
      },
      async () => ({ data: await service.listContactTypes(ctx) }),
    );

    app.get(
      '/suppliers/contacts',
      { schema: { tags: ['settings'], response: { 200: z.object({ data: z.array(contact) }) } } },
      async (request) => ({ data: await service.listContacts(ctx, actorOf(request)) }),
    );

    // The body is checked in the service (its rules depend on the contact type); the schema documents it.
    app.post(
      '/suppliers/contacts',
      {
        schema: {
          tags: ['settings'],
          body: contactPatchSchema,
          response: { 201: contact },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createContact(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/suppliers/contacts/:id',
      {
        schema: {
          tags: ['settings'],
          params: idParams,
          body: contactPatchSchema,
          response: { 200: contact },
        },
      },
      async (request) => service.updateContact(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/suppliers/contacts/:id',
      { schema: { tags: ['settings'], params: idParams } },
      async (request, reply) => {
        await service.deleteContact(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/suppliers/:id/background-image',
      { schema: { tags: ['settings'], params: idParams, response: { 200: imageUrl } } },
      async (request) =>
        service.uploadStoreImage(
          ctx,
          actorOf(request),
          request.params.id,
          'header',
          'backgroundImageUrl',
          request.isMultipart() ? await fileOf(request, 'backgroundImageUrl') : null,
        ),
    );

    app.post(
      '/suppliers/:id/logo-image',
      { schema: { tags: ['settings'], params: idParams, response: { 200: imageUrl } } },
      async (request) =>
        service.uploadStoreImage(
          ctx,
          actorOf(request),
          request.params.id,
          'logo',
          'image',
          request.isMultipart() ? await fileOf(request, 'image') : null,
        ),
    );
  };
