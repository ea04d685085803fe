import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentsContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { routeOf } from '../../lib/http/operation.ts';
import type { DocumentType } from '../../lib/pdf/document-order.ts';
import * as service from './documents.service.ts';
import { einvoicesZip } from './einvoice-zip.service.ts';
import { creditNoteEinvoice, orderEinvoice } from './einvoice.service.ts';

const BATCH = [
  [ops.downloadDeliveryDockets, ops.emailDeliveryDockets, 'delivery-docket'],
  [ops.downloadInvoices, ops.emailInvoices, 'invoice'],
  [ops.downloadPurchaseOrders, ops.emailPurchaseOrders, 'purchase-order'],
] as const;
const SINGLE = [
  [ops.getDeliveryDocket, 'delivery-docket'],
  [ops.getPurchaseOrder, 'purchase-order'],
  [ops.getInvoice, 'invoice'],
  [ops.getDeliveryInstructions, 'delivery-instructions'],
] as const satisfies ReadonlyArray<readonly [unknown, DocumentType]>;

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const [download, email, type] of BATCH) {
      app.route({
        ...routeOf(download),
        handler: async (request, reply) => {
          const { pdf, filename } = await service.renderDirect(
            ctx,
            actorOf(request),
            type,
            request.query.orderIds,
          );
          return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(pdf);
        },
      });
      app.route({
        ...routeOf(email),
        handler: async (request, reply) =>
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
      });
    }
    for (const [operation, type] of SINGLE) {
      app.route({
        ...routeOf(operation),
        handler: async (request, reply) => {
          const { pdf, filename } = await service.renderDirect(ctx, actorOf(request), type, [
            request.params.id,
          ]);
          return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(pdf);
        },
      });
    }

    app.route({
      ...routeOf(ops.getEinvoice),
      handler: async (request, reply) => {
        const { xml, filename } = await orderEinvoice(ctx, actorOf(request), request.params.id);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', attachment(filename))
          .send(xml);
      },
    });

    app.route({
      ...routeOf(ops.getCreditNoteEinvoice),
      handler: async (request, reply) => {
        const { xml, filename } = await creditNoteEinvoice(ctx, actorOf(request), request.params.id);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', attachment(filename))
          .send(xml);
      },
    });

    app.route({
      ...routeOf(ops.downloadEinvoices),
      handler: async (request, reply) => {
        const { zip, filename } = await einvoicesZip(
          ctx,
          actorOf(request),
          request.query.from,
          request.query.to,
        );
        return reply
          .type('application/zip')
          .header('content-disposition', attachment(filename))
          .send(Buffer.from(zip));
      },
    });

    app.route({
      ...routeOf(ops.downloadPendingOrdersExport),
      handler: async (request, reply) => {
        const zip = await service.pendingOrdersZip(ctx, actorOf(request));
        return reply
          .type('application/zip')
          .header('content-disposition', attachment('pending_orders.zip'))
          .send(Buffer.from(zip));
      },
    });

    // The e-mailed link: public, but only with a valid unexpired signature for exactly this token.
    app.route({
      ...routeOf(ops.downloadEmailedFile),
      handler: async (request, reply) => {
        const file = await service.downloadJobFile(ctx, request.params.token, request.query);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('content-length', file.size)
          .send(file.content);
      },
    });
  };
