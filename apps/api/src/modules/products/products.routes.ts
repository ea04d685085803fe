import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryCreateSchema,
  customPricePayloadSchema,
  idParam,
  productCreateSchema,
  productPatchSchema,
} from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import * as service from './products.service.ts';
import {
  categoryResponse,
  customPriceListItem,
  customPriceWritten,
  galleryImage,
  idParams,
  productResponse,
} from './products.schemas.ts';

/** Catalogue: products, categories, units (portions), venues, product images and custom pricing. */
export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['products'];

    // The list answers thousands of rows: it is built by one SQL statement and sent without a
    // per-row response validation pass (the single-product routes validate the same shape).
    app.get('/suppliers/products', { schema: { tags } }, async (request) => ({
      data: await service.listProducts(ctx, actorOf(request)),
    }));

    app.get(
      '/suppliers/products/:id',
      { schema: { tags, params: idParams, response: { 200: productResponse } } },
      async (request) => service.getProduct(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/suppliers/products',
      { schema: { tags, body: productCreateSchema, response: { 201: productResponse } } },
      async (request, reply) => {
        reply.status(201);
        return service.createProduct(ctx, actorOf(request), request.body);
      },
    );

    app.patch(
      '/suppliers/products/:id',
      { schema: { tags, params: idParams, body: productPatchSchema, response: { 200: productResponse } } },
      async (request) => service.updateProduct(ctx, actorOf(request), request.params.id, request.body),
    );

    app.get(
      '/categories',
      { schema: { tags, response: { 200: z.object({ data: z.array(categoryResponse) }) } } },
      async () => ({ data: await service.listCategories(ctx) }),
    );

    app.post(
      '/categories',
      { schema: { tags, body: categoryCreateSchema, response: { 201: categoryResponse } } },
      async (request, reply) => {
        reply.status(201);
        return service.createCategory(ctx, actorOf(request), request.body);
      },
    );

    app.get(
      '/portions',
      {
        schema: {
          tags,
          response: {
            200: z.object({
              data: z.array(z.object({ id: z.number(), title: z.string(), unit: z.string() })),
            }),
          },
        },
      },
      async () => ({ data: await service.listUnits(ctx) }),
    );

    app.get(
      '/venues',
      {
        schema: {
          tags,
          response: {
            200: z.object({
              venues: z.array(
                z.object({ id: z.number(), venue: z.string(), status: z.string(), venueType: z.string() }),
              ),
            }),
          },
        },
      },
      async () => ({ venues: await service.listVenues(ctx) }),
    );

    app.get(
      '/suppliers/product-images',
      { schema: { tags, response: { 200: z.object({ data: z.array(galleryImage) }) } } },
      async (request) => ({ data: await service.listImages(ctx, actorOf(request)) }),
    );

    app.post(
      '/suppliers/product-images',
      { schema: { tags, consumes: ['multipart/form-data'], response: { 201: galleryImage } } },
      async (request, reply) => {
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
        reply.status(201);
        return service.uploadImage(ctx, actor, {
          data,
          fileName: file.filename,
          description: typeof description === 'string' ? description : null,
        });
      },
    );

    app.get(
      '/custom-pricing',
      {
        schema: {
          tags: ['custom-pricing'],
          querystring: z.object({ productId: idParam().optional() }),
          response: { 200: z.object({ data: z.array(customPriceListItem) }) },
        },
      },
      async (request) => ({
        data: await service.listCustomPrices(ctx, actorOf(request), request.query.productId),
      }),
    );

    app.post(
      '/custom-pricing',
      {
        schema: {
          tags: ['custom-pricing'],
          body: customPricePayloadSchema,
          response: { 201: customPriceWritten },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return service.createCustomPrice(ctx, actorOf(request), request.body);
      },
    );

    app.patch(
      '/custom-pricing',
      {
        schema: {
          tags: ['custom-pricing'],
          body: customPricePayloadSchema,
          response: { 200: customPriceWritten },
        },
      },
      async (request) => service.updateCustomPrice(ctx, actorOf(request), request.body),
    );

    app.delete(
      '/custom-pricing/:id',
      { schema: { tags: ['custom-pricing'], params: idParams } },
      async (request, reply) => {
        await service.deleteCustomPrice(ctx, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
