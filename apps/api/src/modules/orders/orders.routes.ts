import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { OrderListCache } from './orders-list-cache.ts';
import * as service from './orders.service.ts';
import * as csv from './orders-csv.service.ts';

const csvName = (name: string | undefined, fallback: string) =>
  name ? (name.endsWith('.csv') ? name : `${name}.csv`) : fallback;

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const listCache = new OrderListCache(ctx.config.orderListCacheEntries ?? 500);

    app.route({
      ...routeOf(ops.listOrders),
      handler: async (request, reply) => {
        const { format, from, to, filename: name, ...query } = request.query;
        const actor = actorOf(request);
        if (format === 'csv') {
          // Checked (and refused when too large) before the headers; then written a chunk at a time.
          const body = Readable.from(await csv.ordersCsv(ctx, actor, query, { from, to }));
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              attachment(csvName(name, `orders-${from ?? 'all'}-${to ?? 'all'}.csv`)),
            )
            .send(body);
        }
        const { body, etag } = await service.listOrdersPage(ctx, listCache, actor, query, { from, to });
        // private: the page is the supplier's own; no-cache: revalidate every time (a 304 when unchanged).
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        // Already JSON (cached as text, built from schema-typed rows): sent as it is.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });

    app.route({
      ...routeOf(ops.getOrder),
      handler: async (request) => service.getOrder(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.processOrder),
      handler: async (request) =>
        service.processOrder(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.cancelOrder),
      handler: async (request) => service.cancelOrder(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.setSupplierReference),
      handler: async (request) =>
        service.updateSupplierReference(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.getOrderExports),
      handler: async (request) => {
        const { supplierId } = actorOf(request);
        return {
          deliveryDayCsv: ctx.config.deliveryDayCsvSupplierIds.includes(supplierId),
          pendingOrdersExport: ctx.config.pendingOrdersExportSupplierIds.includes(supplierId),
        };
      },
    });

    app.route({
      ...routeOf(ops.downloadDeliveryDayCsv),
      handler: async (request, reply) => {
        const { deliveryDate, filename: name } = request.query;
        const body = await csv.deliveryDayCsv(ctx, actorOf(request), {
          deliveryDate,
          case: request.query.case,
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(csvName(name, `products-for-${deliveryDate}.csv`)))
          .send(body);
      },
    });
  };
