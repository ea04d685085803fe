import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditNotesContract as ops } from '@portal/domain';
import { actorOf } from '../../lib/auth-hook.ts';
import type { AppContext } from '../../lib/context.ts';
import { attachment } from '../../lib/csv.ts';
import { routeOf } from '../../lib/http/operation.ts';
import * as service from './credit-notes.service.ts';

export const creditNotesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ops.createCreditNote),
      handler: async (request) =>
        service.createCreditNote(ctx, actorOf(request), request.params.id, request.body),
    });

    app.route({
      ...routeOf(ops.listCreditNotes),
      handler: async (request) => service.listCreditNotes(ctx, actorOf(request), request.params.id),
    });

    app.route({
      ...routeOf(ops.downloadCreditNotePdf),
      handler: async (request, reply) => {
        const { pdf, filename } = await service.creditNotePdf(ctx, actorOf(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(pdf);
      },
    });
  };
