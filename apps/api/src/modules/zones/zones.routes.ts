import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createZoneSchema,
  idParam,
  postcodeSchema,
  storable,
  updateZoneSchema,
  zoneDaysSchema,
  zoneSuburbsSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './zones.service.ts';

const idParams = z.object({ id: idParam() });
const tags = ['zones'];

export const zonesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/zones', { schema: { tags } }, async (request) => ({
      data: await service.listZones(ctx, actorOf(request)),
    }));

    app.get('/zones/:id', { schema: { tags, params: idParams } }, async (request) =>
      service.getZone(ctx, actorOf(request), request.params.id),
    );

    app.get('/zones/:id/suburbs', { schema: { tags, params: idParams } }, async (request) => ({
      data: await service.zoneSuburbLinks(ctx, actorOf(request), request.params.id),
    }));

    app.get('/zones/:id/days', { schema: { tags, params: idParams } }, async (request) => ({
      data: await service.zoneDays(ctx, actorOf(request), request.params.id),
    }));

    app.post('/zones', { schema: { tags, body: createZoneSchema } }, async (request, reply) =>
      reply.status(201).send(await service.createZone(ctx, actorOf(request), request.body)),
    );

    app.patch('/zones/:id', { schema: { tags, params: idParams, body: updateZoneSchema } }, async (request) =>
      service.updateZone(ctx, actorOf(request), request.params.id, request.body),
    );

    app.delete('/zones/:id', { schema: { tags, params: idParams } }, async (request, reply) => {
      await service.deleteZone(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    });

    app.put(
      '/zones/:id/suburbs',
      { schema: { tags, params: idParams, body: zoneSuburbsSchema } },
      async (request) => ({
        data: await service.setZoneSuburbs(ctx, actorOf(request), request.params.id, request.body),
      }),
    );

    app.put(
      '/zones/:id/days',
      { schema: { tags, params: idParams, body: zoneDaysSchema } },
      async (request) => ({
        data: await service.setZoneDays(ctx, actorOf(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/zones/:id/postcode/:postcode',
      { schema: { tags, params: idParams.extend({ postcode: postcodeSchema }) } },
      async (request) => ({
        data: await service.addPostcode(ctx, actorOf(request), request.params.id, request.params.postcode),
      }),
    );

    app.get(
      '/suburbs',
      { schema: { tags, querystring: z.object({ search: storable(z.string().max(100)).optional() }) } },
      async (request) => ({ data: await service.searchSuburbs(ctx, request.query.search ?? '') }),
    );

    app.get(
      '/zone-suburbs',
      {
        schema: {
          tags,
          querystring: z.object({
            suburb: storable(z.string().max(100)).optional(),
            postcode: z
              .string()
              .regex(/^\d{1,4}$/, 'Must be a valid Australian postcode')
              .optional(),
          }),
        },
      },
      async (request) => ({ data: await service.zoneSuburbRows(ctx, actorOf(request), request.query) }),
    );

    // Not in the spec's call table: the region lookup lives on the server because the suburb list does.
    app.get('/delivery-regions', { schema: { tags } }, async () => ({ data: service.listRegions() }));
    app.get(
      '/delivery-regions/:name',
      { schema: { tags, params: z.object({ name: storable(z.string().min(1).max(100)) }) } },
      async (request) => service.regionEntriesOf(request.params.name),
    );
  };
