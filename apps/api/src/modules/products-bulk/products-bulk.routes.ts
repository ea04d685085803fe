import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkUploadBodySchema, idParam } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import * as service from './products-bulk.service.ts';

const uploadResponse = z.object({
  productIds: z.array(z.number()),
  uploadId: z.number(),
  customPriced: z.array(
    z.object({ id: z.number(), sku: z.string().nullable(), name: z.string(), venues: z.number() }),
  ),
});

/** 10,000 products of JSON is about 3 MB; the app-wide limit is 5 MB. */
const BULK_BODY_LIMIT = 25 * 1024 * 1024;

/** Bulk add and edit of products from a CSV (spec 000 section 7), and undo of a bulk edit. */
export const productsBulkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['products'];
    const description =
      'All or nothing. A 400 answers { errors: [{ param: "products", message, code: "invalid_products" }], ' +
      'products: [{ index, productId, productSanitized, productErrors: [{ param, message }] }] } listing only ' +
      'the products with errors; index is the position in the request products array.';

    app.post(
      '/suppliers/products/bulk-upload',
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: { tags, description, body: bulkUploadBodySchema, response: { 200: uploadResponse } },
      },
      async (request) => service.bulkUpload(ctx, actorOf(request), 'add', request.body.products),
    );

    app.patch(
      '/suppliers/products/bulk-upload',
      {
        bodyLimit: BULK_BODY_LIMIT,
        schema: { tags, description, body: bulkUploadBodySchema, response: { 200: uploadResponse } },
      },
      async (request) => service.bulkUpload(ctx, actorOf(request), 'edit', request.body.products),
    );

    app.post(
      '/suppliers/products/bulk-upload/:id/undo',
      {
        schema: {
          tags,
          params: z.object({ id: idParam() }),
          response: { 200: z.object({ productIds: z.array(z.number()) }) },
        },
      },
      async (request) => service.undoUpload(ctx, actorOf(request), request.params.id),
    );
  };
