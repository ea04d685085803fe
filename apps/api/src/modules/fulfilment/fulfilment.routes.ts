import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fulfilmentContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { accountingExportFile } from './accounting-export-file.ts';
import * as service from './fulfilment.service.ts';

export const fulfilmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.getDaySheet),
      handler: async (request, reply) => {
        const { pdf, filename } = await service.daySheet(
          ctx,
          actorOf(request),
          request.params.sheet,
          request.query.deliveryDate,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(filename))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });

    app.route({
      ...routeOf(ops.getAccountingExport),
      handler: async (request, reply) => {
        const file = await accountingExportFile(ctx, actorOf(request), request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'private, no-store')
          .send(Readable.from(file.body, { objectMode: false }));
      },
    });
  };
