import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarDay,
  cancelOrderBodySchema,
  DATE_MESSAGES,
  idParam,
  isCalendarDay,
  listQuerySchema,
  storable,
  processOrderBodySchema,
  supplierReferenceBodySchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { OrderListCache } from './orders-list-cache.ts';
import * as service from './orders.service.ts';
import * as csv from './orders-csv.service.ts';

// A day, or an instant whose first ten characters are the day (the portal may send either).
const isoDay = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Must be a date (YYYY-MM-DD)')
  .transform((s) => s.slice(0, 10))
  .refine(isCalendarDay, DATE_MESSAGES.day);
const idParams = z.object({ id: idParam() });
const filename = z
  .string()
  .max(120)
  .optional()
  .transform((s) => (s ? s.replace(/[^\w.\- ]/g, '_') : undefined));

const listQuery = listQuerySchema.extend({
  format: z.enum(['json', 'csv']).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  filename,
});

export const ordersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const listCache = new OrderListCache(ctx.config.orderListCacheEntries ?? 500);

    app.get(
      '/suppliers/orders',
      { schema: { tags: ['orders'], querystring: listQuery } },
      async (request, reply) => {
        const { format, from, to, filename: name, ...query } = request.query;
        const actor = actorOf(request);
        if (format === 'csv') {
          const body = await csv.ordersCsv(ctx, actor, query, { from, to });
          const file = name
            ? name.endsWith('.csv')
              ? name
              : `${name}.csv`
            : `orders-${from ?? 'all'}-${to ?? 'all'}.csv`;
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', attachment(file))
            .send(body);
        }
        const { body, etag } = await service.listOrdersPage(ctx, listCache, actor, query, { from, to });
        // private: the page is the supplier's own; no-cache: revalidate every time (a 304 when unchanged).
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(body);
      },
    );

    app.get('/suppliers/orders/:id', { schema: { tags: ['orders'], params: idParams } }, async (request) =>
      service.getOrder(ctx, actorOf(request), request.params.id),
    );

    app.put(
      '/suppliers/orders/:id/process',
      { schema: { tags: ['orders'], params: idParams, body: processOrderBodySchema } },
      async (request) => service.processOrder(ctx, actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/orders/:id/cancel',
      { schema: { tags: ['orders'], params: idParams, body: cancelOrderBodySchema } },
      async (request) => service.cancelOrder(ctx, actorOf(request), request.params.id, request.body),
    );

    app.patch(
      '/suppliers/orders/:id/supplier-reference',
      { schema: { tags: ['orders'], params: idParams, body: supplierReferenceBodySchema } },
      async (request) =>
        service.updateSupplierReference(ctx, actorOf(request), request.params.id, request.body),
    );

    // Not in the spec's call table: tells the portal whether to offer 'Products for delivery day' and
    // the dashboard's 'Download CSV's' (the allow-lists stay on the server; the ids are never shown).
    app.get('/suppliers/orders-exports', { schema: { tags: ['orders'] } }, async (request) => {
      const { supplierId } = actorOf(request);
      return {
        deliveryDayCsv: ctx.config.deliveryDayCsvSupplierIds.includes(supplierId),
        pendingOrdersExport: ctx.config.pendingOrdersExportSupplierIds.includes(supplierId),
      };
    });

    app.get(
      '/suppliers/csv/custom',
      {
        schema: {
          tags: ['orders'],
          querystring: z.object({
            template: storable(z.string().max(100)).optional(),
            deliveryDate: calendarDay('Delivery date must be a date (yyyy-MM-dd)'),
            format: z.enum(['csv']).optional(),
            filename,
            case: z.enum(['pascal', 'snake', 'camel']).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { deliveryDate, filename: name } = request.query;
        const body = await csv.deliveryDayCsv(ctx, actorOf(request), {
          deliveryDate,
          case: request.query.case,
        });
        const file = name
          ? name.endsWith('.csv')
            ? name
            : `${name}.csv`
          : `products-for-${deliveryDate}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(file))
          .send(body);
      },
    );
  };
