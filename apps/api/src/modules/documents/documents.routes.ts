import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam, storable } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import type { DocumentType } from '../../lib/pdf/document-order.ts';
import * as service from './documents.service.ts';

const orderIdsQuery = z.object({
  orderIds: z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, 'Order ids must be positive whole numbers')
            .transform(Number),
        )
        .min(1, 'Select at least one order'),
    ),
});
const emailBody = z.object({
  orderIds: z
    .array(id('Order ids must be positive whole numbers'))
    .min(1, 'Select at least one order')
    .max(1000),
  email: storable(
    z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(254)
      .email('Must be a valid email address'),
  ),
});
const idParams = z.object({ id: idParam() });

const BATCH: Array<[string, DocumentType]> = [
  ['delivery-dockets', 'delivery-docket'],
  ['invoices', 'invoice'],
  ['purchase-orders', 'purchase-order'],
];
const SINGLE: DocumentType[] = ['delivery-docket', 'purchase-order', 'invoice', 'delivery-instructions'];
const pdfReply = { tags: ['documents'], produces: ['application/pdf'] };

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [path, type] of BATCH) {
      app.get(
        `/orders/${path}`,
        { schema: { ...pdfReply, querystring: orderIdsQuery } },
        async (request, reply) => {
          const { pdf, filename } = await service.renderDirect(
            ctx,
            actorOf(request),
            type,
            request.query.orderIds,
          );
          return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(pdf);
        },
      );
      app.post(
        `/orders/${path}-async`,
        {
          schema: {
            tags: ['documents'],
            body: emailBody,
            response: { 202: z.object({ jobId: z.number(), message: z.string() }) },
          },
        },
        async (request, reply) =>
          reply
            .status(202)
            .send(
              await service.queueEmail(
                ctx,
                actorOf(request),
                type,
                request.body.orderIds,
                request.body.email,
              ),
            ),
      );
    }
    for (const type of SINGLE) {
      app.get(
        `/orders/:id/${type}`,
        { schema: { ...pdfReply, params: idParams } },
        async (request, reply) => {
          const { pdf, filename } = await service.renderDirect(ctx, actorOf(request), type, [
            request.params.id,
          ]);
          return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(pdf);
        },
      );
    }

    app.get(
      '/suppliers/pending-orders-export',
      { schema: { tags: ['documents'], produces: ['application/zip'] } },
      async (request, reply) => {
        const zip = await service.pendingOrdersZip(ctx, actorOf(request));
        return reply
          .type('application/zip')
          .header('content-disposition', attachment('pending_orders.zip'))
          .send(Buffer.from(zip));
      },
    );

    // The e-mailed link: public, but only with a valid unexpired signature for exactly this token.
    app.get(
      '/downloads/:token',
      {
        config: { public: true },
        schema: {
          tags: ['documents'],
          produces: ['application/pdf'],
          params: z.object({ token: z.string().max(100) }),
          // Missing or malformed values are a bad link (403), not a bad request.
          querystring: z.object({
            exp: z.coerce.number().int().optional().catch(undefined),
            sig: z.string().max(100).optional().catch(undefined),
          }),
        },
      },
      async (request, reply) => {
        const file = await service.downloadJobFile(ctx, request.params.token, request.query);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
      },
    );
  };
