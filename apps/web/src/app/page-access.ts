import type { OperationId } from '@portal/domain';

/**
 * Issue 36: the operation each page of the portal is for, by its route path; a person whose role may not
 * call it gets the "not allowed" panel instead of the page (router.tsx), and the navigation hides its entry
 * (nav-items.ts). The operation's permission is its contract's `access`, the one the API enforces.
 * Pages not listed (the dashboard, Security) are for every signed-in person.
 */
export const PAGE_OPERATIONS = {
  specials: 'createSpecial',
  'specials/new': 'createSpecial',
  customers: 'listCustomers',
  'custom-prices': 'listCustomPrices',
  'custom-prices/new': 'createCustomPrice',
  'loss-leaders': 'listLossProducts',
  'products/add-multiple-products': 'bulkAddProducts',
  'products/edit-multiple-products': 'bulkEditProducts',
  products: 'listProducts',
  'products/new': 'createProduct',
  'products/:id': 'getProduct',
  orders: 'listOrders',
  'orders/:id': 'getOrder',
  'reports/*': 'getLastTwelveMonths',
  'delivery-zones': 'createZone',
  'settings/*': 'updateMe',
  'settings/team': 'listTeam',
  'reviews/*': 'listReviews',
  'activity/*': 'listAudit',
} as const satisfies Record<string, OperationId>;

export const pageOperation = (path: string | undefined): OperationId | undefined =>
  path ? (PAGE_OPERATIONS as Record<string, OperationId>)[path] : undefined;
