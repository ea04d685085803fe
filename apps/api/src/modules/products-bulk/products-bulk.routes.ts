import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsBulkContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './products-bulk.service.ts';

/** 10,000 products of JSON is about 3 MB; the app-wide limit is 5 MB. */
const BULK_BODY_LIMIT = 25 * 1024 * 1024;

/** Bulk add and edit of products from a CSV (spec 000 section 7), and undo of a bulk edit. */
export const productsBulkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.bulkAddProducts),
      bodyLimit: BULK_BODY_LIMIT,
      handler: async (request) => service.bulkUpload(ctx, actorOf(request), 'add', request.body.products),
    });

    app.route({
      ...routeOf(ops.bulkEditProducts),
      bodyLimit: BULK_BODY_LIMIT,
      handler: async (request) => service.bulkUpload(ctx, actorOf(request), 'edit', request.body.products),
    });

    app.route({
      ...routeOf(ops.undoBulkUpload),
      handler: async (request) => service.undoUpload(ctx, actorOf(request), request.params.id),
    });
  };
