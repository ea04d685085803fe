import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './products.service.ts';

/** Catalogue: products, categories, units (portions), venues, product images and custom pricing. */
export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.listProducts),
      handler: async (request, reply) => {
        const { body, etag } = await service.listProductsBody(ctx, actorOf(request));
        // private: the supplier's own catalogue; no-cache: revalidate every time (a 304 when unchanged).
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        // Already JSON (kept as text, built from the schema-typed rows): sent as it is.
        return reply.type('application/json; charset=utf-8').send(body);
      },
    });

    app.route({
      ...routeOf(ops.getProduct),
      handler: async (request) => service.getProduct(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.createProduct),
      handler: async (request) => service.createProduct(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.updateProduct),
      handler: async (request) =>
        service.updateProduct(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.listCategories),
      handler: async () => ({ data: await service.listCategories(ctx) }),
    });

    app.route({
      ...routeOf(ops.createCategory),
      handler: async (request) => service.createCategory(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.listPortions),
      handler: async () => ({ data: await service.listUnits(ctx) }),
    });

    app.route({
      ...routeOf(ops.listVenues),
      handler: async () => ({ venues: await service.listVenues(ctx) }),
    });

    app.route({
      ...routeOf(ops.listProductImages),
      handler: async (request) => ({ data: await service.listImages(ctx, actorOf(request)) }),
    });

    const upload = routeOf(ops.uploadProductImage);
    app.route({
      ...upload,
      preHandler: app.rateLimited('imageUploadsPerSupplier'),
      // Multipart: the handler reads and checks the parts; the body schema documents them (no validation).
      schema: { ...upload.schema, consumes: ['multipart/form-data'] },
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      handler: async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw AppError.badRequest('image', 'Choose an image to upload');
        const file = await request.file();
        if (!file) throw AppError.badRequest('image', 'Choose an image to upload');
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw AppError.badRequest('image', 'Image must be 8 MB or smaller');
        }
        const description = (file.fields.description as { value?: unknown } | undefined)?.value;
        const image = await service.uploadImage(ctx, actor, {
          data,
          fileName: file.filename,
          description: typeof description === 'string' ? description : null,
        });
        return image;
      },
    });

    app.route({
      ...routeOf(ops.listCustomPrices),
      handler: async (request) => ({
        data: await service.listCustomPrices(ctx, actorOf(request), request.query.productId),
      }),
    });

    app.route({
      ...routeOf(ops.createCustomPrice),
      handler: async (request) => service.createCustomPrice(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.updateCustomPrice),
      handler: async (request) => service.updateCustomPrice(ctx, actorOf(request), request.body),
    });

    app.route({
      ...routeOf(ops.deleteCustomPrice),
      handler: async (request, reply) => {
        await service.deleteCustomPrice(ctx, actorOf(request), request.params.id);
        return reply.send();
      },
    });
  };
