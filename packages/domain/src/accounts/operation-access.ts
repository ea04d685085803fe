import * as accountsRoutes from './accounts.operations.ts';
import * as authRoutes from '../auth/auth.operations.ts';
import * as creditNotesRoutes from '../credit-notes/credit-notes.operations.ts';
import * as customersRoutes from '../customers/customers.operations.ts';
import * as documentsRoutes from '../documents/documents.operations.ts';
import * as fulfilmentRoutes from '../fulfilment/fulfilment.operations.ts';
import * as lossLeadersRoutes from '../loss-leaders/loss-leaders.operations.ts';
import * as marketplaceRoutes from '../marketplace/marketplace.operations.ts';
import * as notificationsRoutes from '../notifications/notifications.operations.ts';
import * as ordersRoutes from '../orders/orders.operations.ts';
import * as platformRoutes from '../platform/platform.operations.ts';
import * as productsRoutes from '../products/products.operations.ts';
import * as productsBulkRoutes from '../products-bulk/products-bulk.operations.ts';
import * as reportsRoutes from '../reports/reports.operations.ts';
import * as reviewsRoutes from '../reviews/reviews.operations.ts';
import * as settingsRoutes from '../settings/settings.operations.ts';
import * as specialsRoutes from '../specials/specials.operations.ts';
import * as zonesRoutes from '../zones/zones.operations.ts';
import type { OperationRoute } from '../operation-routes.ts';
import type { Permission } from './roles.ts';
import type { accountsContract } from './accounts.contract.ts';
import type { authContract } from '../auth/auth.contract.ts';
import type { creditNotesContract } from '../credit-notes/credit-notes.contract.ts';
import type { customersContract } from '../customers/customers.contract.ts';
import type { documentsContract } from '../documents/documents.contract.ts';
import type { fulfilmentContract } from '../fulfilment/fulfilment.contract.ts';
import type { lossLeadersContract } from '../loss-leaders/loss-leaders.contract.ts';
import type { marketplaceContract } from '../marketplace/marketplace.contract.ts';
import type { notificationsContract } from '../notifications/notifications.contract.ts';
import type { ordersContract } from '../orders/orders.contract.ts';
import type { platformContract } from '../platform/platform.contract.ts';
import type { productsBulkContract } from '../products-bulk/products-bulk.contract.ts';
import type { productsContract } from '../products/products.contract.ts';
import type { reportsContract } from '../reports/reports.contract.ts';
import type { reviewsContract } from '../reviews/reviews.contract.ts';
import type { settingsContract } from '../settings/settings.contract.ts';
import type { specialsContract } from '../specials/specials.contract.ts';
import type { zonesContract } from '../zones/zones.contract.ts';

/** Every operation of every contract, by its operationId. */
type Contracts = typeof accountsContract &
  typeof authContract &
  typeof creditNotesContract &
  typeof customersContract &
  typeof documentsContract &
  typeof fulfilmentContract &
  typeof lossLeadersContract &
  typeof marketplaceContract &
  typeof notificationsContract &
  typeof ordersContract &
  typeof platformContract &
  typeof productsBulkContract &
  typeof productsContract &
  typeof reportsContract &
  typeof reviewsContract &
  typeof settingsContract &
  typeof specialsContract &
  typeof zonesContract;
export type OperationId = keyof Contracts;

/**
 * Every operation's zod-free route (method, path, status, id and permission), by operationId: the very
 * objects the contracts spread (`<area>.operations.ts`), so an operation's `access` is written once and the
 * code that must not load the contracts (the portal: their zod schemas stay out of its first paint) reads
 * it from here. The `satisfies` makes every operation of every contract present under its id.
 */
export const OPERATION_ROUTES = {
  ...accountsRoutes,
  ...authRoutes,
  ...creditNotesRoutes,
  ...customersRoutes,
  ...documentsRoutes,
  ...fulfilmentRoutes,
  ...lossLeadersRoutes,
  ...marketplaceRoutes,
  ...notificationsRoutes,
  ...ordersRoutes,
  ...platformRoutes,
  ...productsRoutes,
  ...productsBulkRoutes,
  ...reportsRoutes,
  ...reviewsRoutes,
  ...settingsRoutes,
  ...specialsRoutes,
  ...zonesRoutes,
} satisfies {
  readonly [K in OperationId]: OperationRoute & { operationId: K; access: Contracts[K]['access'] };
};

/** The permission an operation's contract declares. */
export const accessOfOperation = (operation: OperationId): Permission => OPERATION_ROUTES[operation].access;
