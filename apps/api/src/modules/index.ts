import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../lib/context.ts';
import type { ListFieldKind } from '../lib/list-query.ts';
import { CUSTOMER_LIST_FIELDS } from './customers/customers.repository.ts';
import { ORDER_LIST_SPEC } from './orders/orders.repository.ts';
import { auditListSpec } from './platform/platform.repository.ts';
import { reviewListSpec } from './reviews/reviews.repository.ts';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { creditNotesRoutes } from './credit-notes/credit-notes.routes.ts';
import { customersRoutes } from './customers/customers.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { fulfilmentRoutes } from './fulfilment/fulfilment.routes.ts';
import { testOrdersRoutes } from './marketplace/test-orders.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { liveEventsRoutes } from './live-events/live-events.routes.ts';
import { lossLeadersRoutes } from './loss-leaders/loss-leaders.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { platformRoutes } from './platform/platform.routes.ts';
import { probeRoutes } from './platform/probes.routes.ts';
import { productsBulkRoutes } from './products-bulk/products-bulk.routes.ts';
import { productsRoutes } from './products/products.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { specialsRoutes } from './specials/specials.routes.ts';
import { zonesRoutes } from './zones/zones.routes.ts';

/** Every area's routes, mounted under /api. Each area adds one line here. */
export const areaRoutes: Array<(ctx: AppContext) => FastifyPluginAsyncZod> = [
  healthRoutes,
  probeRoutes,
  authRoutes,
  accountsRoutes,
  documentsRoutes,
  fulfilmentRoutes,
  creditNotesRoutes,
  customersRoutes,
  lossLeadersRoutes,
  zonesRoutes,
  settingsRoutes,
  liveEventsRoutes,
  productsRoutes,
  productsBulkRoutes,
  ordersRoutes,
  specialsRoutes,
  reportsRoutes,
  reviewsRoutes,
  platformRoutes,
  testOrdersRoutes,
  notificationsRoutes,
];

/**
 * The fields each paged list accepts in orderBy, search and filter, by operation: the very specs the
 * lists validate with, named in the API document (lib/http/openapi-fixes.ts).
 */
export const LIST_FIELDS: Record<string, Record<string, ListFieldKind>> = {
  listOrders: ORDER_LIST_SPEC.fields,
  listCustomers: CUSTOMER_LIST_FIELDS,
  listReviews: reviewListSpec.fields,
  listAudit: auditListSpec.fields,
};
