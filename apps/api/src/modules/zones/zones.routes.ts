import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zonesContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './zones.service.ts';

export const zonesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.listZones),
      handler: async (request) => ({ data: await service.listZones(ctx, actorOf(request)) }),
    });

    app.route({
      ...routeOf(ops.getZone),
      handler: async (request) => service.getZone(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.listZoneSuburbs),
      handler: async (request) => ({
        data: await service.zoneSuburbLinks(ctx, actorOf(request), request.params.id),
      }),
    });

    app.route({
      ...routeOf(ops.listZoneDays),
      handler: async (request) => ({
        data: await service.zoneDays(ctx, actorOf(request), request.params.id),
      }),
    });

    app.route({
      ...routeOf(ops.createZone),
      handler: async (request) => service.createZone(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.updateZone),
      handler: async (request) => service.updateZone(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.deleteZone),
      handler: async (request, reply) => {
        await service.deleteZone(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });

    app.route({
      ...routeOf(ops.setZoneSuburbs),
      handler: async (request) => ({
        data: await service.setZoneSuburbs(ctx, actorOf(request), request.params.id, request.body),
      }),
    });

    app.route({
      ...routeOf(ops.setZoneDays),
      handler: async (request) => ({
        data: await service.setZoneDays(ctx, actorOf(request), request.params.id, request.body),
      }),
    });

    app.route({
      ...routeOf(ops.addZonePostcode),
      handler: async (request) => ({
        data: await service.addPostcode(ctx, actorOf(request), request.params.id, request.params.postcode),
      }),
    });

    app.route({
      ...routeOf(ops.searchSuburbs),
      handler: async (request) => ({ data: await service.searchSuburbs(ctx, request.query.search ?? '') }),
    });

    app.route({
      ...routeOf(ops.listZoneSuburbRows),
      handler: async (request) => ({
        data: await service.zoneSuburbRows(ctx, actorOf(request), request.query),
      }),
    });

    app.route({
      ...routeOf(ops.listDeliveryRegions),
      handler: async () => ({ data: service.listRegions() }),
    });

    app.route({
      ...routeOf(ops.getDeliveryRegion),
      handler: async (request) => service.regionEntriesOf(request.params.name),
    });
  };
