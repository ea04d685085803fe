import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplaceContract as ops } from '@portal/domain';
import { actorOf, requireStaff } from '../../lib/auth-hook.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { routeOf } from '../../lib/http/operation.ts';
import { supplierHasVenue } from './venue-actions.repository.ts';
import { placeVenueOrder, updateVenueDeliveryDetails } from './venue-actions.ts';

/**
 * Test-only: lets the browser journeys place an order "from the marketplace" while the e2e server holds
 * the embedded database (a second process cannot open PGlite). Mounted only when E2E_ENABLE_TEST_ORDERS=1,
 * which only playwright.config.ts sets; staff-only; orders go to the supplier the staff member acts as.
 */
export const testOrdersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!ctx.config.e2eTestOrders) return;
    app.route({
      ...routeOf(ops.createTestOrder),
      handler: async (request) => {
        const actor = actorOf(request);
        requireStaff(actor);
        const orderId = await ctx.db.transaction(async (tx) => {
          let id: number;
          try {
            id = await placeVenueOrder(tx, { supplierId: actor.supplierId, ...request.body });
          } catch (error) {
            // placeVenueOrder refuses unknown venues and other suppliers' products with a plain Error.
            throw AppError.badRequest('lines', (error as Error).message);
          }
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'test-order',
            entityId: id,
            after: request.body,
          });
          return id;
        });
        return { orderId };
      },
    });
    app.route({
      ...routeOf(ops.updateTestVenueDetails),
      handler: async (request) => {
        const actor = actorOf(request);
        requireStaff(actor);
        const { venueId } = request.params;
        return ctx.db.transaction(async (tx) => {
          // Only a venue of the supplier acted as: another supplier's customers are not found.
          if (!(await supplierHasVenue(tx, actor.supplierId, venueId))) throw AppError.notFound('Venue');
          const { orders } = await updateVenueDeliveryDetails(tx, venueId, request.body);
          const orderIds = orders.filter((o) => o.supplierId === actor.supplierId).map((o) => o.id);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'test-venue-details',
            entityId: venueId,
            after: request.body,
          });
          return { orderIds };
        });
      },
    });
  };
